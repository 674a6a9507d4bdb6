import { Box, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '#shared/contact.ts';
import { PACKAGES } from '#shared/main-site/packages.ts';
import { BRAND, FOOTER } from '#shared/site-copy.ts';
import { WHATSAPP_MESSAGES } from '#shared/whatsapp-message.ts';
import { paths } from '../../config/paths.ts';
import { businessWhatsappLink } from '../../lib/open-whatsapp.ts';
import { FacebookIcon } from '../icons/facebook-icon.tsx';
import { InstagramIcon } from '../icons/instagram-icon.tsx';
import { LinkedinIcon } from '../icons/linkedin-icon.tsx';
import { MailIcon } from '../icons/mail-icon.tsx';
import { MapPinIcon } from '../icons/map-pin-icon.tsx';
import { WhatsappIcon } from '../icons/whatsapp-icon.tsx';
import { XIcon } from '../icons/x-icon.tsx';
import { BrandLogo } from './brand-logo.tsx';

const SOCIAL_ICONS: Record<(typeof FOOTER.socialNetworks)[number], ComponentType<{ boxSize: string }>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedinIcon,
  X: XIcon,
};

/** The spec gives some footer links no destination yet; they stay in place without moving the page. */
const stayHere = (event: MouseEvent) => event.preventDefault();

const homeSection = (id: string) => `${paths.home}#${id}`;

const footerLink = {
  color: 'navy.100',
  fontSize: 'sm',
  _hover: { color: 'gold.300' },
  focusRingColor: 'gold.focusRing',
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="nav" aria-label={title}>
      <Text as="h2" fontWeight="semibold" color="white" textTransform="uppercase" fontSize="sm" letterSpacing="wider">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const whatsappHref = businessWhatsappLink(WHATSAPP_MESSAGES.footer);

/** The site footer: brand, packages, company and contact columns, social and legal links. */
export function SiteFooter() {
  return (
    <Box as="footer" bg="navy.900" color="navy.100" pt="14" pb="8">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <BrandLogo inverted />
            <Text fontSize="sm">{BRAND.blurb}</Text>
            <HStack gap="4" wrap="wrap">
              <Link href={`mailto:${CONTACT.email}`} {...footerLink}>
                <MailIcon boxSize="4" /> {FOOTER.emailLabel}
              </Link>
              <Link href={whatsappHref} target="_blank" rel="noopener noreferrer" {...footerLink}>
                <WhatsappIcon boxSize="4" /> {FOOTER.whatsappLabel}
              </Link>
            </HStack>
          </Stack>

          <Column title={FOOTER.columns.packages}>
            {PACKAGES.map((pkg) => (
              <Link key={pkg.id} href={homeSection('packages')} {...footerLink}>
                {pkg.title}
              </Link>
            ))}
          </Column>

          <Column title={FOOTER.columns.company}>
            {FOOTER.companyLinks.map(({ label, section }) =>
              section ? (
                <Link key={label} href={homeSection(section)} {...footerLink}>
                  {label}
                </Link>
              ) : (
                <Link key={label} href="#" onClick={stayHere} {...footerLink}>
                  {label}
                </Link>
              ),
            )}
          </Column>

          <Column title={FOOTER.columns.contact}>
            <Link href={`mailto:${CONTACT.email}`} {...footerLink}>
              <MailIcon boxSize="4" /> {CONTACT.email}
            </Link>
            <Link href={whatsappHref} target="_blank" rel="noopener noreferrer" {...footerLink}>
              <WhatsappIcon boxSize="4" /> {CONTACT.whatsappNumber} ({FOOTER.whatsappOnlyNote})
            </Link>
            <HStack as="address" fontStyle="normal" fontSize="sm" alignItems="flex-start" gap="2">
              <MapPinIcon boxSize="4" mt="0.5" flexShrink={0} />
              <Text>{CONTACT.address}</Text>
            </HStack>
          </Column>
        </SimpleGrid>

        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="navy.700"
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
        >
          <HStack gap="3">
            {FOOTER.socialNetworks.map((network) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <Link
                  key={network}
                  href="#"
                  onClick={stayHere}
                  aria-label={FOOTER.socialLabel(network)}
                  display="grid"
                  placeItems="center"
                  boxSize="9"
                  borderRadius="full"
                  bg="navy.800"
                  {...footerLink}
                >
                  <Icon boxSize="4" />
                </Link>
              );
            })}
          </HStack>
          <HStack gap="5" wrap="wrap">
            {FOOTER.legalLinks.map((label) => (
              <Link key={label} href="#" onClick={stayHere} {...footerLink}>
                {label}
              </Link>
            ))}
            <Link asChild {...footerLink}>
              <RouterLink to={paths.privacy}>{FOOTER.privacy}</RouterLink>
            </Link>
          </HStack>
        </Flex>
        <Text mt="6" fontSize="xs" color="navy.300">
          {FOOTER.copyright}
        </Text>
      </Container>
    </Box>
  );
}
