/**
 * POST /api/tax-report: a visitor asks for the PDF of their UK vs Dubai calculation. The request is stored (and the
 * visitor as a lead, so staff can follow up), the report is rendered and e-mailed, and the answer is 201. The figures
 * are recomputed from the profit and method with the shared tax engine, so the PDF never carries numbers a client
 * made up. If delivery fails, the stored request says so and the answer is 503, so the visitor can try again.
 *
 * Not a relay: the visitor's name reaches the e-mail and the PDF only when it is plainly a name, and each recipient
 * and each source address get a bounded number of reports a day (429 with Retry-After beyond it; the refusal is
 * stored for staff, masked). A repeat of a request (same Idempotency-Key) is never counted again, and is answered 201
 * only once its e-mail was sent: a first try that failed or died midway is delivered by the repeat.
 */
import { randomUUID } from 'node:crypto';
import { consentRecords } from '#shared/privacy/consent-texts.ts';
import { PDF_REQUEST_MESSAGES } from '#shared/uk/pdf-request.ts';
import { taxReportRequestSchema, type TaxReportRequestInput } from '#shared/uk/pdf-request.zod.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { plainNameOf, TAX_REPORT_LIMIT_MESSAGES } from '#shared/uk/tax-report-rules.ts';
import { idempotentItemId } from '../data/items.ts';
import { createLead, LEAD_IDEMPOTENCY_SCOPE } from '../data/leads.ts';
import { restrictionOf } from '../data/restrictions.ts';
import { suppressionOf } from '../data/email-suppressions.ts';
import { listActivePhoneConfigs } from '../data/phone-configs.ts';
import { recordRefusedRequest } from '../data/refused-requests.ts';
import { countReport, reportWindow } from '../data/report-quotas.ts';
import {
  claimTaxReportRequest,
  createTaxReportRequest,
  DELIVERY_LEASE_SECONDS,
  getTaxReportRequest,
  recordTaxReportOutcome,
} from '../data/tax-report-requests.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { ApiError, tooManyRequests } from '../lib/errors.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { siteAddress } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { json } from '../lib/responses.ts';
import { reportContacts } from './report-contacts.ts';
import { renderTaxReportPdf } from './report-pdf.ts';
import { sendTaxReport } from './send-report.ts';

type TaxReportRequest = ApiRequest<TaxReportRequestInput, undefined, undefined>;

const ROUTE = 'POST /api/tax-report';
/** The idempotency scope of report requests (createTaxReportRequest's). */
const SCOPE = 'TAX_REPORT';

async function requestTaxReport(request: TaxReportRequest) {
  const idempotencyKey = idempotencyKeyOf(request.headers);
  const earlierId = idempotencyKey ? await idempotentItemId(SCOPE, idempotencyKey, request.fingerprint) : undefined;
  if (earlierId) return deliverRepeat(earlierId, request);
  // The report also stores its lead under the same key: a key another route (or another body) used for a lead is
  // refused with 422 here, before anything is counted or stored.
  if (idempotencyKey) await idempotentItemId(LEAD_IDEMPOTENCY_SCOPE, idempotencyKey, request.fingerprint);

  await countOrRefuse(request);
  // The privacy consent the visitor ticked is kept with the request (and its lead), stamped with the time we received it.
  const consents = consentRecords(request.body.consents, request.receivedAt);
  const { id, created } = await createTaxReportRequest({ ...request.body, consents }, { idempotencyKey, requestFingerprint: request.fingerprint });
  // A twin with the same key was stored between the check above and this write.
  if (!created) return deliverRepeat(id, request);
  return deliver(id, request, new Date());
}

/** Counts the report against the recipient's and the source's quotas, or stores the refusal and answers 429. */
async function countOrRefuse(request: TaxReportRequest): Promise<void> {
  const recipient = request.body.personalDetails.email;
  const full = await countReport(recipient, request.ip, request.receivedAt);
  if (!full) return;
  await recordRefusedRequest({ route: ROUTE, reason: full, recipient, sourceIp: request.ip });
  const retryAfter = Math.max(1, Math.ceil(reportWindow(request.receivedAt).end - request.receivedAt.getTime() / 1000));
  throw tooManyRequests(TAX_REPORT_LIMIT_MESSAGES[full], retryAfter);
}

