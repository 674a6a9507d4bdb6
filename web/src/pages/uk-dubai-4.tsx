import { Container, Heading } from '@chakra-ui/react';
import { PAGE_META } from '#shared/page-meta.ts';

export default function UkDubai4Page() {
  return (
    <Container as="main" maxW="6xl" py="16">
      <Heading as="h1" size="2xl">
        {PAGE_META['uk-dubai-4'].heading}
      </Heading>
    </Container>
  );
}
