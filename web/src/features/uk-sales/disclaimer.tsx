import { Box, Container, Text } from '@chakra-ui/react';

/** The small-print block at the end of a page (the tax disclaimer). */
export function Disclaimer({ heading, text }: { heading: string; text: string }) {
  return (
    <Box as="aside" aria-label={heading} bg="gray.50" borderTopWidth="1px">
      <Container maxW="6xl" py="6">
        <Text fontSize="sm" color="fg.muted">
          <Text as="strong" color="fg">
            {heading}:
          </Text>{' '}
          {text}
        </Text>
      </Container>
    </Box>
  );
}
