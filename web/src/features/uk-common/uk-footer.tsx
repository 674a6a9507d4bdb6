import { Box, Container, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '#shared/contact.ts';
import { BRAND } from '#shared/site-copy.ts';
import { UK_HUB_ROUTE, UK_SALES_PAGES } from '#shared/uk/content/pages.ts';
import { track } from '../../lib/analytics.ts';
import { usePhoneNumbers } from '../../lib/phone-numbers.ts';
import { paths } from '../../config/paths.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { ukPhoneClick } from './uk-analytics.ts';

/** The UK pages' footer: the seven sales pages, the hub, privacy, the UK phone (tel:) and the business e-mail. */
export function UkFooter() {
  const numbers = usePhoneNumbers();
  const copy = UK_COMMON_COPY.footer;
  return (
    <Box as="footer" aria-label={copy.label} bg="navy.900" color="white" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="2">
            {/* The brand leads home (a full load: the edge decides which home this host gets). */}
            <Link href="/" fontWeight="bold" fontSize="lg" color="white">
              {BRAND.name}
            </Link>
            <Link asChild color="gold.300">
              <RouterLink to={UK_HUB_ROUTE}>{copy.overview}</RouterLink>
            </Link>
            <Link asChild color="whiteAlpha.800">
              <RouterLink to={paths.privacy}>{copy.privacy}</RouterLink>
            </Link>
          </Stack>
          <Stack as="nav" aria-label={copy.pagesHeading} gap="2">
            <Text fontWeight="semibold">{copy.pagesHeading}</Text>
            {UK_SALES_PAGES.map((page) => (
              <Link key={page.id} asChild color="whiteAlpha.800">
                <RouterLink to={page.route}>{page.name}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Text fontWeight="semibold">{copy.contactHeading}</Text>
            <Link href={`tel:${numbers.ukOffice}`} color="whiteAlpha.800" onClick={() => track(ukPhoneClick('footer'))}>
              {numbers.ukOffice}
            </Link>
            <Link href={`mailto:${CONTACT.email}`} color="whiteAlpha.800">
              {CONTACT.email}
            </Link>
          </Stack>
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="whiteAlpha.700">
          {copy.rights(BRAND.name)}
        </Text>
      </Container>
    </Box>
  );
}
