/**
 * MailerLite (connect API, https://connect.mailerlite.com/api): Bearer token, JSON; POST /subscribers creates or
 * updates a subscriber by e-mail (optionally into groups); GET /groups?limit=1 tests the token. About 120 requests a
 * minute, then 429 with Retry-After (ProviderError carries it).
 */
import { INTEGRATION_MESSAGES, PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import { mapLead } from '../field-mapping.ts';
import { baseOf, callProvider } from '../provider-http.ts';
import type { ProviderClient, ProviderConfig } from './types.ts';

const base = (config: ProviderConfig) => baseOf(config.endpoint ?? PROVIDER_PROFILES.mailerlite.defaultEndpoint);
const auth = (config: ProviderConfig) => ({ Authorization: `Bearer ${config.apiKey}` });

export const mailerlite: ProviderClient = {
  async test(config, now) {
    await callProvider({ method: 'GET', url: `${base(config)}/groups?limit=1`, headers: auth(config), now });
    return INTEGRATION_MESSAGES.connected;
  },
  async upsert(config, lead, now) {
    const answer = await callProvider<{ data: { id: string } }>({
      method: 'POST',
      url: `${base(config)}/subscribers`,
      headers: auth(config),
      body: {
        email: lead.email,
        fields: mapLead('mailerlite', lead),
        ...(config.listId ? { groups: [config.listId] } : {}),
        status: lead.marketingOptIn === true ? 'active' : 'unsubscribed',
      },
      now,
    });
    return { state: 'synced', providerId: String(answer.body.data.id) };
  },
};
