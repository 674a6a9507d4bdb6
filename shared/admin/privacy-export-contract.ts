/**
 * GET /api/admin/privacy/person/export?email=<address> or ?phone=<number, any spelling>&format=json|html (staff, the
 * Privacy view's "Download data" action): one person's data as a file to send them (access and portability, issue
 * 23). The same person and the same items the Privacy view finds (GET /api/admin/privacy/person), without the table's
 * keys and internal-only attributes, each record type and field explained in plain English.
 *
 * Answers a download: `Content-Disposition: attachment; filename="personal-data-<YYYY-MM-DD>.json"` (or `.html`),
 * `Cache-Control: no-store`; JSON is PersonalDataExport, HTML a self-contained readable summary of it (no script, no
 * external asset). Each export is audited (action `privacy.export`, target `privacy#export`): who, when, the format,
 * the count of each record type and the ids of the leads, never the person's data. Bad query: 400 with field messages.
 */
import type { ConsentRecord } from '../privacy/consent-texts.ts';
import type { IntegrationProvider } from './integrations-contract.ts';
import type { PersonalRecordType } from './privacy-contract.ts';

export const PRIVACY_EXPORT_PATH = '/api/admin/privacy/person/export';

export const PRIVACY_EXPORT_FORMATS = ['json', 'html'] as const;
export type PrivacyExportFormat = (typeof PRIVACY_EXPORT_FORMATS)[number];

/** The audit record of an export (`recordAudit`): what staff sent out, never the person's data. */
export const PRIVACY_EXPORT_AUDIT = { action: 'privacy.export', target: 'privacy#export' } as const;
export type PrivacyExportAudit = {
  format: PrivacyExportFormat;
  /** Items exported per record type (searchable types only). */
  counts: Partial<Record<PersonalRecordType, number>>;
  /** The ids of the person's leads (leads and captures), to tie the export to a data request. */
  leadIds: string[];
};

/** One record type as exported: what it is, what each of its fields means, and the person's items of that type. */
export type ExportedRecordType = {
  label: string;
  /** What this kind of record is and why it is kept. */
  about: string;
  /** Field name (a nested field as `parent.child`) -> what it holds. */
  fields: Record<string, string>;
  items: Record<string, unknown>[];
};

/** A provider (CRM, e-mail tool) the person's data was sent to, per lead and integration: when, and how it went. */
export type ExportedProviderCopy = {
  provider: IntegrationProvider;
  /** The provider's name, e.g. "Mailchimp". */
  providerName: string;
  /** The name staff gave the connection. */
  integrationName: string;
  leadId: string;
  state: string;
  /** When it was last delivered (absent: not yet). */
  syncedAt?: string;
  updatedAt: string;
  /** What was last asked of the provider besides sending the contact: erase or unsubscribe. */
  operation?: string;
};

/** A consent the person gave or was shown, with the words shown (when they are still known) and its wording version. */
export type ExportedConsent = ConsentRecord & {
  /** Where it was recorded: the lead or tax report request id. */
  recordType: PersonalRecordType;
  recordId: string;
  /** The words the form showed at that version; absent when the version is no longer the current one. */
  text?: string;
};

/** A record type that cannot be searched without reading the whole table, and why. */
export type ExportedUnsearchable = { type: PersonalRecordType; label: string; about: string; reason: string };

/** The JSON file (format=json). */
export type PersonalDataExport = {
  /** When the file was made (ISO 8601). */
  generatedAt: string;
  /** What staff searched: the address (lower case) or the number's E.164 readings. */
  subject: { email?: string; phones?: string[] };
  /** Who to contact about this data. */
  contact: string;
  /** A short explanation of the file and of its sections. */
  explanation: Record<'file' | 'records' | 'consents' | 'providers' | 'notSearchable', string>;
  /** The person's items, by record type (each searchable type, even with no item). */
  records: Partial<Record<PersonalRecordType, ExportedRecordType>>;
  consents: ExportedConsent[];
  providers: ExportedProviderCopy[];
  notSearchable: ExportedUnsearchable[];
};
