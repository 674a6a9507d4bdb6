import { Badge, Box, Card, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Benefit, Statistic, Story, Testimonial, TimelineStage } from '#shared/uk/content/types.ts';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';

const cardHover = {
  transition: 'transform 0.2s ease, box-shadow 0.2s ease',
  _hover: { transform: 'translateY(-2px)', shadow: 'md' },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
} as const;

/** Cards in a responsive grid: one column on a phone, up to `columns` on wide screens. */
export function CardGrid({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: columns }} gap="5">
      {children}
    </SimpleGrid>
  );
}

/** One card of a grid, with a heading level of 3. */
export function InfoCard({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card.Root as="li" h="full" {...cardHover}>
      <Card.Body gap="3">
        <Card.Title as="h3" fontSize="lg">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
      {footer && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}

/** A benefit card: the description, then the UK problem against the Dubai solution. */
export function BenefitCard({ benefit }: { benefit: Benefit }) {
  return (
    <InfoCard title={benefit.title}>
      <Text color="fg.muted">{benefit.description}</Text>
      <Stack as="dl" gap="2" fontSize="sm">
        <Box>
          <Text as="dt" fontWeight="semibold" color="red.700">
            {UK_SALES_COPY.ukProblem}
          </Text>
          <Text as="dd">{benefit.ukProblem}</Text>
        </Box>
        <Box>
          <Text as="dt" fontWeight="semibold" color="green.700">
            {UK_SALES_COPY.dubaiSolution}
          </Text>
          <Text as="dd">{benefit.dubaiSolution}</Text>
        </Box>
      </Stack>
    </InfoCard>
  );
}

/** A client or family story: who, the quote and the outcome. */
export function StoryCard({ story }: { story: Story }) {
  return (
    <InfoCard title={story.name}>
      <Text fontSize="sm" color="fg.muted">
        {story.business}
      </Text>
      <Text as="blockquote" fontStyle="italic">
        “{story.quote}”
      </Text>
      <Badge colorPalette="green" alignSelf="start" whiteSpace="normal">
        {story.outcome}
      </Badge>
    </InfoCard>
  );
}

/** A testimonial with its star rating. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <InfoCard title={testimonial.name}>
      <Text fontSize="sm" color="fg.muted">
        {testimonial.position}, {testimonial.company}
      </Text>
      <Text role="img" aria-label={UK_SALES_COPY.rating(testimonial.rating)} color="gold.500" letterSpacing="wider">
        {'★'.repeat(testimonial.rating)}
      </Text>
      <Text as="blockquote">“{testimonial.content}”</Text>
    </InfoCard>
  );
}

/** A band of headline figures. */
export function StatsBand({ stats, label }: { stats: readonly Statistic[]; label: string }) {
  return (
    <Box as="section" aria-label={label} bg="navy.900" color="white">
      <SimpleGrid as="dl" columns={{ base: 1, sm: stats.length > 3 ? 2 : stats.length, lg: stats.length }} gap="6" maxW="6xl" mx="auto" px="4" py="10">
        {stats.map((stat) => (
          <Flex key={stat.label} direction="column-reverse" align="center" textAlign="center" gap="1">
            <Text as="dt" color="navy.100">
              {stat.label}
            </Text>
            <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="gold.300">
              {stat.value}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** A vertical timeline of stages (time, task, details). */
export function StageTimeline({ stages }: { stages: readonly TimelineStage[] }) {
  return (
    <Stack as="ol" listStyleType="none" gap="0" borderStartWidth="3px" borderColor="gold.400" ms="3">
      {stages.map((stage) => (
        <Box as="li" key={stage.time} position="relative" ps="6" pb="6">
          <Box position="absolute" insetStart="-9px" top="1" boxSize="4" rounded="full" bg="gold.400" aria-hidden />
          <HStack gap="3" wrap="wrap">
            <Badge colorPalette="navy" variant="solid">
              {stage.time}
            </Badge>
            <Text as="h3" fontWeight="semibold">
              {stage.task}
            </Text>
          </HStack>
          <Text mt="1" color="fg.muted">
            {stage.details}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
