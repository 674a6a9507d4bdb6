/**
 * Mailchimp Marketing API: the data centre is the key's suffix (https://<dc>.api.mailchimp.com/3.0); HTTP Basic with
 * any user name and the key as password; PUT /lists/{list_id}/members/{md5 of the lower-cased e-mail} with
 * status_if_new adds or updates (never duplicates) and sets the status of a new member only (a form's opt-in is
 * 'pending': Mailchimp sends its own confirmation e-mail); GET /ping tests the key. At most 10 connections per key: the
 * drain sends one request at a time per integration.
 */
import { createHash } from 'node:crypto';
import { INTEGRATION_MESSAGES, mailchimpDataCentre } from '#shared/admin/integration-rules.ts';
import { MARKETING_STATUS, mapLead, marketingConsentOf } from '../field-mapping.ts';
import { callProvider, ProviderError, providerBase } from '../provider-http.ts';
import { goneIsDone, type ProviderClient, type ProviderConfig } from './types.ts';

/** Mailchimp's member id: the MD5 hash of the lower-cased e-mail address. */
export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

function base(config: ProviderConfig): string {
  if (config.endpoint) return providerBase('mailchimp', config.endpoint, config.endpoint);
  const dc = mailchimpDataCentre(config.apiKey);
  if (!dc) throw new ProviderError(INTEGRATION_MESSAGES.mailchimpKeyFormat, undefined, false);
  return `https://${dc}.api.mailchimp.com/3.0`;
}
function memberUrl(config: ProviderConfig, hash: string): string {
  if (!config.listId) throw new ProviderError('No audience (list) ID is set for this integration', undefined, false);
  return `${base(config)}/lists/${encodeURIComponent(config.listId)}/members/${encodeURIComponent(hash)}`;
}
const auth = (config: ProviderConfig) => ({ Authorization: `Basic ${Buffer.from(`anystring:${config.apiKey}`).toString('base64')}` });

export const mailchimp: ProviderClient = {
  async test(config, now) {
    const answer = await callProvider<{ health_status?: string }>({ method: 'GET', url: `${base(config)}/ping`, headers: auth(config), now });
    return answer.body?.health_status ?? INTEGRATION_MESSAGES.connected;
  },
  async upsert(config, lead, now, consent = marketingConsentOf(lead)) {
    if (!config.listId) throw new ProviderError('No audience (list) ID is set for this integration', undefined, false);
    const hash = subscriberHash(lead.email);
    const answer = await callProvider<{ id: string }>({
      method: 'PUT',
      url: `${base(config)}/lists/${encodeURIComponent(config.listId)}/members/${hash}`,
      headers: auth(config),
      body: {
        email_address: lead.email,
        // Never `status`: an existing member keeps theirs (a form must not unsubscribe, or subscribe, anyone).
        status_if_new: MARKETING_STATUS.mailchimp[consent],
        merge_fields: mapLead('mailchimp', lead),
      },
      now,
    });
    return { state: 'synced', providerId: String(answer.body?.id ?? hash) };
  },
  // POST .../members/{hash}/actions/delete-permanent: erases the member and its history; Mailchimp will not let the
  // address be re-imported, only re-subscribed by the person themself.
  async erase(config, copy, now) {
    await goneIsDone(() => callProvider({ method: 'POST', url: `${memberUrl(config, copy.providerId)}/actions/delete-permanent`, headers: auth(config), now }));
  },
  // PATCH the member's `status`: the one way a status changes; a later sync sends only status_if_new.
  async unsubscribe(config, copy, now) {
    await goneIsDone(() => callProvider({ method: 'PATCH', url: memberUrl(config, copy.providerId), headers: auth(config), body: { status: 'unsubscribed' }, now }));
  },
};
