import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { WhatsappCta } from './whatsapp-cta.tsx';

/** The page's call to action: its own WhatsApp message, and any extra buttons beside it. */
export function CtaSection({ message, extra }: { message: string; extra?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="cta-heading" bgGradient="to-br" gradientFrom="navy.900" gradientTo="navy.700" color="white">
      <Container maxW="4xl" py={{ base: '12', md: '16' }} textAlign="center">
        <Stack gap="5" align="center">
          <Heading id="cta-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
            {UK_SALES_COPY.ctaHeading}
          </Heading>
          <Text color="navy.100">{UK_SALES_COPY.ctaText}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
            <WhatsappCta counted="whatsapp-cta" message={message} size="xl">
              {UK_SALES_COPY.whatsappCta}
            </WhatsappCta>
            {extra}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
