import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { HERO } from '#shared/site-copy.ts';
import { WHATSAPP_MESSAGES } from '#shared/whatsapp-message.ts';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { track } from '../../lib/analytics.ts';
import { businessWhatsappLink } from '../../lib/open-whatsapp.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { useContentItem } from './api/get-content-item.ts';

/** The landing hero: the editable title and subtitle, a button to the lead form and one to a chat. */
export function HeroSection() {
  const title = useContentItem('hero_title') ?? HERO.titleFallback;
  const subtitle = useContentItem('hero_subtitle') ?? HERO.subtitleFallback;

  const goToLeadForm = (event: MouseEvent) => {
    event.preventDefault();
    track('consultation_click', 'cta', 'hero');
    scrollToSection('lead-form');
  };

  return (
    <Box as="section" aria-labelledby="hero-title" bgGradient="to-br" gradientFrom="navy.900" gradientTo="navy.700" color="white">
      <Container maxW="6xl" py={{ base: '14', md: '24' }}>
        <Stack gap="6" maxW="3xl">
          <Heading id="hero-title" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="bold">
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100">
            {subtitle}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="gold" size="xl" fontWeight="semibold">
              <a href="#lead-form" onClick={goToLeadForm}>
                {HERO.primaryCta}
              </a>
            </Button>
            <Button asChild colorPalette="whatsapp" size="xl" fontWeight="semibold">
              <a
                href={businessWhatsappLink(WHATSAPP_MESSAGES.heroChat)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track('whatsapp_click', 'contact', 'hero')}
              >
                <WhatsappIcon boxSize="5" />
                {HERO.chatCta}
              </a>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
