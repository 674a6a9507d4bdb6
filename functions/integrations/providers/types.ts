import type { IntegrationProvider, IntegrationSettings } from '#shared/admin/integrations-contract.ts';
import type { Lead } from '../../data/leads.ts';

/** An integration with its secrets decrypted: exists only inside the function that calls the provider. */
export type ProviderConfig = {
  id: string;
  provider: IntegrationProvider;
  apiKey: string;
  apiSecret?: string;
  endpoint?: string;
  listId?: string;
  settings: IntegrationSettings;
};

export type UpsertOutcome = { state: 'synced' | 'queued'; providerId: string };

/** One provider's client: every method throws ProviderError with the provider's own words when it fails. */
export type ProviderClient = {
  /** A real, harmless, authenticated call; answers a short success message. */
  test(config: ProviderConfig, now: Date): Promise<string>;
  /** Creates or updates the lead's contact (never a duplicate). */
  upsert(config: ProviderConfig, lead: Lead, now: Date): Promise<UpsertOutcome>;
  /** For a 'queued' upsert: whether the provider has finished (SendGrid imports). */
  checkQueued?(config: ProviderConfig, providerId: string, lead: Lead, now: Date): Promise<UpsertOutcome>;
};
