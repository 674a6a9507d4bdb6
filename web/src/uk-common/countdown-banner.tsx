import { Box, CloseButton, Container, Flex, Link, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BANNER_TICK_MS, countdown } from '#shared/uk/offer-clock.ts';
import { track } from '../lib/analytics.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { countdownText, readDismissed, rememberDismissed } from './countdown-banner-live.ts';
import { UK_OFFER } from './offer.ts';
import { UK_COUNTDOWN_EVENTS } from './uk-analytics.ts';
import { useNow } from './use-now.tsx';

export type CountdownBannerProps = {
  /** When the offer ends; the spec's 31 Jul 2025 23:59:59 +04:00 by default. */
  end?: Date;
  /** Where the banner's button leads (a section id like '#book-call' or a route); no button when absent. */
  ctaHref?: string;
};

/**
 * The offer countdown banner: days, hours, minutes and seconds to the offer's end, updated each second, then the
 * ended message. Dismissing it hides it for the rest of the visit. The time appears once the page runs in the browser
 * (the prerendered HTML holds the banner without a time, so nothing is replaced).
 */
export function CountdownBanner({ end = UK_OFFER.bannerEnd, ctaHref }: CountdownBannerProps) {
  const now = useNow(BANNER_TICK_MS);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(readDismissed()), []);
  if (dismissed) return null;

  const left = now ? countdown(now, end) : null;
  const copy = UK_COMMON_COPY.banner;
  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  return (
    <Box as="aside" aria-label={copy.label} data-testid="uk-countdown-banner" bg="gold.solid" color="gold.contrast" py="2">
      <Container maxW="6xl">
        <Flex align="center" gap="3" minH="8">
          {/* The same elements in every state (only their text and visibility change), so the static page's script
              (countdown-banner-live.ts) can tick this HTML without React and nothing shifts. */}
          <Text flex="1" fontSize={{ base: 'sm', md: 'md' }} fontWeight="medium" role="timer" aria-live="off">
            <span data-countdown-message="">{left?.ended ? copy.ended : copy.lead}</span>{' '}
            <Box as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" data-countdown-time="">
              {left && !left.ended ? countdownText(left) : ''}
            </Box>
          </Text>
          {ctaHref && (
            // Hidden (its place kept) until the time is known, and once the offer has ended.
            <Link
              href={ctaHref}
              fontWeight="semibold"
              textDecoration="underline"
              visibility={left && !left.ended ? 'visible' : 'hidden'}
              data-countdown-cta=""
              onClick={() => track(UK_COUNTDOWN_EVENTS.click)}
            >
              {copy.cta}
            </Link>
          )}
          <CloseButton size="sm" minW="11" aria-label={copy.dismiss} onClick={dismiss} data-countdown-dismiss="" />
        </Flex>
      </Container>
    </Box>
  );
}
