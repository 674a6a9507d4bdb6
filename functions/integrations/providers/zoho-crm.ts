/**
 * Zoho CRM v8. Access tokens last an hour and are minted from the stored refresh token, client id and secret at the
 * account's own accounts server (the integration's endpoint; each data centre is its own host), which also answers
 * the api_domain the CRM calls go to. A refresh token may mint only 10 access tokens in 10 minutes, so the token is
 * cached until shortly before it expires (in this process, and sealed on the integration so every function shares
 * it), and minted again once after INVALID_TOKEN.
 * Leads are upserted with POST {api_domain}/crm/v8/Leads/upsert and duplicate_check_fields ["Email"]; Last_Name is
 * required (the mapping always fills it). GET /crm/v8/Leads?fields=Last_Name&per_page=1 tests the connection.
 *
 * The accounts server must be one of Zoho's (ZOHO_DATA_CENTRES) and the api_domain it names a Zoho API host
 * (https://www.zohoapis.<dc>): the access token is never sent anywhere else. Email_Opt_Out (from the visitor's
 * consent, MARKETING_STATUS) is set only on a new lead: GET /crm/v8/Leads/search?email= looks the address up first, so
 * a form never changes an existing lead's opt-out.
 */
import { createHash } from 'node:crypto';
import { INTEGRATION_MESSAGES, isZohoApiDomain, PROVIDER_PROFILES } from '#shared/admin/integration-rules.ts';
import { MARKETING_STATUS, mapLead, marketingConsentOf } from '../field-mapping.ts';
import { baseOf, callProvider, integrationTestHosts, ProviderError, providerBase, providerMessage, type ProviderRequest } from '../provider-http.ts';
import { goneIsDone, type ProviderClient, type ProviderConfig, type ProviderToken } from './types.ts';

type Token = ProviderToken;

/** Minted tokens, reused until a minute before they expire. */
const tokens = new Map<string, Token>();
const EXPIRY_MARGIN_MS = 60_000;

const cacheKey = (config: ProviderConfig) =>
  createHash('sha256').update(`${config.id}\n${config.endpoint ?? ''}\n${config.apiKey}\n${config.settings.clientId ?? ''}`).digest('hex');

/** Forgets every cached token (tests). */
export function clearZohoTokens(): void {
  tokens.clear();
}

async function accessToken(config: ProviderConfig, now: Date): Promise<Token> {
  const key = cacheKey(config);
  const fresh = (token: Token | undefined): token is Token => Boolean(token && token.expiresAt - EXPIRY_MARGIN_MS > now.getTime());
  const cached = tokens.get(key);
  if (fresh(cached)) return cached;
  // Another function (the drain, a test, a resync) may have minted one already: share it rather than mint again.
  const shared = await config.tokenStore?.read();
  if (fresh(shared) && isZohoApiDomain(shared.apiDomain, { testHosts: integrationTestHosts() })) {
    tokens.set(key, shared);
    return shared;
  }
  const accounts = providerBase('zoho_crm', config.endpoint, PROVIDER_PROFILES.zoho_crm.defaultEndpoint);
  const request: ProviderRequest = {
    method: 'POST',
    url: `${accounts}/oauth/v2/token`,
    headers: {},
    form: {
      refresh_token: config.apiKey,
      client_id: config.settings.clientId ?? '',
      client_secret: config.apiSecret ?? '',
      grant_type: 'refresh_token',
    },
    now,
  };
  const answer = await callProvider<{ access_token?: string; api_domain?: string; expires_in?: number; error?: string }>(request);
  // Zoho answers 200 with { error: 'invalid_code' } for a bad refresh token or client.
  if (!answer.body.access_token || !answer.body.api_domain)
    throw new ProviderError(providerMessage(answer.body.error, 'Zoho did not issue an access token', request), 401, false);
  // The token goes only to a Zoho API host, whatever the answer names.
  if (!isZohoApiDomain(answer.body.api_domain, { testHosts: integrationTestHosts() }))
    throw new ProviderError(INTEGRATION_MESSAGES.zohoApiDomainRefused, undefined, false);
  const token = {
    accessToken: answer.body.access_token,
    apiDomain: baseOf(answer.body.api_domain),
    expiresAt: now.getTime() + (answer.body.expires_in ?? 3600) * 1000,
  };
  tokens.set(key, token);
  await config.tokenStore?.write(token);
  return token;
}

