import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  ADVISORY_CTA,
  ADVISORY_HERO,
  ADVISORY_INSIGHTS,
  ADVISORY_PHILOSOPHY,
  ADVISORY_SECTION_TITLES,
  ADVISORY_SERVICES,
  ADVISORY_STATS,
  ADVISORY_WHY_US,
} from '#shared/main-site/advisory-content.ts';
import { AdvisorySection } from './advisory-section.tsx';
import { ChatButton } from './chat-button.tsx';

/** The hero: what the advisory practice does, and two chat buttons. */
export function AdvisoryHero() {
  return (
    <Box as="section" aria-labelledby="advisory-hero-title" bgGradient="to-br" gradientFrom="navy.900" gradientTo="navy.700" color="white">
      <Container maxW="6xl" py={{ base: '14', md: '24' }}>
        <Stack gap="6" maxW="3xl">
          <Text textStyle="eyebrow" color="gold.300">
            {ADVISORY_HERO.eyebrow}
          </Text>
          <Heading id="advisory-hero-title" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
            {ADVISORY_HERO.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100">
            {ADVISORY_HERO.subtitle}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <ChatButton link={ADVISORY_HERO.primaryButton} colorPalette="gold" size="xl" />
            <ChatButton
              link={ADVISORY_HERO.secondaryButton}
              variant="outline"
              size="xl"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
            />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

/** The headline figures, as a description list (figure and what it counts). */
export function AdvisoryStats() {
  return (
    <Box as="section" aria-labelledby="advisory-stats-heading" bg="white" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Heading id="advisory-stats-heading" as="h2" srOnly>
          {ADVISORY_SECTION_TITLES.stats}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '6', md: '8' }}>
          {ADVISORY_STATS.map((stat) => (
            <Stack key={stat.label} direction="column-reverse" align="center" textAlign="center" gap="1">
              <Text textStyle="eyebrow" as="dt" color="fg.muted">
                {stat.label}
              </Text>
              <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="navy.900">
                {stat.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function InfoCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Stack gap="3" p="6" bg="white" borderRadius="xl" borderWidth="1px" borderColor="border.muted" boxShadow="sm" h="full">
      <Heading as="h3" fontSize="lg" color="navy.900">
        {title}
      </Heading>
      <Text color="fg.muted" flex="1">
        {text}
      </Text>
      {children}
    </Stack>
  );
}

export function AdvisoryPhilosophy() {
  return (
    <AdvisorySection id="philosophy" title={ADVISORY_PHILOSOPHY.title} subtitle={ADVISORY_PHILOSOPHY.text} bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {ADVISORY_PHILOSOPHY.principles.map((principle) => (
          <InfoCard key={principle.title} title={principle.title} text={principle.text} />
        ))}
      </SimpleGrid>
    </AdvisorySection>
  );
}

export function AdvisoryServices() {
  return (
    <AdvisorySection id="advisory-services" title={ADVISORY_SECTION_TITLES.services} subtitle={ADVISORY_SECTION_TITLES.servicesSubtitle}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {ADVISORY_SERVICES.map((service) => (
          <InfoCard key={service.title} title={service.title} text={service.text}>
            <Box>
              <ChatButton link={service.button} colorPalette="whatsapp" size="md" />
            </Box>
          </InfoCard>
        ))}
      </SimpleGrid>
    </AdvisorySection>
  );
}

export function AdvisoryWhyUs() {
  return (
    <AdvisorySection id="why-us" title={ADVISORY_WHY_US.title} bg="navy.900" dark>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {ADVISORY_WHY_US.reasons.map((reason) => (
          <Stack key={reason.title} gap="2" p="6" borderRadius="xl" bg="navy.800" borderTopWidth="3px" borderColor="gold.solid">
            <Heading as="h3" fontSize="lg" color="gold.300">
              {reason.title}
            </Heading>
            <Text color="navy.100">{reason.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </AdvisorySection>
  );
}

export function AdvisoryInsights() {
  return (
    <AdvisorySection id="insights" title={ADVISORY_SECTION_TITLES.insights} subtitle={ADVISORY_SECTION_TITLES.insightsSubtitle} bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {ADVISORY_INSIGHTS.map((insight, index) => {
          const titleId = `insight-${index + 1}-title`;
          return (
            <Stack as="article" key={insight.title} aria-labelledby={titleId} gap="3" p="6" bg="white" borderRadius="xl" borderWidth="1px" borderColor="border.muted" boxShadow="sm">
              <Heading id={titleId} as="h3" fontSize="xl" color="navy.900">
                {insight.title}
              </Heading>
              <Text color="fg.muted" flex="1">
                {insight.text}
              </Text>
              <Box>
                <ChatButton link={insight.button} describedBy={titleId} colorPalette="navy" variant="outline" size="md" />
              </Box>
            </Stack>
          );
        })}
      </SimpleGrid>
    </AdvisorySection>
  );
}

export function AdvisoryCallToAction() {
  return (
    <Box as="section" aria-labelledby="advisory-cta-heading" bg="gold.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="3xl" textAlign="center">
        <Stack gap="4" align="center">
          <Heading id="advisory-cta-heading" as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="navy.900">
            {ADVISORY_CTA.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="navy.700">
            {ADVISORY_CTA.text}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
            <ChatButton link={ADVISORY_CTA.chatButton} colorPalette="whatsapp" size="xl" />
            <ChatButton link={ADVISORY_CTA.phoneButton} colorPalette="navy" variant="outline" size="xl" />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
