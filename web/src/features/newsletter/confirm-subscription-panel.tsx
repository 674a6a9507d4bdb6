import { Button, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { NEWSLETTER_CONFIRMATION_COPY as COPY } from '#shared/main-site/newsletter-confirmation.ts';
import { HttpError } from '../../lib/api-client.ts';
import { confirmSubscription } from './api/confirm-subscription.ts';

type Outcome = 'idle' | 'confirming' | 'confirmed' | 'used' | 'unknown' | 'failed';

const OUTCOME_TEXT: Partial<Record<Outcome, string>> = {
  confirmed: COPY.confirmed,
  used: COPY.used,
  unknown: COPY.unknown,
  failed: COPY.failed,
};

const noSubscription = () => () => {};
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';
/** The prerender knows no token: null until the page runs in the browser, so hydration matches the static HTML. */
const tokenUnknownYet = () => null;

/**
 * The confirmation itself, an island of the static confirmation page: reads the e-mailed link's `?token` in the
 * browser and confirms with a POST when the visitor presses the button. Opening the page confirms nothing (mail
 * scanners open links).
 */
export function ConfirmSubscriptionPanel() {
  const token = useSyncExternalStore(noSubscription, tokenInAddress, tokenUnknownYet);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const confirm = async () => {
    if (!token) return;
    setOutcome('confirming');
    try {
      await confirmSubscription(token);
      setOutcome('confirmed');
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      setOutcome(status === 409 ? 'used' : status === 404 || status === 400 ? 'unknown' : 'failed');
    }
  };

  if (token === '') return <Text role="alert">{COPY.missing}</Text>;
  const done = outcome === 'confirmed' || outcome === 'used' || outcome === 'unknown';
  const message = OUTCOME_TEXT[outcome];
  return (
    <>
      {!done && <Text color="fg.muted">{COPY.intro}</Text>}
      {message && (
        <Text role={outcome === 'confirmed' || outcome === 'used' ? 'status' : 'alert'} fontWeight="semibold">
          {message}
        </Text>
      )}
      {!done && (
        // Disabled in the static HTML: the token is read, and the button works, once the page's script runs.
        <Button colorPalette="navy" onClick={confirm} loading={outcome === 'confirming'} disabled={token === null}>
          {COPY.button}
        </Button>
      )}
    </>
  );
}
