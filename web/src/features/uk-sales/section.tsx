import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SectionProps = {
  /** The section's anchor and the id its heading is labelled by. */
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  children: ReactNode;
};

const TONES = {
  plain: { bg: 'bg', color: 'fg' },
  muted: { bg: 'navy.50', color: 'fg' },
  dark: { bg: 'navy.900', color: 'white' },
} as const;

/** A block of a sales page: a landmark section labelled by its heading. */
export function Section({ id, heading, intro, tone = 'plain', children }: SectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} {...TONES[tone]}>
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <Stack gap="2">
            <Heading id={`${id}-heading`} as="h2" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
              {heading}
            </Heading>
            {intro && <Text color={tone === 'dark' ? 'navy.100' : 'fg.muted'}>{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
