import { Box, Container, Flex, HStack, Link, SimpleGrid, Stack, Text, type LinkProps } from '@chakra-ui/react';
import { Suspense, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { configuredSocialAccounts, type SocialNetwork } from '#shared/launch-settings.ts';
import { CONTACT_SECTION, FOOTER } from '#shared/main-site/home-content.ts';
import { FOOTER_LABELS } from '#shared/site-copy.ts';
import { paths } from '#shared/site-paths.ts';
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
import { lazyWithPreload } from '../../islands/lazy-with-preload.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

/**
 * The newsletter form (Formik and Yup) is its own chunk: pages that only show the footer do not carry the form library
 * in their own code. A footer island's loader preloads it with the footer's code (islands/registry.ts), so the form is
 * here when the footer hydrates.
 */
export const NewsletterForm = lazyWithPreload(() => import('../../features/newsletter/newsletter-form.tsx'));

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<{ boxSize: string }>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedinIcon,
  X: XIcon,
};

/** The look of every footer link, on either tone. */
export const footerLinkStyle = {
  color: 'navy.100',
  fontSize: 'sm',
  _hover: { color: 'gold.300' },
  focusRingColor: 'gold.focusRing',
} as const;

/** The spec gives some footer links no destination ('#'); they stay in place instead of jumping to the top. */
const stayHere = (event: MouseEvent) => event.preventDefault();

type FooterLinkProps = Omit<LinkProps, 'href' | 'children' | 'asChild'> & { href: string; children: ReactNode; 'data-testid'?: string };

/**
 * One footer link. Section anchors ('#about') point at the home page's sections from every page, app routes
 * ('/privacy') move inside the app, and '#' is a link the spec leaves without a destination.
 */
export function FooterLink({ href, children, ...rest }: FooterLinkProps) {
  if (href === '#') {
    return (
      <Link href="#" onClick={stayHere} {...footerLinkStyle} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link asChild {...footerLinkStyle} {...rest}>
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={href.startsWith('#') ? `${paths.home}${href}` : href} {...footerLinkStyle} {...rest}>
      {children}
    </Link>
  );
}

/** A titled column of footer links (a navigation landmark named by its title), as every footer lays them out. */
export function FooterColumn({ title, children, as = 'nav' }: { title: string; children: ReactNode; as?: 'nav' | 'div' }) {
  return (
    <Stack gap="3" as={as} aria-label={as === 'nav' ? title : undefined} align="flex-start">
      <Text textStyle="eyebrow" as="h2" color="white">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const TONES = {
  /** The main site's, the UK hub's and the sales pages' footer. */
  navy: { bg: 'navy.900', rule: 'navy.700', icon: 'navy.800' },
  /** The darker ground of the advisory, premium and landing pages. */
  night: { bg: 'navy.950', rule: 'navy.800', icon: 'navy.900' },
} as const;

export type FooterTone = keyof typeof TONES;

export type SiteFooterProps = {
  /** The footer's ground, matching the page it closes. */
  tone?: FooterTone;
  /** The landmark's name, where the page names its footer. */
  label?: string;
  /**
   * The page's own footer content from its spec section (contact lines, page links), shown beside the brand in
   * place of the main site's four columns and newsletter. Pages passing it get Careers and Blog among the site links.
   */
  children?: ReactNode;
};

/** The main site's footer content (spec "Footer"): brand blurb, packages, company and contact columns, the newsletter. */
function MainColumns() {
  const business = useBusinessNumber();
  const email = CONTACT_SECTION.email;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
        <Stack gap="4">
          <BrandHome />
          <Text fontSize="sm">{FOOTER.blurb}</Text>
          <HStack gap="4" wrap="wrap">
            {email && (
              <Link href={email.href} {...footerLinkStyle}>
                <MailIcon boxSize="4" /> {FOOTER_LABELS.email}
              </Link>
            )}
            <Link href={business.href(CONTACT_SECTION.whatsapp.href)} {...countedButton('whatsapp-footer')} target="_blank" rel="noopener noreferrer" {...footerLinkStyle}>
              <WhatsappIcon boxSize="4" /> {FOOTER_LABELS.whatsapp}
            </Link>
          </HStack>
        </Stack>

        <FooterColumn title={FOOTER_LABELS.columns.packages}>
          {FOOTER.packageLinks.map(({ label, href }) => (
            <FooterLink key={label} href={href}>
              {label}
            </FooterLink>
          ))}
        </FooterColumn>

        <FooterColumn title={FOOTER_LABELS.columns.company}>
          {FOOTER.companyLinks.map(({ label, href }) => (
            <FooterLink key={label} href={href}>
              {label}
            </FooterLink>
          ))}
        </FooterColumn>

        <FooterColumn title={FOOTER_LABELS.columns.contact}>
          {email && (
            <Link href={email.href} {...footerLinkStyle}>
              <MailIcon boxSize="4" /> {email.address}
            </Link>
          )}
          <Link href={business.href(CONTACT_SECTION.whatsapp.href)} {...countedButton('whatsapp-footer')} target="_blank" rel="noopener noreferrer" {...footerLinkStyle}>
            <WhatsappIcon boxSize="4" /> {business.number}
          </Link>
          <Text fontSize="xs" color="navy.300" mt="-2">
            {CONTACT_SECTION.whatsapp.label}
          </Text>
          <HStack as="address" fontStyle="normal" fontSize="sm" alignItems="flex-start" gap="2">
            <MapPinIcon boxSize="4" mt="0.5" flexShrink={0} />
            <Text>{CONTACT_SECTION.address}</Text>
          </HStack>
        </FooterColumn>
      </SimpleGrid>

      <Box mt="12" minH="28">
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      </Box>
    </>
  );
}

/** The brand, leading home with a full load (on a UK host the edge decides which home the visitor gets). */
function BrandHome() {
  return (
    <Link href={paths.home} alignSelf="flex-start" focusRingColor="gold.focusRing" _hover={{ textDecoration: 'none' }}>
      <BrandLogo inverted />
    </Link>
  );
}

/** The site links every footer ends with: privacy, terms, refund and, where the page has no company column, careers and blog. */
const COMPACT_SITE_LINKS = [...FOOTER.legalLinks, ...FOOTER.companyLinks.filter(({ href }) => href.startsWith('/'))];

/**
 * The one footer of every public page: the page's content (the main site's columns and newsletter by default, or
 * the page's own spec content), then the configured social icons, the site links (privacy, terms, refund policy)
 * and the copyright line. The global CSS keeps room below it for the floating WhatsApp button.
 */
export function SiteFooter({ tone = 'navy', label, children }: SiteFooterProps) {
  const colours = TONES[tone];
  const siteLinks = children ? COMPACT_SITE_LINKS : FOOTER.legalLinks;
  return (
    <Box as="footer" aria-label={label} data-site-footer={tone} bg={colours.bg} color="navy.100" pt={{ base: '10', md: '14' }} pb="8">
      <Container maxW="6xl">
        {children ? (
          <Stack gap="8">
            <BrandHome />
            {children}
          </Stack>
        ) : (
          <MainColumns />
        )}

        <Flex
          mt="6"
          pt="6"
          borderTopWidth="1px"
          borderColor={colours.rule}
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
                  {...footerLinkStyle}
                  borderRadius="full"
                  bg={colours.icon}
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
            {siteLinks.map(({ label: text, href }) => (
              <FooterLink key={text} href={href}>
                {text}
              </FooterLink>
            ))}
          </HStack>
        </Flex>
        <CopyrightLine mt="6" fontSize="xs" color="navy.300" />
      </Container>
    </Box>
  );
}
