import { Badge, Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HUB_CALCULATOR_EXAMPLES, HUB_REASON_CARDS } from '#shared/uk/content/hub.ts';
import { formatPounds } from '#shared/uk/tax-engine.ts';
import { HUB_COPY, HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { HubSection } from './hub-section.tsx';

/** What the calculator gives for typical profits. */
export function CalculatorExamples() {
  const copy = HUB_COPY.examples;
  return (
    <HubSection id={HUB_SECTION_IDS.examples} title={copy.title} subtitle={copy.subtitle} bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {HUB_CALCULATOR_EXAMPLES.map(({ label, result }) => (
          <Card.Root key={label}>
            <Card.Body gap="2">
              <Heading as="h3" fontSize="lg">
                {label}
              </Heading>
              <Box as="dl" display="grid" gridTemplateColumns="1fr auto" rowGap="1" columnGap="3" fontSize="sm">
                <Text as="dt">{copy.profit}</Text>
                <Text as="dd" textAlign="end">{formatPounds(result.income)}</Text>
                <Text as="dt">{copy.ukTax}</Text>
                <Text as="dd" textAlign="end">{formatPounds(result.totalUKTax)}</Text>
                <Text as="dt">{copy.dubaiTax}</Text>
                <Text as="dd" textAlign="end">{formatPounds(result.totalDubaiTax)}</Text>
              </Box>
              <Text fontWeight="bold" color="green.fg" fontSize="xl">
                {copy.saving}: {formatPounds(result.totalSavings)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </HubSection>
  );
}

/** Seven reason cards, one per sales page, each linking to it. */
export function ReasonCards() {
  const copy = HUB_COPY.reasons;
  return (
    <HubSection id={HUB_SECTION_IDS.reasons} title={copy.title} subtitle={copy.subtitle}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="reason-cards">
        {HUB_REASON_CARDS.map((card) => (
          <Card.Root as="li" key={card.pageId} _hover={{ boxShadow: 'md' }} transition="box-shadow 0.2s" _motionReduce={{ transition: 'none' }}>
            <Card.Body gap="3">
              <Heading as="h3" fontSize="lg" color="navy.900">
                {card.title}
              </Heading>
              <Text color="fg.muted">{card.description}</Text>
              <Link asChild color="gold.fg" fontWeight="semibold" mt="auto">
                <RouterLink to={card.route} aria-label={`${copy.more}: ${card.title}`}>
                  {copy.more} →
                </RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </HubSection>
  );
}

/** Figures and guarantees. */
export function TrustSection() {
  const copy = HUB_COPY.trust;
  return (
    <HubSection id={HUB_SECTION_IDS.trust} title={copy.title} bg="navy.50">
      <Stack gap="8">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="5">
          {copy.stats.map((stat) => (
            <Stack key={stat.label} gap="1" textAlign="center">
              <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="navy.900">
                {stat.value}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {stat.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {copy.guarantees.map((guarantee) => (
            <Card.Root key={guarantee.title}>
              <Card.Body gap="2">
                <Heading as="h3" fontSize="lg">
                  {guarantee.title}
                </Heading>
                <Text color="fg.muted">{guarantee.description}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </HubSection>
  );
}

/** The upcoming case study, with a mailto: link to be told when it is out (once there is a business e-mail). */
export function CaseStudyTeaser() {
  const copy = HUB_COPY.caseStudy;
  return (
    <HubSection id={HUB_SECTION_IDS.caseStudy} title={copy.title}>
      <Stack gap="4" align="center" textAlign="center" maxW="2xl" mx="auto">
        <Badge colorPalette="gold" size="lg">
          {copy.badge}
        </Badge>
        <Text color="fg.muted">{copy.body}</Text>
        {copy.mailto && (
          <Link href={copy.mailto} fontWeight="semibold" color="navy.800" textDecoration="underline">
            {copy.notify}
          </Link>
        )}
      </Stack>
    </HubSection>
  );
}

/** Sample numbers for staff, shown only with ?admin=true. */
export function AnalyticsPanel() {
  const copy = HUB_COPY.analytics;
  return (
    <Box as="aside" id={HUB_SECTION_IDS.analytics} aria-label={copy.title} borderWidth="2px" borderStyle="dashed" borderColor="navy.300" borderRadius="lg" p="5" m="4" bg="navy.50" data-testid="uk-analytics-panel">
      <Heading as="h2" fontSize="lg" mb="1">
        {copy.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {copy.note}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 2, md: 6 }} gap="4">
        {copy.metrics.map((metric) => (
          <Stack key={metric.label} gap="0">
            <Text as="dt" fontSize="xs" color="fg.muted">
              {metric.label}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="bold">
              {metric.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
