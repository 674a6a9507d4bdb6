import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LANDING_CTA_EVENTS, type AnalyticsEvent } from '#shared/main-site/analytics-events.ts';
import { UK_BLOCK } from '#shared/main-site/home-content.ts';
import { track } from '../../lib/analytics.ts';

/** The analytics event of each UK block link, by its destination. */
const UK_LINK_EVENTS: Record<(typeof UK_BLOCK.links)[number]['href'], AnalyticsEvent> = {
  '/uk/tax-savings': LANDING_CTA_EVENTS.ukTaxSavings,
  '/uk/fast-setup': LANDING_CTA_EVENTS.ukFastSetup,
  '/uk/lifestyle': LANDING_CTA_EVENTS.ukLifestyle,
  '/uk': LANDING_CTA_EVENTS.ukClients,
};

/** The block for UK entrepreneurs, leading to the UK pages. */
export function UkBlock() {
  return (
    <Box as="aside" aria-labelledby="uk-block-title" p={{ base: '5', md: '6' }} borderRadius="xl" bg="gold.subtle" color="navy.900">
      <Text id="uk-block-title" as="h2" fontWeight="bold" fontSize="xl">
        {UK_BLOCK.title}
      </Text>
      <Text mt="1" color="navy.700">
        {UK_BLOCK.text}
      </Text>
      <HStack as="nav" aria-label={UK_BLOCK.title} mt="4" gap="3" wrap="wrap">
        {UK_BLOCK.links.map(({ label, href }) => (
          <Link
            asChild
            key={href}
            fontWeight="semibold"
            color="navy.800"
            bg="white"
            borderWidth="1px"
            borderColor="gold.emphasized"
            borderRadius="full"
            px="4"
            py="1.5"
            _hover={{ bg: 'gold.muted', textDecoration: 'none' }}
          >
            <RouterLink to={href} onClick={() => track(UK_LINK_EVENTS[href])}>
              {label}
            </RouterLink>
          </Link>
        ))}
      </HStack>
    </Box>
  );
}
