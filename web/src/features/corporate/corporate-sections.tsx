import { Badge, Box, Circle, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { calculatorClick, packageSelect } from '#shared/main-site/analytics-events.ts';
import {
  CORPORATE_ABOUT,
  CORPORATE_CONTACT,
  CORPORATE_PACKAGE_LIST,
  CORPORATE_PACKAGES,
  CORPORATE_PROCESS,
  CORPORATE_PROCESS_ID,
} from '#shared/main-site/corporate-content.ts';
import { SECTION_IDS } from '#shared/main-site/home-content.ts';
import { getPackage, POPULAR_LABEL, type PackageId, type SetupPackage } from '#shared/main-site/packages.ts';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { MapPinIcon } from '../../components/icons/map-pin-icon.tsx';
import { WhatsappIcon } from '../../components/icons/whatsapp-icon.tsx';
import { track } from '../../lib/analytics.ts';
import { rememberSelectedPackage, remembersPackageOnTap } from '../../lib/selected-package.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';
import { Island } from '../../islands/island.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { countedButton } from '../../lib/analytics-beacon/button-attribute.ts';

/** Who we are (anchor #about). */
export function CorporateAbout() {
  return (
    <TitledSection id={SECTION_IDS.about} title={CORPORATE_ABOUT.title} bg="bg.subtle">
      <Stack gap="4" maxW="3xl" mx="auto" textAlign="center" mb="10">
        {CORPORATE_ABOUT.paragraphs.map((paragraph) => (
          <Text key={paragraph} fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {paragraph}
          </Text>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {CORPORATE_ABOUT.pillars.map((pillar) => (
          <Stack key={pillar.title} gap="2" p="6" bg="white" borderRadius="xl" borderTopWidth="3px" borderColor="gold.solid" boxShadow="sm">
            <Heading as="h3" fontSize="lg" color="navy.900">
              {pillar.title}
            </Heading>
            <Text color="fg.muted">{pillar.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </TitledSection>
  );
}

/**
 * A card's two actions: choose the package (remembered, then the lead form scrolls into view) and open the calculator
 * with it preselected. An island of its own on the static page, woken as it comes near the view or at the visitor's
 * first interaction, whichever is first (a click before it is live is then held and replayed), so the card's text
 * runs no script.
 */
export function CorporatePackageActions({ packageId }: { packageId: PackageId }) {
  const pkg = getPackage(packageId);
  const choose = (event: MouseEvent) => {
    event.preventDefault();
    rememberSelectedPackage(pkg.id);
    track(packageSelect(pkg.id));
    scrollToSection(SECTION_IDS.leadForm);
  };

  return (
    <Stack gap="3">
      <LinkButton asChild colorPalette={pkg.popular ? 'gold' : 'navy'} size="lg">
        <a href={`#${SECTION_IDS.leadForm}`} onClick={choose} aria-label={CORPORATE_PACKAGES.chooseButtonLabel(pkg)} {...remembersPackageOnTap(pkg.id)}>
          {CORPORATE_PACKAGES.chooseButton}
        </a>
      </LinkButton>
      <Link
        href={CORPORATE_PACKAGES.calculatorLink.href}
        target="_blank"
        rel="noopener"
        onClick={() => {
          rememberSelectedPackage(pkg.id);
          track(calculatorClick(pkg.id));
        }}
        aria-label={CORPORATE_PACKAGES.calculatorLinkLabel(pkg)}
        {...remembersPackageOnTap(pkg.id)}
        alignSelf="center"
        color="navy.700"
        fontWeight="medium"
        fontSize="sm"
      >
        {CORPORATE_PACKAGES.calculatorLink.label}
      </Link>
    </Stack>
  );
}

function PackageCard({ pkg }: { pkg: SetupPackage }) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      position="relative"
      gap="5"
      p={{ base: '6', md: '8' }}
      bg="white"
      borderRadius="2xl"
      borderWidth={pkg.popular ? '2px' : '1px'}
      borderColor={pkg.popular ? 'gold.solid' : 'border.muted'}
      boxShadow={pkg.popular ? 'xl' : 'md'}
    >
      {pkg.popular && (
        <Badge position="absolute" top="-3" insetStart="50%" transform="translateX(-50%)" colorPalette="gold" variant="solid" size="lg" borderRadius="full" px="3">
          {POPULAR_LABEL}
        </Badge>
      )}
      <Stack gap="2">
        <Heading id={titleId} as="h3" fontSize="2xl" color="navy.900">
          {pkg.title}
        </Heading>
        <Text color="fg.muted">{pkg.description}</Text>
      </Stack>
      <Stack gap="1">
        <HStack gap="3" align="baseline" wrap="wrap">
          <Text fontSize="3xl" fontWeight="bold" color="navy.900">
            {CORPORATE_PACKAGES.price(pkg)}
          </Text>
          <Text as="s" color="fg.muted">
            {CORPORATE_PACKAGES.originalPrice(pkg)}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="green" variant="subtle">
            {CORPORATE_PACKAGES.savings(pkg)}
          </Badge>
          <Badge colorPalette="navy" variant="subtle">
            {CORPORATE_PACKAGES.setupTime(pkg)}
          </Badge>
        </HStack>
      </Stack>
      <List.Root gap="2" variant="plain" flex="1">
        {pkg.features.map((feature) => (
          <List.Item key={feature} alignItems="flex-start" gap="2">
            <Text as="span" aria-hidden="true" color="gold.fg" fontWeight="bold">
              ✓
            </Text>
            {feature}
          </List.Item>
        ))}
      </List.Root>
      <Island name="corporate-package-actions" strategy="visible-or-interaction" component={CorporatePackageActions} props={{ packageId: pkg.id }} />
    </Stack>
  );
}

/** The three packages (anchor #packages, also reachable as #services). */
export function CorporatePackages() {
  return (
    <Box id={SECTION_IDS.services}>
      <TitledSection id={SECTION_IDS.packages} title={CORPORATE_PACKAGES.title} subtitle={CORPORATE_PACKAGES.subtitle}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '8', lg: '6' }} alignItems="stretch">
          {CORPORATE_PACKAGE_LIST.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </SimpleGrid>
      </TitledSection>
    </Box>
  );
}

/** How the service works, as numbered steps (anchor #how-it-works). */
export function CorporateProcess() {
  return (
    <TitledSection id={CORPORATE_PROCESS_ID} title={CORPORATE_PROCESS.title} subtitle={CORPORATE_PROCESS.subtitle} bg="bg.subtle">
      <List.Root as="ol" variant="plain" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="6">
        {CORPORATE_PROCESS.steps.map((step, index) => (
          <List.Item key={step.title} display="block">
            <Stack gap="3" p="6" bg="white" borderRadius="xl" boxShadow="sm" h="full">
              <Circle size="10" bg="navy.solid" color="gold.300" fontWeight="bold" aria-hidden="true">
                {index + 1}
              </Circle>
              <Heading as="h3" fontSize="lg" color="navy.900">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </TitledSection>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="2" p="6" borderRadius="xl" borderWidth="1px" borderColor="border.muted" bg="white">
      {icon}
      <Heading textStyle="eyebrow" as="h3" color="fg.muted">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** How to reach us (anchor #contact). */
export function CorporateContact() {
  const business = useBusinessNumber();
  return (
    <TitledSection id={SECTION_IDS.contact} title={CORPORATE_CONTACT.title} subtitle={CORPORATE_CONTACT.subtitle}>
      <SimpleGrid columns={{ base: 1, md: CORPORATE_CONTACT.email ? 3 : 2 }} gap="6">
        {/* No card while the owner has not set the business e-mail (launch settings). */}
        {CORPORATE_CONTACT.email && (
          <ContactCard icon={<MailIcon boxSize="8" color="navy.fg" />} title={CORPORATE_CONTACT.labels.email}>
            <Link href={CORPORATE_CONTACT.email.href} fontWeight="semibold">
              {CORPORATE_CONTACT.email.address}
            </Link>
          </ContactCard>
        )}
        <ContactCard icon={<WhatsappIcon boxSize="8" color="whatsapp.fg" />} title={CORPORATE_CONTACT.labels.whatsapp}>
          <Link href={business.href(CORPORATE_CONTACT.whatsapp.href)} {...countedButton('whatsapp-cta')} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
            {business.number}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {CORPORATE_CONTACT.whatsappNote}
          </Text>
        </ContactCard>
        <ContactCard icon={<MapPinIcon boxSize="8" color="gold.fg" />} title={CORPORATE_CONTACT.labels.address}>
          <Text as="address" fontStyle="normal" fontWeight="semibold">
            {CORPORATE_CONTACT.address}
          </Text>
        </ContactCard>
      </SimpleGrid>
    </TitledSection>
  );
}
