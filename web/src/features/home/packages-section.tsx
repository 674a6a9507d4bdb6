import { Badge, Box, Button, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { calculatorClick, packageSelect } from '#shared/main-site/analytics-events.ts';
import { PACKAGES_SECTION, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { formatAed, getPackage, PACKAGES, POPULAR_LABEL, type PackageId, type SetupPackage } from '#shared/main-site/packages.ts';
import { SCROLLS_TO_ATTRIBUTE } from '#shared/islands-early-script.ts';
import { track } from '../../lib/analytics.ts';
import { rememberSelectedPackage, remembersPackageOnTap } from '../../lib/selected-package.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { HOME_LABELS } from '#shared/main-site/home-labels.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { Island } from '../../islands/island.tsx';

const titleIdOf = (id: PackageId) => `package-${id}-title`;

/**
 * A card's two actions: choose the package (remembered, then the lead form scrolls into view) and open the calculator.
 * An island of its own on the static home, so the card's text runs no script.
 */
export function PackageActions({ packageId }: { packageId: PackageId }) {
  const pkg = getPackage(packageId);
  const choose = () => {
    rememberSelectedPackage(pkg.id);
    track(packageSelect(pkg.id));
    scrollToSection(SECTION_IDS.leadForm);
  };
  return (
    <Stack gap="3">
      <Button
        colorPalette={pkg.popular ? 'gold' : 'navy'}
        size="lg"
        onClick={choose}
        aria-describedby={titleIdOf(pkg.id)}
        // A tap before the card is live scrolls to the form and remembers the choice at once.
        {...{ [SCROLLS_TO_ATTRIBUTE]: SECTION_IDS.leadForm }}
        {...remembersPackageOnTap(pkg.id)}
      >
        {PACKAGES_SECTION.chooseButton}
      </Button>
      <Link
        href={PACKAGES_SECTION.calculatorLink.href}
        target="_blank"
        rel="noopener"
        onClick={() => track(calculatorClick(pkg.id))}
        alignSelf="center"
        fontSize="sm"
        fontWeight="medium"
        color="navy.fg"
        textDecoration="underline"
      >
        {PACKAGES_SECTION.calculatorLink.label}
      </Link>
    </Stack>
  );
}

function PackageCard({ pkg }: { pkg: SetupPackage }) {
  const titleId = titleIdOf(pkg.id);

  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      data-package={pkg.id}
      position="relative"
      gap="5"
      p={{ base: '6', md: '8' }}
      bg="white"
      borderRadius="2xl"
      borderWidth={pkg.popular ? '2px' : '1px'}
      borderColor={pkg.popular ? 'gold.solid' : 'border.muted'}
      boxShadow={pkg.popular ? 'xl' : 'sm'}
    >
      {pkg.popular && (
        <Badge
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          colorPalette="gold"
          variant="solid"
          size="lg"
          borderRadius="full"
          px="3"
        >
          {POPULAR_LABEL}
        </Badge>
      )}
      <Stack gap="2">
        <Text as="h3" id={titleId} fontSize="2xl" fontWeight="bold" color="navy.900">
          {pkg.title}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {pkg.description}
        </Text>
      </Stack>
      <Box>
        <Text fontSize="3xl" fontWeight="bold" color="navy.900" lineHeight="1.2">
          {formatAed(pkg.price)}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <Box as="span" srOnly>
            {HOME_LABELS.packages.was}{' '}
          </Box>
          <Box as="del">{formatAed(pkg.originalPrice)}</Box>
        </Text>
      </Box>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
        <Text as="dt" color="fg.muted">
          {HOME_LABELS.packages.setupTime}
        </Text>
        <Text as="dd" fontWeight="semibold">
          {pkg.setupTime}
        </Text>
        {pkg.visas && (
          <>
            <Text as="dt" color="fg.muted">
              {HOME_LABELS.packages.visas}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {pkg.visas}
            </Text>
          </>
        )}
      </Box>
      <List.Root gap="2" flex="1" listStyleType="none" fontSize="sm">
        {pkg.features.map((feature) => (
          <List.Item key={feature} display="flex" gap="2" alignItems="flex-start">
            <Box as="span" aria-hidden color="gold.fg" fontWeight="bold">
              ✓
            </Box>
            {feature}
          </List.Item>
        ))}
      </List.Root>
      <Island name="home-package-actions" strategy="visible" component={PackageActions} props={{ packageId: pkg.id }} />
    </Stack>
  );
}

/** The packages section, reachable as #packages and as #services: three cards with prices and a choose button. */
export function PackagesSection() {
  return (
    <Box id={SECTION_IDS.services}>
      <TitledSection id={SECTION_IDS.packages} title={PACKAGES_SECTION.title} subtitle={PACKAGES_SECTION.subtitle} bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '10', lg: '6' }} alignItems="stretch">
          {PACKAGES.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </SimpleGrid>
      </TitledSection>
    </Box>
  );
}
