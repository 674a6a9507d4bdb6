/**
 * What pressing the confirmation page's button leads to, shared by its React panel (the app) and its script island
 * (the static page): one mapping from the API's answer to what the visitor reads.
 */
import { NEWSLETTER_CONFIRMATION_COPY as COPY } from '#shared/main-site/newsletter-confirmation.ts';
import { HttpError } from '../../lib/api-client.ts';
import { confirmSubscription } from './api/confirm-subscription.ts';

export type ConfirmOutcome = 'confirmed' | 'used' | 'unknown' | 'failed';

export const OUTCOME_TEXT: Record<ConfirmOutcome, string> = {
  confirmed: COPY.confirmed,
  used: COPY.used,
  unknown: COPY.unknown,
  failed: COPY.failed,
};

/** A success is announced politely, a refusal as an alert. */
export const outcomeRole = (outcome: ConfirmOutcome) => (outcome === 'confirmed' || outcome === 'used' ? 'status' : 'alert');

/** Final outcomes leave nothing to press; after a failure the visitor may try again. */
export const isFinal = (outcome: ConfirmOutcome) => outcome !== 'failed';

/** Confirms the subscription of `token` (POST /api/newsletter/confirm) and says how it went. */
export async function confirmWithToken(token: string): Promise<ConfirmOutcome> {
  try {
    await confirmSubscription(token);
    return 'confirmed';
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 0;
    return status === 409 ? 'used' : status === 404 || status === 400 ? 'unknown' : 'failed';
  }
}

/** The token of the e-mailed link, '' when the address has none. */
export const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';
