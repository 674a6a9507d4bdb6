import { Badge, Box, Container, HStack, Link } from '@chakra-ui/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NAV_BADGE_RECHECK_MS, navOfferTimeLeft } from '#shared/uk/offer-clock.ts';
import { STICKY_NAV_ITEMS, STICKY_NAV_SCROLL_THRESHOLD_PX } from '#shared/uk/content/pages.ts';
import { track } from '../lib/analytics.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { UK_OFFER } from './offer.ts';
import { scrollToId } from './scroll.ts';
import { ukNavClick } from './uk-analytics.ts';
import { useNow } from './use-now.tsx';

export type UkStickyNavProps = {
  /** Scroll distance (px) after which the bar shows; the spec's 80 px by default. */
  threshold?: number;
  /** When the offer badge's offer ends; the spec's 1 Aug 2025 00:00 UTC by default. */
  offerEnd?: Date;
};

/** Whether the page has scrolled past `threshold`, following scroll events. */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}

/** The offer badge: days and hours left, re-checked every minute; hidden once the offer has ended. */
export function OfferBadge({ offerEnd = UK_OFFER.navEnd }: { offerEnd?: Date }) {
  const now = useNow(NAV_BADGE_RECHECK_MS);
  if (!now) return null;
  const left = navOfferTimeLeft(now, offerEnd);
  if (left.ended) return null;
  return (
    <Badge colorPalette="gold" variant="solid" data-testid="uk-offer-badge" aria-label={UK_COMMON_COPY.offerBadgeLabel(left.days, left.hours)}>
      {UK_COMMON_COPY.offerBadge(left.days, left.hours)}
    </Badge>
  );
}

/**
 * The sticky UK navigation: slides in once the visitor has scrolled past 80 px, with the offer badge. The last three
 * items are hidden on small screens.
 */
export function UkStickyNav({ threshold = STICKY_NAV_SCROLL_THRESHOLD_PX, offerEnd }: UkStickyNavProps) {
  const shown = useScrolledPast(threshold);
  const { pathname } = useLocation();
  const onClick = (href: string, label: string) => (event: MouseEvent) => {
    track(ukNavClick(label));
    const [path, id] = href.split('#');
    // A section of the page already open: scroll to it rather than navigate.
    if (id && path === pathname && scrollToId(id)) event.preventDefault();
  };
  return (
    <Box
      as="nav"
      aria-label={UK_COMMON_COPY.stickyNavLabel}
      display={shown ? 'block' : 'none'}
      data-testid="uk-sticky-nav"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      bg="navy.900"
      color="white"
      boxShadow="md"
      py="2"
    >
      <Container maxW="6xl">
        <HStack justify="space-between" gap="3">
          <HStack as="ul" listStyleType="none" gap={{ base: '3', md: '5' }} overflowX="auto">
            {STICKY_NAV_ITEMS.map((item) => (
              <Box as="li" key={item.label} display={item.hiddenOnSmallScreens ? { base: 'none', md: 'block' } : 'block'}>
                <Link
                  asChild
                  color="white"
                  fontSize="sm"
                  fontWeight="medium"
                  whiteSpace="nowrap"
                  _hover={{ color: 'gold.300' }}
                  onClick={onClick(item.href, item.label)}
                >
                  <RouterLink to={item.href}>{item.label}</RouterLink>
                </Link>
              </Box>
            ))}
          </HStack>
          <OfferBadge offerEnd={offerEnd} />
        </HStack>
      </Container>
    </Box>
  );
}
