/**
 * GET /api/admin/privacy/person?email=<address> or ?phone=<number, any spelling>: everything the product holds about
 * one person (the Privacy view, opened from the dashboard header, `?dialog=privacy`). Staff only.
 */
import type { IntegrationProvider } from './integrations-contract.ts';

export const PRIVACY_PERSON_PATH = '/api/admin/privacy/person';

/** Every record type that holds a visitor's personal data (functions/privacy/personal-data.ts is their registry). */
export const PERSONAL_RECORD_TYPES = [
  'lead',
  'capture',
  'leadNote',
  'leadContact',
  'leadSync',
  'leadOutbox',
  'leadAudit',
  'taxReportRequest',
  'taxReportQuota',
  'newsletterSubscription',
  'newsletterOutbox',
  'newsletterToken',
  'idempotencyRecord',
  'spamSubmission',
  'refusedRequest',
  'restrictionMarker',
] as const;
export type PersonalRecordType = (typeof PERSONAL_RECORD_TYPES)[number];

/** One stored item: its table key (to name it in a request's answer), when it was written, and what it holds. */
export type PersonRecordItem = { key: string; at?: string; summary: string; data: Record<string, unknown> };

/** A record type as found for the person: its items, or why it cannot be searched without reading the whole table. */
export type PersonRecordGroup =
  | { type: PersonalRecordType; label: string; searchable: true; count: number; items: PersonRecordItem[] }
  | { type: PersonalRecordType; label: string; searchable: false; reason: string };

/** A provider the person's data was sent to (one per lead and integration): when, and how it went. */
export type PersonProviderCopy = {
  provider: IntegrationProvider;
  integrationName: string;
  leadId: string;
  state: string;
  syncedAt?: string;
  updatedAt: string;
};

export const PRIVACY_ERASE_PATH = '/api/admin/privacy/erase';

/** POST /api/admin/privacy/erase answers what was erased: items by record type and the providers asked to delete. */
export type PrivacyEraseAnswer = {
  erasureId: string;
  at: string;
  counts: Partial<Record<PersonalRecordType, number>>;
  providersAsked: number;
};

export type PrivacyPersonAnswer = {
  /** What was searched: the address (lower case) or the number's E.164 readings. */
  searched: { email?: string; phones?: string[] };
  /** Every registered record type, in the registry's order. */
  groups: PersonRecordGroup[];
  /** Items found across every type. */
  total: number;
  providers: PersonProviderCopy[];
};
