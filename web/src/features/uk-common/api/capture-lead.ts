import type { Attribution } from '#shared/lead/lead-rules.ts';
import { LEAD_CAPTURE_PATH, type LeadCapturePayload } from '#shared/uk/lead-capture.ts';
import { submitDurably, type SubmissionResult } from '../../../lib/submission-outbox.ts';

/** The POST /api/leads/capture body: a UK page's lead with where the visitor came from. */
export type LeadCaptureRequest = LeadCapturePayload & { attribution?: Attribution };

/**
 * POST /api/leads/capture: stores a UK page's lead (the guide form, the sales-page blocks, the premium report and
 * consultation forms). It goes through the durable outbox, so a lead that meets a lost connection or a server error
 * is kept and sent again until stored; the key makes every repeat of one filled-in form store one lead.
 */
export function captureLead(request: LeadCaptureRequest, idempotencyKey: string): Promise<SubmissionResult> {
  return submitDurably(LEAD_CAPTURE_PATH, request, idempotencyKey);
}
