import { Badge, Box, Container, Heading, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { formatPounds } from '#shared/uk/content/money.ts';
import { PREMIUM_HERO, PREMIUM_SECTION_IDS } from '#shared/uk/content/premium.ts';
import type { PremiumEventKey } from '../analytics.ts';
import { landingActionAttributes, runLandingAction } from '../landing-actions.ts';
import { ParticleField } from '../motion/particle-field.tsx';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';

/**
 * A hero button's action: its event, and a smooth scroll to its section (the href keeps the link working without the
 * script); on a static page the page's script runs it from the same attributes.
 */
function heroLink(event: PremiumEventKey, section: string) {
  return {
    ...landingActionAttributes({ event, scrollTo: section }),
    onClick: (click: MouseEvent<HTMLAnchorElement>) => runLandingAction(click.currentTarget, click),
  };
}

/** The premium hero: the exodus badges, the headline, the annual saving, the perks and the two scroll buttons. */
export function PremiumHero() {
  return (
    <Box as="section" aria-labelledby="premium-title" position="relative" overflow="hidden" color="white" bgGradient="to-b" gradientFrom="navy.950" gradientTo="navy.900">
      <ParticleField count={PREMIUM_HERO.particles} />
      <Container maxW="6xl" py={{ base: '16', md: '24' }} position="relative" zIndex="1">
        <Stack gap="7" align="center" textAlign="center">
          <Wrap justify="center" gap="3">
            {PREMIUM_HERO.badges.map((badge) => (
              <Badge key={badge} colorPalette="gold" variant="outline" color="gold.200" size="lg" px="3" py="1" borderRadius="full">
                {badge}
              </Badge>
            ))}
          </Wrap>
          <Heading id="premium-title" as="h1" fontSize={{ base: '4xl', md: '7xl' }} fontWeight="black" lineHeight="1.05" letterSpacing="tight">
            {PREMIUM_HERO.headline}
          </Heading>
          <Stack gap="1">
            <Text fontSize={{ base: '5xl', md: '7xl' }} fontWeight="bold" color="gold.300" data-testid="premium-annual-saving">
              {formatPounds(PREMIUM_HERO.annualSaving)}
            </Text>
            <Text fontSize="lg" color="navy.100">
              {PREMIUM_LABELS.annualSaving}
            </Text>
          </Stack>
          <List.Root as="ul" listStyle="none" display="flex" flexWrap="wrap" justifyContent="center" gap="3">
            {PREMIUM_HERO.perks.map((perk) => (
              <List.Item key={perk} px="3" py="1" borderRadius="md" bg="whiteAlpha.100" fontSize="sm">
                {perk}
              </List.Item>
            ))}
          </List.Root>
          <HStack gap="4" flexWrap="wrap" justify="center">
            <LinkButton asChild colorPalette="gold" size="xl">
              <a href={`#${PREMIUM_SECTION_IDS.consultation}`} {...heroLink('heroCta', PREMIUM_SECTION_IDS.consultation)}>
                {PREMIUM_HERO.consultationButton}
              </a>
            </LinkButton>
            <LinkButton asChild variant="outline" colorPalette="gold" color="gold.200" size="xl" _hover={{ bg: 'whiteAlpha.100' }}>
              <a href={`#${PREMIUM_SECTION_IDS.report}`} {...heroLink('heroReport', PREMIUM_SECTION_IDS.report)}>
                {PREMIUM_HERO.reportButton}
              </a>
            </LinkButton>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
