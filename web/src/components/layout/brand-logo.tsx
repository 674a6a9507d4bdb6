import { Box, HStack, Text } from '@chakra-ui/react';
import { BRAND } from '#shared/site-copy.ts';

/** The brand mark and name; `inverted` for dark backgrounds. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2.5">
      <Box
        aria-hidden
        display="grid"
        placeItems="center"
        boxSize="9"
        borderRadius="lg"
        bg={inverted ? 'gold.solid' : 'navy.solid'}
        color={inverted ? 'navy.900' : 'gold.300'}
        fontWeight="bold"
        fontSize="lg"
        // Drawn, not written: the monogram is decoration, so the home link's text (and name) is the brand's words.
        _before={{ content: `"${BRAND.name.charAt(0)}"` }}
      />
      <Box lineHeight="1.1">
        <Text fontWeight="bold" fontSize="lg" color={inverted ? 'white' : 'navy.900'}>
          {BRAND.name}
        </Text>
        {/* A space between the two lines, so the link's text reads "Dubai Setup Premium Boutique Service". */}{' '}
        <Text fontSize="xs" color={inverted ? 'gold.300' : 'gold.700'} letterSpacing="wide">
          {BRAND.tagline}
        </Text>
      </Box>
    </HStack>
  );
}
