import { TAX_REPORT_PATH, type TaxReportRequest } from '#shared/uk/pdf-request.ts';
import { submitDurably, type SubmissionResult } from '../../../lib/submission-outbox.ts';

/**
 * POST /api/tax-report: asks for the PDF report by e-mail. Only a request that cannot reach the server is kept and
 * sent once the connection returns (spec: 'PDF request queued…'); any answer, a server error included, is final and
 * shown as such, so the visitor who is told it failed is not e-mailed later behind their back.
 */
export function requestTaxReport(request: TaxReportRequest, idempotencyKey: string): Promise<SubmissionResult> {
  return submitDurably(TAX_REPORT_PATH, request, idempotencyKey, { keepOn: 'network-error' });
}
