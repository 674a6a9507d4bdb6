import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { WEALTH_MIGRATION_STATS } from '#shared/uk/content/premium.ts';
import { SlideIn } from '../motion/slide-in.tsx';
import { MOTION_CLASS } from '../motion/motion-styles.tsx';
import { PREMIUM_LABELS } from '#shared/uk/copy/premium.ts';

/** The wealth migration statistics, with their source. */
export default function WealthMigrationSection() {
  return (
    <Box as="section" aria-labelledby="premium-stats-title" bg="navy.900" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <SlideIn>
          <Stack gap="8">
            <Heading id="premium-stats-title" as="h2" textAlign="center" fontSize={{ base: '2xl', md: '4xl' }}>
              {PREMIUM_LABELS.statsTitle}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
              {WEALTH_MIGRATION_STATS.stats.map((stat) => (
                <Stack key={stat.label} className={MOTION_CLASS.card} tabIndex={0} align="center" gap="1" p="6" borderRadius="xl" borderWidth="1px" borderColor="navy.600" bg="navy.800">
                  <Text fontSize="4xl" fontWeight="black" color="gold.300">
                    {stat.value}
                  </Text>
                  <Text color="navy.100">{stat.label}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Text textAlign="center" fontSize="sm" color="navy.200">
              {PREMIUM_LABELS.source(WEALTH_MIGRATION_STATS.attribution)}
            </Text>
          </Stack>
        </SlideIn>
      </Container>
    </Box>
  );
}
