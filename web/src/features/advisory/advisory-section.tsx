import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type AdvisorySectionProps = Omit<BoxProps, 'id' | 'title'> & {
  id: string;
  title: string;
  subtitle?: string;
  /** Light text on a dark background. */
  dark?: boolean;
  children?: ReactNode;
};

/** A titled section of the advisory page. */
export function AdvisorySection({ id, title, subtitle, dark = false, children, ...boxProps }: AdvisorySectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '12', md: '20' }} {...boxProps}>
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" mb="10">
          <Heading id={headingId} as="h2" fontSize={{ base: '2xl', md: '4xl' }} color={dark ? 'white' : 'navy.900'}>
            {title}
          </Heading>
          {subtitle && (
            <Text color={dark ? 'navy.100' : 'fg.muted'} fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
