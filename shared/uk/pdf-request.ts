/**
 * The tax calculator's PDF report request (spec sections 5, 7 and 8): the form's values, when it may be submitted,
 * the POST /api/tax-report body, and the message shown for each outcome. The schemas live beside it:
 * pdf-request.yup.ts (web form) and pdf-request.zod.ts (API), both built from form-rules.ts.
 */
import { CONSENT_TEXTS, consentClaim, type ConsentClaim } from '../privacy/consent-texts.ts';
import type { TaxCalculationResult } from './tax-engine.ts';

export const TAX_REPORT_PATH = '/api/tax-report';

/** The status the API answers when it has queued the PDF. Any other status is a failure. */
export const TAX_REPORT_CREATED_STATUS = 201;

export const PDF_REQUEST_MESSAGES = {
  success: 'Your PDF tax report has been requested and will be emailed to you within 2-3 minutes.',
  failed: 'Failed to request PDF. Please try again.',
  queued: "PDF request queued. You'll receive it once online connection is restored.",
  /** Ours: the API's 503 answer when the report could not be delivered (the form shows `failed` for it). */
  notSent: 'We could not send your report just now. Please try again.',
} as const;

/** The PDF request form's values (client). */
export type PdfRequestFormValues = { name: string; email: string; phone: string; consent: boolean };

export const PDF_REQUEST_INITIAL_VALUES: PdfRequestFormValues = { name: '', email: '', phone: '', consent: false };

export type PersonalDetails = { name: string; email: string; phone: string };

/** The POST /api/tax-report body. */
export type TaxReportRequest = {
  calculation: TaxCalculationResult;
  /** ISO 8601 instant of the request. */
  timestamp: string;
  personalDetails: PersonalDetails;
  /** The privacy consent box the form showed, by id and version (the form is sent only with it ticked). */
  consents?: ConsentClaim[];
};

/** Submit stays disabled until a name, an e-mail and the privacy consent are given. */
export function canSubmitPdfRequest(values: PdfRequestFormValues): boolean {
  return values.name.trim() !== '' && values.email.trim() !== '' && values.consent;
}

/** The request body for the form's values, with the consent text the visitor ticked (the server stamps the time). */
export function buildTaxReportRequest(
  calculation: TaxCalculationResult,
  values: PdfRequestFormValues,
  now: Date,
): TaxReportRequest {
  return {
    calculation,
    timestamp: now.toISOString(),
    personalDetails: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() },
    consents: [consentClaim(CONSENT_TEXTS.ukReportPrivacy, values.consent)],
  };
}

export type PdfRequestOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'queued'; message: string };

/**
 * What the visitor is told after the request: 201 is success, any other status a failure, and a network failure
 * (pass `'network-error'`) means the request is queued for when the connection returns.
 */
export function pdfRequestOutcome(result: number | 'network-error'): PdfRequestOutcome {
  if (result === 'network-error') return { kind: 'queued', message: PDF_REQUEST_MESSAGES.queued };
  if (result === TAX_REPORT_CREATED_STATUS) return { kind: 'success', message: PDF_REQUEST_MESSAGES.success };
  return { kind: 'failed', message: PDF_REQUEST_MESSAGES.failed };
}