/** Calls the CRM with a cached token; after INVALID_TOKEN, mints one new token and tries once more. */
async function withToken<T>(config: ProviderConfig, now: Date, call: (token: Token) => Promise<T>): Promise<T> {
  try {
    return await call(await accessToken(config, now));
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status !== 401) throw error;
    tokens.delete(cacheKey(config));
    return call(await accessToken(config, now));
  }
}

const auth = (token: Token) => ({ Authorization: `Zoho-oauthtoken ${token.accessToken}` });

/** Zoho's per-record answer of a write (upsert, update, delete): SUCCESS, else its code and message. */
function recordOutcome(answer: UpsertAnswer | undefined): string {
  const record = answer?.data?.[0];
  if (!record || record.status !== 'success' || !record.details.id)
    throw new ProviderError(record ? `${record.code}: ${record.message}${record.details.api_name ? ` (${record.details.api_name})` : ''}` : 'Zoho answered no record', 400, false);
  return record.details.id;
}

type UpsertAnswer = { data: { code: string; status: 'success' | 'error'; message: string; details: { id?: string; api_name?: string } }[] };

export const zohoCrm: ProviderClient = {
  async test(config, now) {
    await withToken(config, now, (token) =>
      callProvider({ method: 'GET', url: `${token.apiDomain}/crm/v8/Leads?fields=Last_Name&per_page=1`, headers: auth(token), now }),
    );
    return INTEGRATION_MESSAGES.connected;
  },
  async upsert(config, lead, now, consent = marketingConsentOf(lead)) {
    const answer = await withToken(config, now, async (token) => {
      // 204 (no body) when Zoho has no lead with this address.
      const found = await callProvider<{ data?: unknown[] } | undefined>({
        method: 'GET',
        url: `${token.apiDomain}/crm/v8/Leads/search?email=${encodeURIComponent(lead.email)}`,
        headers: auth(token),
        now,
      });
      const isNew = !found.body?.data?.length;
      return callProvider<UpsertAnswer>({
        method: 'POST',
        url: `${token.apiDomain}/crm/v8/Leads/upsert`,
        headers: auth(token),
        body: {
          data: [{ ...mapLead('zoho_crm', lead), ...(isNew ? { Email_Opt_Out: MARKETING_STATUS.zoho_crm[consent] } : {}) }],
          duplicate_check_fields: ['Email'],
        },
        now,
      });
    });
    return { state: 'synced', providerId: recordOutcome(answer.body) };
  },
  // DELETE /crm/v8/Leads?ids=: the record goes to Zoho's recycle bin, which Zoho empties after 60 days.
  async erase(config, copy, now) {
    await goneIsDone(async () => {
      const answer = await withToken(config, now, (token) =>
        callProvider<UpsertAnswer>({ method: 'DELETE', url: `${token.apiDomain}/crm/v8/Leads?ids=${encodeURIComponent(copy.providerId)}`, headers: auth(token), now }),
      );
      // A record Zoho no longer has answers INVALID_DATA for its id: already deleted.
      if (answer.body?.data?.[0]?.code === 'INVALID_DATA' && answer.body.data[0].details.id === copy.providerId) return;
      recordOutcome(answer.body);
    });
  },
  // PUT /crm/v8/Leads with the record's id and Email_Opt_Out: the lead stays, marketing e-mail stops.
  async unsubscribe(config, copy, now) {
    const answer = await withToken(config, now, (token) =>
      callProvider<UpsertAnswer>({ method: 'PUT', url: `${token.apiDomain}/crm/v8/Leads`, headers: auth(token), body: { data: [{ id: copy.providerId, Email_Opt_Out: true }] }, now }),
    );
    recordOutcome(answer.body);
  },
};
