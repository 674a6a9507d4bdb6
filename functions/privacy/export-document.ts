/**
 * The export of one person's data (access and portability, issue 23) as the JSON file's document: the items the
 * Privacy view finds, record type by record type, without the table's keys and internal-only attributes, each type
 * and field explained (export-fields.ts), with the consents given, the providers the data was sent to, and the
 * record types no search can reach. Pure: the handler (export.ts) reads the items; the HTML summary
 * (export-html.ts) is made from this document.
 */
import { PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import type { IntegrationProvider } from '#shared/admin/integrations-contract.ts';
import type { PersonalRecordType } from '#shared/admin/privacy-contract.ts';
import type { ExportedConsent, ExportedProviderCopy, ExportedRecordType, PersonalDataExport } from '#shared/admin/privacy-export-contract.ts';
import { EXPORT_EXPLANATION, privacyContact } from '#shared/admin/privacy-export-messages.ts';
import { CONSENT_TEXTS, type ConsentRecord } from '#shared/privacy/consent-texts.ts';
import { withoutKeys } from '../data/items.ts';
import { EXPORT_RULES, exportedItem } from './export-fields.ts';
import { isSearchable, type PersonalDataRule } from './personal-data.ts';

type Item = Record<string, unknown>;

/** One registry rule with the person's items of its type, as read (table keys and all); none for an unsearchable type. */
export type FoundRecords = { rule: PersonalDataRule; items?: Item[] };

/** Record types whose items carry the consents given with them. */
const WITH_CONSENTS: readonly PersonalRecordType[] = ['lead', 'capture', 'taxReportRequest'];

/** The words a consent text showed at that version (absent when the version is no longer the current one). */
function consentWording(consent: ConsentRecord): string | undefined {
  const text = Object.values(CONSENT_TEXTS).find((entry) => entry.id === consent.id && entry.version === consent.version);
  return text?.text;
}

function consentsOf(records: PersonalDataExport['records']): ExportedConsent[] {
  return WITH_CONSENTS.flatMap((type) =>
    (records[type]?.items ?? []).flatMap((item) =>
      (Array.isArray(item.consents) ? (item.consents as ConsentRecord[]) : []).map((consent) => {
        const text = consentWording(consent);
        return { ...consent, recordType: type, recordId: String(item.id ?? ''), ...(text ? { text } : {}) };
      }),
    ),
  ).sort((a, b) => a.at.localeCompare(b.at));
}

function providersOf(records: PersonalDataExport['records']): ExportedProviderCopy[] {
  return (records.leadSync?.items ?? []).map((sync) => {
    const provider = sync.provider as IntegrationProvider;
    return {
      provider,
      providerName: PROVIDER_PROFILES[provider]?.label ?? String(sync.provider),
      integrationName: String(sync.integrationName ?? ''),
      leadId: String(sync.leadId ?? ''),
      state: String(sync.state ?? ''),
      ...(sync.syncedAt ? { syncedAt: String(sync.syncedAt) } : {}),
      updatedAt: String(sync.updatedAt ?? ''),
      ...(sync.operation ? { operation: String(sync.operation) } : {}),
    };
  });
}

/** The JSON file's document for the person searched (`subject`) and their items as found, made at `now`. */
export function personalDataExport(subject: PersonalDataExport['subject'], found: readonly FoundRecords[], now: Date): PersonalDataExport {
  const records: PersonalDataExport['records'] = {};
  const notSearchable: PersonalDataExport['notSearchable'] = [];
  for (const { rule, items } of found) {
    const { about, fields } = EXPORT_RULES[rule.type];
    if (!isSearchable(rule)) {
      notSearchable.push({ type: rule.type, label: rule.label, about, reason: rule.reason });
      continue;
    }
    const group: ExportedRecordType = {
      label: rule.label,
      about,
      fields: { ...fields },
      items: (items ?? []).map((item) => exportedItem(rule.type, withoutKeys<Item>(item))),
    };
    records[rule.type] = group;
  }
  return {
    generatedAt: now.toISOString(),
    subject,
    contact: privacyContact(),
    explanation: { ...EXPORT_EXPLANATION },
    records,
    consents: consentsOf(records),
    providers: providersOf(records),
    notSearchable,
  };
}
