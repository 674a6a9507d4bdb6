import { HONEYPOT_FIELD } from '#shared/public-forms/honeypot.ts';
import { TAX_REPORT_PATH, type TaxReportRequest } from '#shared/uk/pdf-request.ts';
import { countConversion } from '../../../lib/analytics-beacon/start-analytics.ts';
import { submitDurably, type SubmissionResult } from '../../../lib/submission-outbox.ts';

/**
 * POST /api/tax-report: asks for the PDF report by e-mail. Only a request that cannot reach the server is kept and
 * sent once the connection returns (spec: 'PDF request queued…'); any answer, a server error included, is final and
 * shown as such, so the visitor who is told it failed is not e-mailed later behind their back. The form's honeypot
 * value goes with it (empty from a person). An accepted request is a 'tax-report' conversion of the page (with
 * analytics consent).
 */
export async function requestTaxReport(request: TaxReportRequest, honeypot: string, idempotencyKey: string): Promise<SubmissionResult> {
  const result = await submitDurably(TAX_REPORT_PATH, { ...request, [HONEYPOT_FIELD]: honeypot }, idempotencyKey, { keepOn: 'network-error' });
  if (result.outcome === 'answered' && result.response.ok) countConversion('tax-report');
  return result;
}
