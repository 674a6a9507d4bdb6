/**
 * SendGrid Marketing Contacts: PUT /v3/marketing/contacts (optionally into list_ids) answers 202 with a job_id; the
 * contact exists once GET /v3/marketing/contacts/imports/{id} reports 'completed' ('errored' or 'failed' end the
 * sync with SendGrid's reason). Upsert is by e-mail, so a second sync updates. GET /v3/scopes tests the key.
 * 429 answers carry X-RateLimit-Reset (ProviderError carries it).
 *
 * SendGrid keeps no opt-in status and has no double opt-in: the contact is upserted for staff to see, and joins the
 * integration's list only when the visitor confirmed (MARKETING_STATUS), never on a ticked box alone. Unsubscribes
 * live in SendGrid's suppressions, which an upsert does not touch.
 */
import { INTEGRATION_MESSAGES, PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import { MARKETING_STATUS, mapLead, marketingConsentOf } from '../field-mapping.ts';
import { callProvider, ProviderError, providerBase } from '../provider-http.ts';
import { goneIsDone, type ProviderClient, type ProviderConfig } from './types.ts';

const base = (config: ProviderConfig) => providerBase('sendgrid', config.endpoint, PROVIDER_PROFILES.sendgrid.defaultEndpoint);
const auth = (config: ProviderConfig) => ({ Authorization: `Bearer ${config.apiKey}` });

/** The address SendGrid knows the contact by: its sync keeps only the import job's id. */
function emailOf(copy: { email?: string }): string {
  if (!copy.email) throw new ProviderError('SendGrid finds a contact only by its e-mail address, and none was kept for this request', undefined, false);
  return copy.email;
}

type ImportStatus = { id: string; status: 'pending' | 'completed' | 'errored' | 'failed'; results?: { errored_count?: number }; errors_url?: string };

export const sendgrid: ProviderClient = {
  async test(config, now) {
    await callProvider({ method: 'GET', url: `${base(config)}/v3/scopes`, headers: auth(config), now });
    return INTEGRATION_MESSAGES.connected;
  },
  async upsert(config, lead, now, consent = marketingConsentOf(lead)) {
    const intoList = Boolean(config.listId) && MARKETING_STATUS.sendgrid[consent];
    const answer = await callProvider<{ job_id: string }>({
      method: 'PUT',
      url: `${base(config)}/v3/marketing/contacts`,
      headers: auth(config),
      body: { ...(intoList ? { list_ids: [config.listId] } : {}), contacts: [mapLead('sendgrid', lead)] },
      now,
    });
    return { state: 'queued', providerId: String(answer.body.job_id) };
  },
  async checkQueued(config, jobId, _lead, now) {
    const answer = await callProvider<ImportStatus>({
      method: 'GET',
      url: `${base(config)}/v3/marketing/contacts/imports/${encodeURIComponent(jobId)}`,
      headers: auth(config),
      now,
    });
    const status = answer.body.status;
    if (status === 'completed') return { state: 'synced', providerId: jobId };
    if (status === 'errored' || status === 'failed') {
      const count = answer.body.results?.errored_count;
      throw new ProviderError(`SendGrid import ${status}${count ? ` (${count} errored)` : ''}`, undefined, false);
    }
    return { state: 'queued', providerId: jobId };
  },
  // POST /v3/marketing/contacts/search/emails finds the contact's id (404 when SendGrid has none), then
  // DELETE /v3/marketing/contacts?ids= deletes it (202, an asynchronous job).
  async erase(config, copy, now) {
    const email = emailOf(copy);
    await goneIsDone(async () => {
      const found = await callProvider<{ result: Record<string, { contact?: { id: string } }> }>({
        method: 'POST',
        url: `${base(config)}/v3/marketing/contacts/search/emails`,
        headers: auth(config),
        body: { emails: [email] },
        now,
      });
      const ids = Object.values(found.body.result ?? {}).flatMap((entry) => (entry.contact?.id ? [entry.contact.id] : []));
      if (ids.length)
        await callProvider({ method: 'DELETE', url: `${base(config)}/v3/marketing/contacts?ids=${ids.map(encodeURIComponent).join(',')}`, headers: auth(config), now });
    });
  },
  // POST /v3/asm/suppressions/global: SendGrid's unsubscribe from everything, which no upsert undoes.
  async unsubscribe(config, copy, now) {
    await callProvider({ method: 'POST', url: `${base(config)}/v3/asm/suppressions/global`, headers: auth(config), body: { recipient_emails: [emailOf(copy)] }, now });
  },
};
