import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type HubSectionProps = Omit<BoxProps, 'id' | 'title'> & { id: string; title: string; subtitle?: string; children?: ReactNode };

/** A titled section of the hub with its anchor. */
export function HubSection({ id, title, subtitle, children, ...boxProps }: HubSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} py={{ base: '12', md: '20' }} {...boxProps}>
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" mb="10">
          <Heading id={`${id}-heading`} as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="navy.900">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
