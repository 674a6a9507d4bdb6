import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CALCULATOR_PAGE } from '#shared/main-site/calculator-content.ts';
import { SimpleHeader } from '../components/layout/simple-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { CostCalculator } from '../features/calculator/cost-calculator.tsx';
import { Island } from '../islands/island.tsx';

/**
 * The cost calculator page: structure, visas and services priced with the shared engine. A static page: the header
 * and the calculator wake at the visitor's first interaction (a choice clicked before is replayed), the footer near
 * the view; the rest is HTML.
 */
export default function CalculatorPage() {
  return (
    <>
      <Island name="simple-header" strategy="interaction" component={SimpleHeader} />
      <Box as="main" bg="bg.subtle" pb={{ base: '12', md: '20' }}>
        <Box bgGradient="to-br" gradientFrom="navy.900" gradientTo="navy.700" color="white">
          <Container maxW="4xl" pt={{ base: '6', md: '8' }} pb={{ base: '20', md: '24' }}>
            {/* A full load: the edge decides which home this host gets. */}
            <Link href={CALCULATOR_PAGE.backLink.href} color="gold.300" fontWeight="medium" fontSize="sm" _hover={{ color: 'gold.200' }}>
              <span aria-hidden="true">←</span> {CALCULATOR_PAGE.backLink.label}
            </Link>
            <Stack gap="3" mt={{ base: '6', md: '10' }}>
              <Text textStyle="eyebrow" color="gold.300">
                {CALCULATOR_PAGE.eyebrow}
              </Text>
              <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
                {CALCULATOR_PAGE.title}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="navy.100" maxW="2xl">
                {CALCULATOR_PAGE.subtitle}
              </Text>
            </Stack>
          </Container>
        </Box>
        <Container maxW="4xl" mt={{ base: '-12', md: '-16' }}>
          <Island name="cost-calculator" strategy="interaction" component={CostCalculator} />
        </Container>
      </Box>
      <Island name="site-footer" strategy="visible" component={SiteFooter} />
    </>
  );
}
