import type { IntegrationProvider, IntegrationSettings } from '#shared/admin/integrations-contract.ts';
import type { Lead } from '../../data/leads.ts';
import type { MarketingConsent } from '../field-mapping.ts';

/** An integration with its secrets decrypted: exists only inside the function that calls the provider. */
export type ProviderConfig = {
  id: string;
  provider: IntegrationProvider;
  apiKey: string;
  apiSecret?: string;
  endpoint?: string;
  listId?: string;
  settings: IntegrationSettings;
  /** Shared cache of minted access tokens (Zoho CRM); without it, tokens are cached in this process only. */
  tokenStore?: TokenStore;
};

/** An OAuth access token a provider minted (Zoho CRM), with where to call and until when. */
export type ProviderToken = { accessToken: string; apiDomain: string; expiresAt: number };

/** Where minted tokens are kept so every function shares them (a refresh token may mint only so many). */
export type TokenStore = { read(): Promise<ProviderToken | undefined>; write(token: ProviderToken): Promise<void> };

/**
 * The provider's copy of one contact a privacy request acts on: the provider's id for it, and the address, which
 * SendGrid alone needs to find a contact (its sync keeps the import job's id).
 */
export type ProviderCopy = { providerId: string; email?: string };

/** A copy the provider no longer has (404) is as good as deleted: the request is done, not failed. */
export async function goneIsDone(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
}

export type UpsertOutcome = { state: 'synced' | 'queued'; providerId: string };

/** One provider's client: every method throws ProviderError with the provider's own words when it fails. */
export type ProviderClient = {
  /** A real, harmless, authenticated call; answers a short success message. */
  test(config: ProviderConfig, now: Date): Promise<string>;
  /**
   * Creates or updates the lead's contact (never a duplicate). `consent` (default: the lead's own opt-in, unconfirmed)
   * sets the marketing status of a new contact only; an existing contact's status is never changed.
   */
  upsert(config: ProviderConfig, lead: Lead, now: Date, consent?: MarketingConsent): Promise<UpsertOutcome>;
  /**
   * Deletes the provider's copy of a contact for an erasure request, through the provider's documented delete (a copy
   * the provider no longer has counts as deleted).
   */
  erase(config: ProviderConfig, copy: ProviderCopy, now: Date): Promise<void>;
  /** Unsubscribes the contact from marketing e-mail (consent withdrawn); the contact stays. */
  unsubscribe(config: ProviderConfig, copy: ProviderCopy, now: Date): Promise<void>;
  /** For a 'queued' upsert: whether the provider has finished (SendGrid imports). */
  checkQueued?(config: ProviderConfig, providerId: string, lead: Lead, now: Date): Promise<UpsertOutcome>;
};
