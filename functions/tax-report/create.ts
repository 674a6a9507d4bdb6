/**
 * POST /api/tax-report: a visitor asks for the PDF of their UK vs Dubai calculation. The request is stored (and the
 * visitor as a lead, so staff can follow up), the report is rendered and e-mailed, and the answer is 201. The figures
 * are recomputed from the profit and method with the shared tax engine, so the PDF never carries numbers a client
 * made up. If delivery fails, the stored request says so and the answer is 503, so the visitor can try again.
 */
import { randomUUID } from 'node:crypto';
import { PDF_REQUEST_MESSAGES } from '#shared/uk/pdf-request.ts';
import { taxReportRequestSchema, type TaxReportRequestInput } from '#shared/uk/pdf-request.zod.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { createLead } from '../data/leads.ts';
import { createTaxReportRequest, getTaxReportRequest, recordTaxReportOutcome } from '../data/tax-report-requests.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { ApiError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { json } from '../lib/responses.ts';
import { renderTaxReportPdf } from './report-pdf.ts';
import { sendTaxReport } from './send-report.ts';

async function requestTaxReport(request: ApiRequest<TaxReportRequestInput, undefined, undefined>) {
  const { calculation, personalDetails } = request.body;
  const idempotencyKey = idempotencyKeyOf(request.headers);
  const requestFingerprint = request.fingerprint;
  const { id, created } = await createTaxReportRequest(request.body, { idempotencyKey, requestFingerprint });
  // A repeat of a delivered (or in-flight) request answers as the first did; a repeat of a failed one tries again.
  if (!created && (await getTaxReportRequest(id))?.status !== 'failed') return json(201, { id });

  const now = new Date();
  try {
    await createLead(
      {
        fullName: personalDetails.name,
        email: personalDetails.email,
        phone: personalDetails.phone,
        formType: 'tax_report',
        additionalRequirements: `Tax report: profit £${Math.round(calculation.income)}, ${calculation.extractionMethod} method`,
        ipAddress: request.ip,
        userAgent: request.userAgent,
      },
      { idempotencyKey, requestFingerprint },
    );
    const figures = calculateTax({ profit: calculation.income, method: calculation.extractionMethod });
    const pdf = await renderTaxReportPdf(figures, personalDetails, now);
    await sendTaxReport(personalDetails, pdf);
  } catch (error) {
    // Whatever stopped the delivery (the table while storing the lead, the PDF, SES), the stored request must say
    // 'failed', or a retry with the same key would be taken for a delivered request and answered 201 with no e-mail.
    logger.error('Tax report not delivered', { error, reportId: id });
    await recordTaxReportOutcome(id, { status: 'failed', at: now, failure: (error as Error).name }).catch((recordError: unknown) =>
      logger.error('Tax report failure not recorded', { error: recordError, reportId: id }),
    );
    throw new ApiError(503, PDF_REQUEST_MESSAGES.notSent);
  }
  await recordTaxReportOutcome(id, { status: 'sent', at: now });
  return json(201, { id });
}

// A filled honeypot is stored as spam and answered like a success (see apiHandler).
export const handler = apiHandler({ body: taxReportRequestSchema, honeypot: () => json(201, { id: randomUUID() }) }, requestTaxReport);
