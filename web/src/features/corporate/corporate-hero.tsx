import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { LANDING_CTA_EVENTS } from '#shared/main-site/analytics-events.ts';
import { CORPORATE_HERO } from '#shared/main-site/corporate-content.ts';
import { SECTION_IDS } from '#shared/main-site/home-content.ts';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { track } from '../../lib/analytics.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';
import { Island } from '../../islands/island.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

/**
 * The hero's two buttons: to the lead form (scrolled to smoothly) and to a prefilled chat. An island of its own on the
 * static page, woken at the first interaction (a click before is replayed), so the rest of the hero runs no script.
 */
export function CorporateHeroActions() {
  const business = useBusinessNumber();
  const goToLeadForm = (event: MouseEvent) => {
    event.preventDefault();
    track(LANDING_CTA_EVENTS.heroConsultation);
    scrollToSection(SECTION_IDS.leadForm);
  };

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <LinkButton asChild colorPalette="gold" size="xl">
        <a href={CORPORATE_HERO.primaryButton.href} onClick={goToLeadForm}>
          {CORPORATE_HERO.primaryButton.label}
        </a>
      </LinkButton>
      <LinkButton asChild colorPalette="whatsapp" size="xl">
        <a
          href={business.href(CORPORATE_HERO.secondaryButton.href)}
          {...countedButton('whatsapp-hero')}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track(LANDING_CTA_EVENTS.heroWhatsapp)}
        >
          <WhatsappIcon boxSize="5" />
          {CORPORATE_HERO.secondaryButton.label}
        </a>
      </LinkButton>
    </Stack>
  );
}

/** The corporate hero: who we serve and what we deliver, a button to the lead form and one to a chat. */
export function CorporateHero() {
  return (
    <Box as="section" aria-labelledby="corporate-hero-title" bgGradient="to-br" gradientFrom="navy.950" gradientTo="navy.700" color="white">
      <Container maxW="6xl" pt={{ base: '14', md: '24' }} pb={{ base: '10', md: '16' }}>
        <Stack gap="6" maxW="3xl">
          <Text textStyle="eyebrow" color="gold.300">
            {CORPORATE_HERO.eyebrow}
          </Text>
          <Heading id="corporate-hero-title" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
            {CORPORATE_HERO.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100">
            {CORPORATE_HERO.subtitle}
          </Text>
          <Island name="corporate-hero-actions" strategy="interaction" component={CorporateHeroActions} />
        </Stack>

        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" mt={{ base: '10', md: '16' }}>
          {CORPORATE_HERO.facts.map((fact) => (
            <Stack
              key={fact.label}
              direction="column-reverse"
              gap="1"
              p="4"
              borderRadius="xl"
              bg="whiteAlpha.100"
              borderWidth="1px"
              borderColor="whiteAlpha.200"
            >
              <Text as="dt" fontSize="sm" color="navy.100">
                {fact.label}
              </Text>
              <Text as="dd" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="gold.300">
                {fact.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
