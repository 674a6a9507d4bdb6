import type { Attribution } from '#shared/lead/lead-rules.ts';
import { HONEYPOT_FIELD } from '#shared/public-forms/honeypot.ts';
import { LEAD_CAPTURE_PATH, type LeadCapturePayload } from '#shared/uk/lead-capture.ts';
import { countConversion } from '../../lib/analytics-beacon/start-analytics.ts';
import { submitDurably, type SubmissionResult } from '../../lib/submission-outbox.ts';

/** The POST /api/leads/capture body: a UK page's lead with where the visitor came from. */
export type LeadCaptureRequest = LeadCapturePayload & { attribution?: Attribution };

/**
 * POST /api/leads/capture: stores a UK page's lead (the guide form, the sales-page blocks, the premium report and
 * consultation forms). It goes through the durable outbox, so a lead that meets a lost connection or a server error
 * is kept and sent again until stored; the key makes every repeat of one filled-in form store one lead. The form's
 * honeypot value goes with it (empty from a person). A lead stored while the visitor is on the page is a 'uk-form'
 * conversion of the page (with analytics consent; one sent later from the outbox has left the page behind).
 */
export async function captureLead(request: LeadCaptureRequest, honeypot: string, idempotencyKey: string): Promise<SubmissionResult> {
  const result = await submitDurably(LEAD_CAPTURE_PATH, { ...request, [HONEYPOT_FIELD]: honeypot }, idempotencyKey);
  if (result.outcome === 'answered' && result.response.ok) countConversion('uk-form');
  return result;
}
