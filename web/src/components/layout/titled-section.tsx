import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TitledSectionProps = Omit<BoxProps, 'id' | 'title'> & {
  /** The anchor the header and footer links scroll to. */
  id: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
};

/** A titled page section with its anchor (the home and corporate pages). */
export function TitledSection({ id, title, subtitle, children, ...boxProps }: TitledSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '12', md: '20' }} {...boxProps}>
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" mb={children ? '10' : '0'}>
          <Heading id={headingId} as="h2" textStyle="title" color="navy.900">
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
