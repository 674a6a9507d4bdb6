import { Box, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { configuredSocialAccounts, type SocialNetwork } from '#shared/launch-settings.ts';
import { CONTACT_SECTION, FOOTER } from '#shared/main-site/home-content.ts';
import { FOOTER_LABELS } from '#shared/site-copy.ts';
import { paths } from '../../config/paths.ts';
import { FacebookIcon } from '../icons/facebook-icon.tsx';
import { InstagramIcon } from '../icons/instagram-icon.tsx';
import { LinkedinIcon } from '../icons/linkedin-icon.tsx';
import { MailIcon } from '../icons/mail-icon.tsx';
import { MapPinIcon } from '../icons/map-pin-icon.tsx';
import { WhatsappIcon } from '../icons/whatsapp-icon.tsx';
import { XIcon } from '../icons/x-icon.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CopyrightLine } from './copyright-line.tsx';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';

// The newsletter form (Formik and Yup) is its own chunk, requested when the footer's code loads: pages that only
// show the footer do not carry the form library in their own code, and the form is ready before anyone scrolls down.
const newsletterForm = import('../../features/newsletter/newsletter-form.tsx');
const NewsletterForm = lazy(() => newsletterForm);

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<{ boxSize: string }>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedinIcon,
  X: XIcon,
};

const linkStyle = {
  color: 'navy.100',
  fontSize: 'sm',
  _hover: { color: 'gold.300' },
  focusRingColor: 'gold.focusRing',
} as const;

/** The spec gives some footer links no destination ('#'); they stay in place instead of jumping to the top. */
const stayHere = (event: MouseEvent) => event.preventDefault();

/**
 * One footer link. Section anchors ('#about') point at the home page's sections from every page, app routes
 * ('/privacy') move inside the app, and '#' is a link the spec leaves without a destination.
 */
function FooterLink({ href, children, ...rest }: { href: string; children: ReactNode; 'aria-label'?: string }) {
  if (href === '#') {
    return (
      <Link href="#" onClick={stayHere} {...linkStyle} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link asChild {...linkStyle} {...rest}>
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={href.startsWith('#') ? `${paths.home}${href}` : href} {...linkStyle} {...rest}>
      {children}
    </Link>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="nav" aria-label={title} align="flex-start">
      <Text textStyle="eyebrow" as="h2" color="white">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The site footer: brand, packages, company and contact columns, the newsletter form, then social and legal links. */
export function SiteFooter() {
  const business = useBusinessNumber();
  return (
    <Box as="footer" bg="navy.900" color="navy.100" pt="14" pb="8">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <BrandLogo inverted />
            <Text fontSize="sm">{FOOTER.blurb}</Text>
            <HStack gap="4" wrap="wrap">
              <Link href={CONTACT_SECTION.email.href} {...linkStyle}>
                <MailIcon boxSize="4" /> {FOOTER_LABELS.email}
              </Link>
              <Link href={business.href(CONTACT_SECTION.whatsapp.href)} target="_blank" rel="noopener noreferrer" {...linkStyle}>
                <WhatsappIcon boxSize="4" /> {FOOTER_LABELS.whatsapp}
              </Link>
            </HStack>
          </Stack>

          <Column title={FOOTER_LABELS.columns.packages}>
            {FOOTER.packageLinks.map(({ label, href }) => (
              <FooterLink key={label} href={href}>
                {label}
              </FooterLink>
            ))}
          </Column>

          <Column title={FOOTER_LABELS.columns.company}>
            {FOOTER.companyLinks.map(({ label, href }) => (
              <FooterLink key={label} href={href}>
                {label}
              </FooterLink>
            ))}
          </Column>

          <Column title={FOOTER_LABELS.columns.contact}>
            <Link href={CONTACT_SECTION.email.href} {...linkStyle}>
              <MailIcon boxSize="4" /> {CONTACT_SECTION.email.label}
            </Link>
            <Link href={business.href(CONTACT_SECTION.whatsapp.href)} target="_blank" rel="noopener noreferrer" {...linkStyle}>
              <WhatsappIcon boxSize="4" /> {business.number}
            </Link>
            <Text fontSize="xs" color="navy.300" mt="-2">
              {CONTACT_SECTION.whatsapp.label}
            </Text>
            <HStack as="address" fontStyle="normal" fontSize="sm" alignItems="flex-start" gap="2">
              <MapPinIcon boxSize="4" mt="0.5" flexShrink={0} />
              <Text>{CONTACT_SECTION.address}</Text>
            </HStack>
          </Column>
        </SimpleGrid>

        <Box mt="12" minH="28">
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        </Box>

        <Flex
          mt="6"
          pt="6"
          borderTopWidth="1px"
          borderColor="navy.700"
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
        >
          {/* Only the accounts the owner configured (shared/launch-settings.ts); none configured, no icons. */}
          <HStack gap="3" data-testid="footer-social">
            {configuredSocialAccounts().map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <Link
                  key={network}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={FOOTER_LABELS.social(network)}
                  {...linkStyle}
                  borderRadius="full"
                  bg="navy.800"
                  display="grid"
                  placeItems="center"
                  boxSize="11"
                >
                  <Icon boxSize="4" />
                </Link>
              );
            })}
          </HStack>
          <HStack gap="5" wrap="wrap">
            {FOOTER.legalLinks.map(({ label, href }) => (
              <FooterLink key={label} href={href}>
                {label}
              </FooterLink>
            ))}
          </HStack>
        </Flex>
        <CopyrightLine mt="6" fontSize="xs" color="navy.300" />
      </Container>
    </Box>
  );
}
