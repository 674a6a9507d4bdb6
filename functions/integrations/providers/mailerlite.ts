/**
 * MailerLite (connect API, https://connect.mailerlite.com/api): Bearer token, JSON; POST /subscribers creates or
 * updates a subscriber by e-mail (optionally into groups); GET /subscribers/{email} finds one (404 when none);
 * GET /groups?limit=1 tests the token. About 120 requests a minute, then 429 with Retry-After (ProviderError carries it).
 *
 * MailerLite has no "status only if new": a status sent for an existing subscriber replaces theirs. So the subscriber
 * is looked up first, and the status (from the visitor's consent, MARKETING_STATUS) is sent only when creating one;
 * an existing subscriber's status is never changed by a sync. Two requests per lead: PROVIDER_PACE_PER_RUN counts them.
 */
import { INTEGRATION_MESSAGES, PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import { MARKETING_STATUS, mapLead, marketingConsentOf } from '../field-mapping.ts';
import { callProvider, ProviderError, providerBase } from '../provider-http.ts';
import { goneIsDone, type ProviderClient, type ProviderConfig } from './types.ts';

const base = (config: ProviderConfig) => providerBase('mailerlite', config.endpoint, PROVIDER_PROFILES.mailerlite.defaultEndpoint);
const auth = (config: ProviderConfig) => ({ Authorization: `Bearer ${config.apiKey}` });

/** Whether MailerLite already has this address (404 means no). */
async function exists(config: ProviderConfig, email: string, now: Date): Promise<boolean> {
  try {
    await callProvider({ method: 'GET', url: `${base(config)}/subscribers/${encodeURIComponent(email)}`, headers: auth(config), now });
    return true;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return false;
    throw error;
  }
}

export const mailerlite: ProviderClient = {
  async test(config, now) {
    await callProvider({ method: 'GET', url: `${base(config)}/groups?limit=1`, headers: auth(config), now });
    return INTEGRATION_MESSAGES.connected;
  },
  async upsert(config, lead, now, consent = marketingConsentOf(lead)) {
    const isNew = !(await exists(config, lead.email, now));
    const answer = await callProvider<{ data: { id: string } }>({
      method: 'POST',
      url: `${base(config)}/subscribers`,
      headers: auth(config),
      body: {
        email: lead.email,
        fields: mapLead('mailerlite', lead),
        ...(config.listId ? { groups: [config.listId] } : {}),
        ...(isNew ? { status: MARKETING_STATUS.mailerlite[consent] } : {}),
      },
      now,
    });
    return { state: 'synced', providerId: String(answer.body.data.id) };
  },
  // POST /subscribers/{id}/forget: MailerLite's GDPR erasure (the subscriber and their data, within 30 days).
  async erase(config, copy, now) {
    await goneIsDone(() =>
      callProvider({ method: 'POST', url: `${base(config)}/subscribers/${encodeURIComponent(copy.providerId)}/forget`, headers: auth(config), now }),
    );
  },
  // PUT /subscribers/{id} with a status: the one call that changes an existing subscriber's status.
  async unsubscribe(config, copy, now) {
    await goneIsDone(() =>
      callProvider({ method: 'PUT', url: `${base(config)}/subscribers/${encodeURIComponent(copy.providerId)}`, headers: auth(config), body: { status: 'unsubscribed' }, now }),
    );
  },
};
