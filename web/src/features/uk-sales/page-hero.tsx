import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackButton } from './back-button.tsx';

type PageHeroProps = {
  title: ReactNode;
  lead: ReactNode;
  /** Figures or buttons under the lead. */
  children?: ReactNode;
  /** Beside the back button (the tax page's phone number and calculate button). */
  headerExtra?: ReactNode;
};

/** The top of a sales page: back to the hub, the page's headline and its lead. */
export function PageHero({ title, lead, children, headerExtra }: PageHeroProps) {
  return (
    <Box as="header" bgGradient="to-br" gradientFrom="navy.900" gradientTo="navy.700" color="white">
      <Container maxW="6xl" pt="4" pb={{ base: '10', md: '16' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
          <Box>
            <BackButton />
          </Box>
          {headerExtra}
        </Stack>
        <Stack gap="5" maxW="3xl" mt={{ base: '6', md: '10' }}>
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100">
            {lead}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
