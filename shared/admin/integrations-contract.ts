/**
 * The Email Integrations tab's API contract (spec uk-and-admin.md sections 2, 3, 4, 5, 7 and 8): the routes,
 * what they accept and what they answer. The admin routes and the admin app both import these types.
 *
 * Every route is admin-only (401 without a session) and every POST, PUT and DELETE carries `x-csrf-token`.
 * Bad input answers 400 `{ message, fieldErrors: { field: message } }` (the handler stack's shape); an unknown id 404.
 *
 * | method and path                                     | body                          | answer                          |
 * |-----------------------------------------------------|-------------------------------|---------------------------------|
 * | GET    /api/email-integrations                      | -                             | 200 IntegrationView[]           |
 * | POST   /api/email-integrations                      | CreateIntegrationInput        | 201 IntegrationView             |
 * | PUT    /api/email-integrations/{id}                 | UpdateIntegrationInput        | 200 IntegrationView             |
 * | DELETE /api/email-integrations/{id}                 | -                             | 204                             |
 * | POST   /api/email-integrations/{id}/test            | -                             | 200 IntegrationTestResult       |
 * | POST   /api/email-integrations/test-all             | -                             | 200 TestAllResult               |
 * | POST   /api/leads/{leadId}/sync/{integrationId}     | -                             | 200 LeadSyncResult              |
 * | POST   /api/leads/bulk-sync                         | BulkSyncInput                 | 200 BulkSyncResult              |
 * | GET    /api/leads/{leadId}/syncs                    | -                             | 200 LeadSyncRecord[]            |
 *
 * Secrets: `apiKey` and `apiSecret` are write-only. No answer ever carries them: an IntegrationView has the key masked
 * (at most its last 4 characters, see maskSecret in integration-rules.ts) and only whether a secret is set.
 */

export const INTEGRATION_PROVIDERS = ['zoho_crm', 'mailerlite', 'mailchimp', 'sendgrid'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

export const INTEGRATION_ROUTES = {
  list: '/api/email-integrations',
  create: '/api/email-integrations',
  update: (id: string) => `/api/email-integrations/${encodeURIComponent(id)}`,
  remove: (id: string) => `/api/email-integrations/${encodeURIComponent(id)}`,
  test: (id: string) => `/api/email-integrations/${encodeURIComponent(id)}/test`,
  testAll: '/api/email-integrations/test-all',
  syncLead: (leadId: string, integrationId: string) =>
    `/api/leads/${encodeURIComponent(leadId)}/sync/${encodeURIComponent(integrationId)}`,
  bulkSync: '/api/leads/bulk-sync',
  leadSyncs: (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/syncs`,
} as const;

/** Provider-specific settings, all strings (today only Zoho CRM's OAuth client id). */
export type IntegrationSettings = Record<string, string>;

/** The last connection test's outcome; 'unknown' until the first test or sync. */
export type IntegrationHealth = {
  status: 'unknown' | 'ok' | 'failing';
  /** The provider's own words when failing. */
  message?: string;
  checkedAt?: string;
};

/** One integration as the admin sees it (spec section 3, secrets masked). */
export type IntegrationView = {
  id: string;
  provider: IntegrationProvider;
  name: string;
  /** The API key masked: bullets plus at most its last 4 characters (e.g. '••••••••3f9a'). */
  apiKeyMasked: string;
  /** Whether an apiSecret is stored (never the secret itself). */
  hasApiSecret: boolean;
  endpoint?: string;
  listId?: string;
  settings: IntegrationSettings;
  isActive: boolean;
  /** When a lead last reached this provider. */
  lastSync?: string;
  health: IntegrationHealth;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/email-integrations. isActive defaults to true. */
export type CreateIntegrationInput = {
  provider: IntegrationProvider;
  name: string;
  apiKey: string;
  apiSecret?: string;
  endpoint?: string;
  listId?: string;
  settings?: IntegrationSettings;
  isActive?: boolean;
};

/**
 * PUT /api/email-integrations/{id}: only the fields sent change. The provider cannot change.
 * apiKey / apiSecret: absent or '' keeps the stored one (so the form need not know it); a new value replaces it;
 * apiSecret null removes it. endpoint / listId: '' or null removes them.
 */
export type UpdateIntegrationInput = {
  name?: string;
  apiKey?: string;
  apiSecret?: string | null;
  endpoint?: string | null;
  listId?: string | null;
  settings?: IntegrationSettings;
  isActive?: boolean;
};

/** POST /api/email-integrations/{id}/test: a real, harmless authenticated call; message is the provider's own text on failure. */
export type IntegrationTestResult = { success: boolean; message: string };

/** POST /api/email-integrations/test-all: every integration (active or not), tested one by one. */
export type TestAllResult = {
  results: { integrationId: string; name: string; provider: IntegrationProvider; connected: boolean; message: string }[];
};

/**
 * The state of one lead at one integration:
 * - pending: waiting to be sent (new lead, Resync, bulk sync, or waiting for its next try after a 429/5xx);
 * - queued: the provider accepted it and is still processing it (SendGrid imports);
 * - synced: the provider holds the contact (syncedAt, providerId);
 * - failed: the provider refused it, or the last try failed (message is the provider's own words).
 */
export const SYNC_STATES = ['pending', 'queued', 'synced', 'failed'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export type LeadSyncRecord = {
  leadId: string;
  integrationId: string;
  provider: IntegrationProvider;
  integrationName: string;
  state: SyncState;
  /** Attempts made so far. */
  tries: number;
  updatedAt: string;
  /** When the next attempt is due (pending only). */
  nextAttemptAt?: string;
  syncedAt?: string;
  /** The provider's id for the contact (or SendGrid's import job id while queued). */
  providerId?: string;
  /** The provider's message when failed or being retried. */
  message?: string;
  /**
   * What the record asks of the provider (absent: create or update the contact). A privacy request turns a lead's
   * records into 'erase' (delete the provider's copy) or 'unsubscribe' (marketing consent withdrawn): pending until
   * the provider did it, synced when it did (syncedAt), failed when it keeps refusing (staff resolve it).
   */
  operation?: ProviderOperation;
  /**
   * The contact's address, kept on a pending erasure only for a provider that finds contacts by address alone
   * (SendGrid); removed once the provider has deleted its copy.
   */
  contactEmail?: string;
};

/** What a privacy request asks each provider holding a person's copy to do. */
export const PROVIDER_OPERATIONS = ['erase', 'unsubscribe'] as const;
export type ProviderOperation = (typeof PROVIDER_OPERATIONS)[number];

/**
 * POST /api/leads/{leadId}/sync/{integrationId} (also the Resync action): one attempt now.
 * success is true when the lead is synced or queued at the provider; otherwise error says why (the provider's words),
 * and the record stays pending (retried by the drain) after a 429/5xx, or failed after a refusal.
 * Unknown lead or integration: 404. Inactive integration: 409.
 */
export type LeadSyncResult = { success: boolean; error?: string; sync: LeadSyncRecord };

/** POST /api/leads/bulk-sync body. 1 to BULK_SYNC_MAX ids. */
export type BulkSyncInput = { leadIds: string[]; integrationId: string };

/**
 * POST /api/leads/bulk-sync answer. Every lead gets a pending sync record at once; the request then sends as many as
 * it can within its time budget under the provider's rate limit. syncedCount counts the leads synced (or queued) by
 * the time it answers; the rest stay pending and the background drain delivers them at the provider's pace.
 */
export type BulkSyncResult = { syncedCount: number; total: number; pendingCount: number; failedCount: number };
