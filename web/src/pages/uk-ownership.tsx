import { Container, Heading } from '@chakra-ui/react';
import { PAGE_META } from '#shared/page-meta.ts';

export default function UkOwnershipPage() {
  return (
    <Container as="main" maxW="6xl" py="16">
      <Heading as="h1" size="2xl">
        {PAGE_META['uk-ownership'].heading}
      </Heading>
    </Container>
  );
}
