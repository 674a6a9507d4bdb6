import { Box, CloseButton, Container, Flex, Link, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BANNER_TICK_MS, countdown } from '#shared/uk/offer-clock.ts';
import { track } from '../../lib/analytics.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { UK_OFFER } from './offer.ts';
import { UK_COUNTDOWN_EVENTS } from './uk-analytics.ts';
import { useNow } from './use-now.tsx';

const DISMISSED_KEY = 'uk-offer-banner-dismissed';

export type CountdownBannerProps = {
  /** When the offer ends; the spec's 31 Jul 2025 23:59:59 +04:00 by default. */
  end?: Date;
  /** Where the banner's button leads (a section id like '#book-call' or a route); no button when absent. */
  ctaHref?: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

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
    track(UK_COUNTDOWN_EVENTS.dismiss);
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Blocked storage: dismissed for this page only.
    }
  };

  return (
    <Box as="aside" aria-label={copy.label} data-testid="uk-countdown-banner" bg="gold.solid" color="gold.contrast" py="2">
      <Container maxW="6xl">
        <Flex align="center" gap="3" minH="8">
          <Text flex="1" fontSize={{ base: 'sm', md: 'md' }} fontWeight="medium" role="timer" aria-live="off">
            {left === null ? (
              copy.lead
            ) : left.ended ? (
              copy.ended
            ) : (
              <>
                {copy.lead}{' '}
                <Box as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                  {left.days} {copy.units.days} {pad(left.hours)} {copy.units.hours} {pad(left.minutes)} {copy.units.minutes}{' '}
                  {pad(left.seconds)} {copy.units.seconds}
                </Box>
              </>
            )}
          </Text>
          {ctaHref && left && !left.ended && (
            <Link href={ctaHref} fontWeight="semibold" textDecoration="underline" onClick={() => track(UK_COUNTDOWN_EVENTS.click)}>
              {copy.cta}
            </Link>
          )}
          <CloseButton size="sm" minW="11" aria-label={copy.dismiss} onClick={dismiss} />
        </Flex>
      </Container>
    </Box>
  );
}
