import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ADVISORY_FOOTER, ADVISORY_SECTION_TITLES } from '#shared/main-site/advisory-content.ts';
import { BRAND } from '#shared/site-copy.ts';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { MapPinIcon } from '../../components/icons/map-pin-icon.tsx';
import { PhoneIcon } from '../../components/icons/phone-icon.tsx';
import { footerLinkStyle, SiteFooter } from '../../components/layout/site-footer.tsx';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';

/** The advisory page's footer: the site footer with who we are and how to reach us (spec: "footer with contact details"). */
export function AdvisoryFooter() {
  const business = useBusinessNumber();
  const email = ADVISORY_FOOTER.email;
  return (
    <SiteFooter tone="night">
      <Stack direction={{ base: 'column', md: 'row' }} gap="10" justify="space-between">
        <Text fontSize="sm" maxW="md">
          {BRAND.tagline}: {BRAND.entity}.
        </Text>
        <Stack gap="3">
          <Text textStyle="eyebrow" id="advisory-footer-contact" as="h2" color="white">
            {ADVISORY_SECTION_TITLES.footerContact}
          </Text>
          <Stack gap="3" as="address" fontStyle="normal" aria-labelledby="advisory-footer-contact">
            {/* No e-mail line while the owner has not set the business e-mail (launch settings). */}
            {email && (
              <HStack gap="2">
                <MailIcon boxSize="4" />
                <Link href={email.href} {...footerLinkStyle}>
                  {email.address}
                </Link>
              </HStack>
            )}
            <HStack gap="2">
              <PhoneIcon boxSize="4" />
              <Link href={business.href(ADVISORY_FOOTER.phone.href)} {...footerLinkStyle}>
                {business.number}
              </Link>
            </HStack>
            <HStack gap="2" alignItems="flex-start">
              <MapPinIcon boxSize="4" mt="0.5" flexShrink={0} />
              <Text>{ADVISORY_FOOTER.address}</Text>
            </HStack>
          </Stack>
        </Stack>
      </Stack>
    </SiteFooter>
  );
}
