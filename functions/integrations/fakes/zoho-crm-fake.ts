/**
 * A local Zoho CRM for tests and the local stack: both the accounts server (POST /oauth/v2/token, form-encoded
 * refresh_token, client_id, client_secret, grant_type=refresh_token; answers access_token, api_domain = this server,
 * expires_in 3600; at most 10 tokens per refresh token in 10 minutes) and the CRM (Authorization: Zoho-oauthtoken;
 * GET /crm/v8/Leads; GET /crm/v8/Leads/search?email= (204 when none); POST /crm/v8/Leads/upsert with
 * duplicate_check_fields ["Email"], Last_Name required).
 */
import { randomUUID } from 'node:crypto';
import { sendsJson, startFake, type FakeProvider } from './fake-server.ts';

export type ZohoFake = FakeProvider & {
  accountsBase: string;
  leads: Map<string, { id: string; fields: Record<string, unknown> }>;
  tokensMinted: number;
};

const recordError = (status: number, code: string, message: string, apiName?: string) => ({
  status,
  body: { data: [{ code, details: apiName ? { api_name: apiName } : {}, message, status: 'error' }] },
});

export async function startZohoFake(options: { refreshToken: string; clientId: string; clientSecret: string }): Promise<ZohoFake> {
  const leads: ZohoFake['leads'] = new Map();
  const tokens = new Set<string>();
  const minted: number[] = [];
  const state = { tokensMinted: 0 };
  const fake = await startFake({
    isExempt: (request) => request.path === '/oauth/v2/token' || request.method === 'GET',
    notFound: () => ({ status: 404, body: { code: 'INVALID_URL_PATTERN', details: {}, message: 'Please check if the URL trying to access is a correct one', status: 'error' } }),
    route(request) {
      if (request.method === 'POST' && request.path === '/oauth/v2/token') {
        const form = new URLSearchParams(request.rawBody);
        if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded') || form.get('grant_type') !== 'refresh_token')
          return { status: 200, body: { error: 'unsupported_grant_type' } };
        if (form.get('refresh_token') !== options.refreshToken || form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret)
          return { status: 200, body: { error: 'invalid_code' } };
        const now = Date.now();
        while (minted.length && minted[0]! < now - 10 * 60_000) minted.shift();
        if (minted.length >= 10)
          return { status: 400, body: { error_description: 'You have made too many requests continuously. Please try again after some time.', error: 'Access Denied', status: 'failure' } };
        minted.push(now);
        state.tokensMinted++;
        const token = `1000.${randomUUID().replace(/-/g, '')}`;
        tokens.add(token);
        return { status: 200, body: { access_token: token, api_domain: fake.origin, token_type: 'Bearer', expires_in: 3600 } };
      }
      const [scheme, token] = String(request.headers.authorization ?? '').split(' ');
      if (scheme !== 'Zoho-oauthtoken' || !token || !tokens.has(token))
        return { status: 401, body: { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' } };
      if (request.method === 'GET' && request.path === '/crm/v8/Leads') {
        if (!request.query.get('fields')) return { status: 400, body: { code: 'REQUIRED_PARAM_MISSING', details: { param_name: 'fields' }, message: 'One of the expected parameter is missing', status: 'error' } };
        if (leads.size === 0) return { status: 204 };
        const [first] = leads.values();
        return { status: 200, body: { data: [{ id: first!.id, Last_Name: first!.fields.Last_Name }], info: { per_page: 1, count: 1, more_records: leads.size > 1 } } };
      }
      if (request.method === 'GET' && request.path === '/crm/v8/Leads/search') {
        const email = request.query.get('email');
        if (!email) return { status: 400, body: { code: 'REQUIRED_PARAM_MISSING', details: { param_name: 'criteria' }, message: 'One of the expected parameter is missing', status: 'error' } };
        const found = leads.get(email.toLowerCase());
        if (!found) return { status: 204 };
        return { status: 200, body: { data: [{ id: found.id, ...found.fields }], info: { per_page: 200, count: 1, more_records: false } } };
      }
      if (request.method === 'DELETE' && request.path === '/crm/v8/Leads') {
        const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
        if (!ids.length) return { status: 400, body: { code: 'REQUIRED_PARAM_MISSING', details: { param_name: 'ids' }, message: 'One of the expected parameter is missing', status: 'error' } };
        return {
          status: 200,
          body: {
            data: ids.map((id) => {
              const found = [...leads.entries()].find(([, lead]) => lead.id === id);
              if (found) leads.delete(found[0]);
              return found
                ? { code: 'SUCCESS', details: { id }, message: 'record deleted', status: 'success' }
                : { code: 'INVALID_DATA', details: { id }, message: 'the related id given seems to be invalid', status: 'error' };
            }),
          },
        };
      }
      if (request.method === 'PUT' && request.path === '/crm/v8/Leads') {
        const body = request.body as { data?: Record<string, unknown>[] };
        const record = body.data?.[0];
        if (!sendsJson(request) || !record || typeof record.id !== 'string') return { status: 400, body: { code: 'INVALID_DATA', details: {}, message: 'invalid data', status: 'error' } };
        const found = [...leads.values()].find((lead) => lead.id === record.id);
        if (!found) return { status: 200, body: { data: [{ code: 'INVALID_DATA', details: { id: record.id }, message: 'the related id given seems to be invalid', status: 'error' }] } };
        const { id: _id, ...fields } = record;
        Object.assign(found.fields, fields);
        return { status: 200, body: { data: [{ code: 'SUCCESS', details: { id: found.id, Modified_Time: new Date().toISOString() }, message: 'record updated', status: 'success' }] } };
      }
      if (request.method === 'POST' && request.path === '/crm/v8/Leads/upsert') {
        if (!sendsJson(request)) return { status: 400, body: { code: 'INVALID_DATA', details: {}, message: 'body is not JSON', status: 'error' } };
        const body = request.body as { data?: Record<string, unknown>[]; duplicate_check_fields?: unknown };
        if (JSON.stringify(body.duplicate_check_fields) !== JSON.stringify(['Email']))
          return { status: 400, body: { code: 'INVALID_DATA', details: { api_name: 'duplicate_check_fields' }, message: 'invalid data', status: 'error' } };
        const record = body.data?.[0];
        if (!record || body.data!.length !== 1) return { status: 400, body: { code: 'INVALID_DATA', details: {}, message: 'invalid data', status: 'error' } };
        if (typeof record.Last_Name !== 'string' || !record.Last_Name) return recordError(400, 'MANDATORY_NOT_FOUND', 'required field not found', 'Last_Name');
        const email = String(record.Email ?? '').toLowerCase();
        const existing = leads.get(email);
        const lead = { id: existing?.id ?? String(Math.floor(Math.random() * 1e18)), fields: { ...existing?.fields, ...record } };
        leads.set(email, lead);
        return {
          status: existing ? 200 : 201,
          body: {
            data: [
              {
                code: 'SUCCESS',
                duplicate_field: existing ? 'Email' : null,
                action: existing ? 'update' : 'insert',
                details: { id: lead.id, Modified_Time: new Date().toISOString() },
                message: existing ? 'record updated' : 'record added',
                status: 'success',
              },
            ],
          },
        };
      }
      return undefined;
    },
  });
  Object.defineProperty(fake, 'tokensMinted', { get: () => state.tokensMinted });
  return Object.assign(fake, { accountsBase: fake.origin, leads }) as ZohoFake;
}
