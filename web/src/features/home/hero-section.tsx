import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { LANDING_CTA_EVENTS } from '#shared/main-site/analytics-events.ts';
import { HERO, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { track } from '../../lib/analytics.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { useContentItem } from './api/get-content-item.ts';

/**
 * The landing hero: the editable title and subtitle (the fallbacks are what the prerendered page shows), a button
 * to the lead form and one to a prefilled chat.
 */
export function HeroSection() {
  const title = useContentItem(HERO.contentKeys.title) ?? HERO.fallbackTitle;
  const subtitle = useContentItem(HERO.contentKeys.subtitle) ?? HERO.fallbackSubtitle;

  const goToLeadForm = (event: MouseEvent) => {
    event.preventDefault();
    track(LANDING_CTA_EVENTS.heroConsultation);
    scrollToSection(SECTION_IDS.leadForm);
  };

  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="navy.900"
      gradientTo="navy.700"
      color="white"
    >
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
              <a href={HERO.primaryButton.href} onClick={goToLeadForm}>
                {HERO.primaryButton.label}
              </a>
            </Button>
            <Button asChild colorPalette="whatsapp" size="xl" fontWeight="semibold">
              <a
                href={HERO.secondaryButton.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track(LANDING_CTA_EVENTS.heroWhatsapp)}
              >
                <WhatsappIcon boxSize="5" />
                {HERO.secondaryButton.label}
              </a>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