/** A repeat: 201 once delivered; delivered now when the first try failed or died; 503 while a first try still runs. */
async function deliverRepeat(id: string, request: TaxReportRequest) {
  if (isDone(await getTaxReportRequest(id))) return json(201, { id });
  const now = new Date();
  if (await claimTaxReportRequest(id, now)) return deliver(id, request, now);
  if (isDone(await getTaxReportRequest(id))) return json(201, { id });
  throw new ApiError(503, PDF_REQUEST_MESSAGES.notSent, undefined, { 'retry-after': String(DELIVERY_LEASE_SECONDS) });
}

/** A request needing no more delivery: sent, or not to be sent to its suppressed address. */
const isDone = (stored: { status: string } | undefined) => stored?.status === 'sent' || stored?.status === 'suppressed';

async function deliver(id: string, request: TaxReportRequest, now: Date) {
  const { calculation, personalDetails } = request.body;
  let outcome: 'sent' | 'suppressed' = 'sent';
  try {
    // A person who asked for processing to be restricted stays restricted when they ask again (the lead is stamped;
    // the report they asked for now is still sent to them).
    const [restriction, suppression] = await Promise.all([
      restrictionOf({ email: personalDetails.email, phone: personalDetails.phone }),
      suppressionOf(personalDetails.email),
    ]);
    await createLead(
      {
        ...(restriction ? { restriction } : {}),
        // An address that hard-bounced or complained before: the new lead shows it too, so staff phone instead.
        ...(suppression ? { emailBounced: { reason: suppression.reason, at: suppression.lastAt } } : {}),
        fullName: personalDetails.name,
        email: personalDetails.email,
        phone: personalDetails.phone,
        formType: 'tax_report',
        consents: consentRecords(request.body.consents, request.receivedAt),
        additionalRequirements: `Tax report: profit £${Math.round(calculation.income)}, ${calculation.extractionMethod} method`,
        ipAddress: request.ip,
        userAgent: request.userAgent,
      },
      { idempotencyKey: idempotencyKeyOf(request.headers), requestFingerprint: request.fingerprint },
    );
    const figures = calculateTax({ profit: calculation.income, method: calculation.extractionMethod });
    // Only a plain name is shown; anything else the visitor typed never leaves in our e-mail or PDF.
    const name = plainNameOf(personalDetails.name);
    // The numbers staff set in Phone Config, as the site shows them.
    const contacts = reportContacts(await listActivePhoneConfigs(), siteAddress());
    // An address that hard-bounced or complained is not e-mailed again (the lead above is stored, marked, for a call);
    // the visitor's answer stays the same, so the form tells no one which addresses bounced.
    if (suppression) {
      outcome = 'suppressed';
    } else {
      const pdf = await renderTaxReportPdf(figures, { name }, now, contacts);
      await sendTaxReport({ name, email: personalDetails.email }, pdf);
    }
  } catch (error) {
    // Whatever stopped the delivery (the table while storing the lead, the PDF, SES), the stored request must say
    // 'failed', so a retry with the same key delivers instead of answering 201 with no e-mail.
    logger.error('Tax report not delivered', { error, reportId: id });
    await recordTaxReportOutcome(id, { status: 'failed', at: now, failure: (error as Error).name }).catch((recordError: unknown) =>
      logger.error('Tax report failure not recorded', { error: recordError, reportId: id }),
    );
    throw new ApiError(503, PDF_REQUEST_MESSAGES.notSent);
  }
  await recordTaxReportOutcome(id, { status: outcome, at: now });
  return json(201, { id });
}

// A filled honeypot is stored as spam and answered like a success (see apiHandler).
export const handler = apiHandler({ body: taxReportRequestSchema, honeypot: () => json(201, { id: randomUUID() }) }, requestTaxReport);
