import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { ADMIN_GROUP, SESSION_COOKIE } from '../auth/session-config.ts';
import type { StaffRequest } from './staff-session.ts';

/** The member of staff unit tests act as. */
export const UNIT_STAFF = { username: 'unit-staff', email: 'unit-staff@example.com' };

/**
 * For handler unit tests (no Cognito): a user pool of this test file whose signing key is served to the handler
 * stack's token check by a stand-in fetch, and a signed-in member of staff's cookies and CSRF header, so admin routes
 * are called through the real session check as the browser would call them.
 */
export async function unitStaffSession(): Promise<StaffRequest> {
  const poolId = `unit_${randomUUID().slice(0, 8)}`;
  const base = 'http://cognito.unit.test';
  Object.assign(process.env, { USER_POOL_ID: poolId, USER_POOL_CLIENT_ID: 'unit-client', AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: base });
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'unit-key', alg: 'RS256', use: 'sig' };
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === `${base}/${poolId}/.well-known/jwks.json`
      ? new Response(JSON.stringify({ keys: [jwk] }), { headers: { 'content-type': 'application/json' } })
      : realFetch(input, init)) as typeof fetch;
  const token = await new SignJWT({
    token_use: 'id',
    'cognito:groups': [ADMIN_GROUP],
    'cognito:username': UNIT_STAFF.username,
    email: UNIT_STAFF.email,
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(`${base}/${poolId}`)
    .setAudience('unit-client')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  const csrf = randomUUID();
  return { cookies: [`${SESSION_COOKIE}=${token}`, `${CSRF_COOKIE}=${csrf}`], headers: { [CSRF_HEADER]: csrf } };
}
