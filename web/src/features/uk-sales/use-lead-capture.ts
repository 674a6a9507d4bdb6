import { useState } from 'react';
import { buildLeadCapturePayload, type LeadCaptureFormValues, type LeadCapturePage } from '#shared/uk/lead-capture.ts';
import { track } from '../../lib/analytics.ts';
import { getAttribution } from '../../lib/attribution.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { captureLead } from '../../uk-common/api/capture-lead.ts';
import { ukFormSubmit } from '../../uk-common/uk-analytics.ts';

export const MIDPAGE_FORM_TYPE = 'uk_midpage';

export type LeadCaptureState = 'idle' | 'success' | 'refused';

/**
 * The sales-page lead block's submit. The lead goes through the durable outbox: stored now (201), or, when the
 * network or the API fails, kept in the browser and sent again until it is stored, so the visitor sees success
 * either way. Only a refusal (4xx: the API rejected the details) is reported as such.
 *
 * One idempotency key per filled-in form: a double click or a retry of the same answers stores one lead.
 */
export function useLeadCapture(page: LeadCapturePage) {
  const [state, setState] = useState<LeadCaptureState>('idle');
  const idempotency = useIdempotencyKey();

  /** `honeypot`: the form's honeypot value at submit. */
  const submit = async (values: LeadCaptureFormValues, honeypot: string) => {
    const payload = { ...buildLeadCapturePayload(values, page, MIDPAGE_FORM_TYPE), attribution: getAttribution() };
    const result = await captureLead(payload, honeypot, idempotency.keyFor(payload));
    if (result.outcome === 'given-up' || (result.outcome === 'answered' && !result.response.ok)) {
      setState('refused');
      return;
    }
    idempotency.renew();
    track(ukFormSubmit(MIDPAGE_FORM_TYPE, page));
    setState('success');
  };

  return { state, submit };
}
