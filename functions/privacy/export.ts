/**
 * GET /api/admin/privacy/person/export?email= or ?phone=, &format=json|html (staff, the Privacy view's download
 * action): one person's data as a file to send them (access and portability, issue 23). The same person
 * (person-context.ts `personOf`) and the same items, record type by record type (the registry of personal-data.ts),
 * as the Privacy view finds; the JSON file explains each type and field (export-fields.ts), the HTML file is its
 * readable summary (export-html.ts). Reads by key only. Every export is audited before it is answered (an export
 * whose record cannot be written is not sent), like the CSV export of the leads: who, when, which format, how many
 * items of each type and which leads, never the person's data. When the export answers a logged data request
 * (?requestId=), the request records it; an unknown request answers 404 and nothing is exported.
 */
import { PRIVACY_EXPORT_AUDIT, type PrivacyExportAudit } from '#shared/admin/privacy-export-contract.ts';
import { PRIVACY_REQUEST_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { recordAudit } from '../data/audit-log.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { answeredRequest, recordOnRequest } from './answered-request.ts';
import { personalDataExport, type FoundRecords } from './export-document.ts';
import { personalDataSummary } from './export-html.ts';
import type { PersonExportQueryInput } from './export.zod.ts';
import { personExportQuerySchema } from './export.zod.ts';
import { personOf } from './person-context.ts';
import { isSearchable, PERSONAL_DATA } from './personal-data.ts';

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', html: 'text/html; charset=utf-8' } as const;

async function exportPerson(request: ApiRequest<undefined, undefined, PersonExportQueryInput>) {
  const { format, requestId, ...query } = request.query;
  const answered = await answeredRequest(requestId);
  const person = await personOf(query);
  const found: FoundRecords[] = await Promise.all(PERSONAL_DATA.map(async (rule) => ({ rule, ...(isSearchable(rule) ? { items: await rule.find(person) } : {}) })));
  const now = new Date();
  const document = personalDataExport(person.searched, found, now);
  const audit: PrivacyExportAudit = {
    format,
    counts: Object.fromEntries(Object.entries(document.records).map(([type, group]) => [type, group.items.length])),
    leadIds: person.leads.map((lead) => String(lead.id)),
  };
  const actor = request.staff!.username;
  await recordAudit({ actor, action: PRIVACY_EXPORT_AUDIT.action, target: PRIVACY_EXPORT_AUDIT.target, after: audit, ip: request.ip });
  const items = Object.values(audit.counts).reduce((sum, count) => sum + count, 0);
  await recordOnRequest(answered, { kind: 'export', at: now.toISOString(), by: actor, summary: PRIVACY_REQUEST_MESSAGES.exported(format, items), leadIds: audit.leadIds });
  return {
    statusCode: 200,
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.${format}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: format === 'html' ? personalDataSummary(document) : `${JSON.stringify(document, null, 2)}\n`,
  };
}

export const handler = apiHandler({ query: personExportQuerySchema }, exportPerson);
