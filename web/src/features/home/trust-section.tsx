import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TRUST } from '#shared/main-site/home-content.ts';
import { PHOTO_ALT } from '#shared/cms/editable-elements.ts';
import { LicenceArt } from '../../components/art/licence-art.tsx';
import { ImageSlot } from '../../components/ui/image-slot.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { useEditable } from '../../cms/use-editable.ts';
import { HOME_LABELS } from '#shared/main-site/home-labels.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { Island } from '../../islands/island.tsx';

/**
 * The six certification badges, each explaining itself in a tooltip on hover or focus: an island of its own on the
 * static home (the tooltips are the section's only script).
 */
export function TrustBadges() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 6 }} gap="4">
      {TRUST.badges.map(({ title, text }) => (
        <Box as="li" key={title} display="flex">
          <Tooltip content={text}>
            <Box
              tabIndex={0}
              data-badge
              flex="1"
              display="grid"
              placeItems="center"
              textAlign="center"
              minH="24"
              p="3"
              bg="navy.solid"
              color="white"
              borderRadius="lg"
              fontSize="sm"
              fontWeight="semibold"
              borderWidth="1px"
              borderColor="gold.600"
              focusRingColor="gold.focusRing"
            >
              <Text as="h4" fontSize="inherit" fontWeight="inherit">
                {title}
              </Text>
              <Box as="span" srOnly>
                {`: ${text}`}
              </Box>
            </Box>
          </Tooltip>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * Six guarantee cards and six certification badges; a badge explains itself in a tooltip on hover or focus. Each card's
 * and badge's title is an h4 under its group's h3, so a screen reader can move from one to the next.
 */
export function TrustSection() {
  const picture = useEditable('home-trust-image');
  return (
    <TitledSection id="trust" title={TRUST.title} bg="bg.subtle">
      <Stack gap="12">
        <ImageSlot image={picture} art={<LicenceArt />} alt={PHOTO_ALT.licence} width={480} height={320} maxW="lg" w="full" mx="auto" />
        <Stack gap="5">
          <Text as="h3" fontSize="xl" fontWeight="bold" color="navy.900" textAlign="center">
            {HOME_LABELS.trust.guaranteesTitle}
          </Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {TRUST.guarantees.map(({ title, text }) => (
              <Stack as="li" key={title} gap="2" p="6" bg="white" borderRadius="xl" borderWidth="1px" borderColor="border.muted">
                <Text as="h4" fontWeight="bold" fontSize="lg" color="navy.900">
                  <Box as="span" aria-hidden color="gold.fg" me="2">
                    ✓
                  </Box>
                  {title}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="5">
          <Text as="h3" fontSize="xl" fontWeight="bold" color="navy.900" textAlign="center">
            {HOME_LABELS.trust.badgesTitle}
          </Text>
          <Island name="home-trust-badges" strategy="visible" component={TrustBadges} />
        </Stack>
      </Stack>
    </TitledSection>
  );
}
