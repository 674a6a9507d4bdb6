import { Button, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { NEWSLETTER_CONFIRMATION_COPY as COPY } from '#shared/main-site/newsletter-confirmation.ts';
import { confirmWithToken, isFinal, OUTCOME_TEXT, outcomeRole, tokenInAddress, type ConfirmOutcome } from './confirm-outcome.ts';

const noSubscription = () => () => {};
/** The prerender knows no token: null until the page runs in the browser, so hydration matches the static HTML. */
const tokenUnknownYet = () => null;

/**
 * The confirmation of the static confirmation page: reads the e-mailed link's `?token` in the browser and confirms
 * with a POST when the visitor presses the button (opening the page confirms nothing: mail scanners open links).
 * Every part is always rendered and only hidden or shown, so its script island (newsletter-confirm-live.ts) drives
 * the same HTML without React.
 */
export function ConfirmSubscriptionPanel() {
  const token = useSyncExternalStore(noSubscription, tokenInAddress, tokenUnknownYet);
  const [outcome, setOutcome] = useState<ConfirmOutcome | 'confirming' | null>(null);
  const settled = outcome !== null && outcome !== 'confirming' ? outcome : null;
  const done = settled !== null && isFinal(settled);

  const confirm = async () => {
    if (!token) return;
    setOutcome('confirming');
    setOutcome(await confirmWithToken(token));
  };

  return (
    <>
      <Text role="alert" data-confirm="missing" hidden={token !== ''}>
        {COPY.missing}
      </Text>
      <Text color="fg.muted" data-confirm="intro" hidden={token === '' || done}>
        {COPY.intro}
      </Text>
      <Text role={settled ? outcomeRole(settled) : 'status'} fontWeight="semibold" data-confirm="message" hidden={!settled}>
        {settled ? OUTCOME_TEXT[settled] : ''}
      </Text>
      <Button
        colorPalette="navy"
        data-confirm="button"
        hidden={token === '' || done}
        // Disabled in the static HTML: the token is read, and the button works, once the page's script runs.
        disabled={token === null}
        loading={outcome === 'confirming'}
        onClick={confirm}
      >
        {COPY.button}
      </Button>
    </>
  );
}
