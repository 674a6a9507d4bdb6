import { Box, Container, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ADVISORY_FOOTER, ADVISORY_SECTION_TITLES } from '#shared/main-site/advisory-content.ts';
import { BRAND } from '#shared/site-copy.ts';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { MapPinIcon } from '../../components/icons/map-pin-icon.tsx';
import { PhoneIcon } from '../../components/icons/phone-icon.tsx';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { CopyrightLine } from '../../components/layout/copyright-line.tsx';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';

const linkStyle = { color: 'navy.100', _hover: { color: 'gold.300' }, focusRingColor: 'gold.focusRing' } as const;

/** The advisory page's footer: who we are and how to reach us. */
export function AdvisoryFooter() {
  const business = useBusinessNumber();
  return (
    <Box as="footer" bg="navy.950" color="navy.100" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
          <Stack gap="4">
            <BrandLogo inverted />
            <Text fontSize="sm" maxW="md">
              {BRAND.tagline}: {BRAND.entity}.
            </Text>
          </Stack>
          <Stack gap="3">
            <Text textStyle="eyebrow" id="advisory-footer-contact" as="h2" color="white">
              {ADVISORY_SECTION_TITLES.footerContact}
            </Text>
            <Stack gap="3" as="address" fontStyle="normal" aria-labelledby="advisory-footer-contact">
              <HStack gap="2">
                <MailIcon boxSize="4" />
                <Link href={ADVISORY_FOOTER.email.href} {...linkStyle}>
                  {ADVISORY_FOOTER.email.label}
                </Link>
              </HStack>
              <HStack gap="2">
                <PhoneIcon boxSize="4" />
                <Link href={business.href(ADVISORY_FOOTER.phone.href)} {...linkStyle}>
                  {business.number}
                </Link>
              </HStack>
              <HStack gap="2" alignItems="flex-start">
                <MapPinIcon boxSize="4" mt="0.5" flexShrink={0} />
                <Text>{ADVISORY_FOOTER.address}</Text>
              </HStack>
            </Stack>
          </Stack>
        </SimpleGrid>
        <CopyrightLine mt="10" pt="6" borderTopWidth="1px" borderColor="navy.800" fontSize="xs" color="navy.300" />
      </Container>
    </Box>
  );
}
