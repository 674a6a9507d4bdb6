import { Badge, Box, Button, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LANDING_CTA_EVENTS, type AnalyticsEvent } from '#shared/main-site/analytics-events.ts';
import { HERO, UK_BLOCK } from '#shared/main-site/home-content.ts';
import { PHOTO_ALT } from '#shared/cms/editable-elements.ts';
import { DubaiSkylineArt } from '../../components/art/dubai-skyline-art.tsx';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { ImageSlot } from '../../components/ui/image-slot.tsx';
import { track } from '../../lib/analytics.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { anchorTarget, useEditable } from '../cms/use-editable.ts';
import { useContentItem } from './api/get-content-item.ts';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';

/** The analytics event of each UK block link, by its destination. */
const UK_LINK_EVENTS: Record<(typeof UK_BLOCK.links)[number]['href'], AnalyticsEvent> = {
  '/uk/tax-savings': LANDING_CTA_EVENTS.ukTaxSavings,
  '/uk/fast-setup': LANDING_CTA_EVENTS.ukFastSetup,
  '/uk/lifestyle': LANDING_CTA_EVENTS.ukLifestyle,
  '/uk': LANDING_CTA_EVENTS.ukClients,
};

/** The three promises under the hero's buttons. */
function Highlights() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
      {HERO.highlights.map(({ title, text }) => (
        <Stack as="li" key={title} gap="1" p="5" borderRadius="xl" bg="white/10" borderWidth="1px" borderColor="white/15">
          <Text fontWeight="bold" fontSize="lg" color="gold.300">
            {title}
          </Text>
          <Text fontSize="sm" color="navy.100">
            {text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The block for UK entrepreneurs, leading to the UK pages. */
function UkBlock() {
  return (
    <Box as="aside" aria-labelledby="uk-block-title" p={{ base: '5', md: '6' }} borderRadius="xl" bg="gold.subtle" color="navy.900">
      <Text id="uk-block-title" as="h2" fontWeight="bold" fontSize="xl">
        {UK_BLOCK.title}
      </Text>
      <Text mt="1" color="navy.700">
        {UK_BLOCK.text}
      </Text>
      <HStack as="nav" aria-label={UK_BLOCK.title} mt="4" gap="3" wrap="wrap">
        {UK_BLOCK.links.map(({ label, href }) => (
          <Link
            asChild
            key={href}
            fontWeight="semibold"
            color="navy.800"
            bg="white"
            borderWidth="1px"
            borderColor="gold.emphasized"
            borderRadius="full"
            px="4"
            py="1.5"
            _hover={{ bg: 'gold.muted', textDecoration: 'none' }}
          >
            <RouterLink to={href} onClick={() => track(UK_LINK_EVENTS[href])}>
              {label}
            </RouterLink>
          </Link>
        ))}
      </HStack>
    </Box>
  );
}

/**
 * The landing hero: the limited-slots banner, the editable title and subtitle (the fallbacks are what the
 * prerendered page shows), a button to the lead form and one to a prefilled chat, three highlights and the UK block.
 */
export function HeroSection() {
  const business = useBusinessNumber();
  // A page-content item (CMS Editor) wins over the content item (Website Content), which wins over the built-in text.
  const title = useEditable('home-hero-title', useContentItem(HERO.contentKeys.title) ?? HERO.fallbackTitle);
  const subtitle = useEditable('home-hero-subtitle', useContentItem(HERO.contentKeys.subtitle) ?? HERO.fallbackSubtitle);
  const consultation = useEditable('home-hero-consultation-button');
  const whatsapp = useEditable('home-hero-whatsapp-button');
  const picture = useEditable('home-hero-image');

  const goToConsultation = (event: MouseEvent) => {
    track(LANDING_CTA_EVENTS.heroConsultation);
    const section = anchorTarget(consultation.href);
    if (section === undefined) return;
    event.preventDefault();
    scrollToSection(section);
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
      <Container maxW="6xl" py={{ base: '10', md: '20' }}>
        <Stack gap={{ base: '8', md: '10' }}>
          <SimpleGrid columns={{ base: 1, lg: 12 }} gap="10" alignItems="center">
            <Stack gap="6" maxW="3xl" gridColumn={{ lg: 'span 7' }}>
              <Badge
                alignSelf="flex-start"
                colorPalette="gold"
                variant="solid"
                size="lg"
                borderRadius="full"
                px="3"
                whiteSpace="normal"
                textAlign="start"
              >
                {HERO.slotsBanner}
              </Badge>
              <Heading id="hero-title" as="h1" textStyle="display" {...title.marker}>
                {title.text}
              </Heading>
              <Text textStyle="lead" color="navy.100" {...subtitle.marker}>
                {subtitle.text}
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button asChild colorPalette="gold" size="xl">
                  <a href={consultation.href} onClick={goToConsultation} {...consultation.marker}>
                    {consultation.text}
                  </a>
                </Button>
                <Button asChild colorPalette="whatsapp" size="xl">
                  <a
                    href={business.href(whatsapp.href)}
                    {...whatsapp.marker}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => track(LANDING_CTA_EVENTS.heroWhatsapp)}
                  >
                    <WhatsappIcon boxSize="5" />
                    {whatsapp.text}
                  </a>
                </Button>
              </Stack>
            </Stack>
            {/* The wide screen's other half: a picture, not empty space; phones keep the text alone above the fold. */}
            <ImageSlot
              image={picture}
              art={<DubaiSkylineArt />}
              alt={PHOTO_ALT.heroSkyline}
              width={560}
              height={420}
              hideBelow="lg"
              gridColumn="span 5"
              boxShadow="2xl"
            />
          </SimpleGrid>
          <Highlights />
          <UkBlock />
        </Stack>
      </Container>
    </Box>
  );
}
