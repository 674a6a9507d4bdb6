import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { freePort } from '#infra/local/free-port.ts';

/**
 * A stand-in for the user pool's token signing, for unit tests: serves a JWKS on loopback where the session check
 * looks for it (the Cognito endpoint variable plus the pool id) and signs ID tokens with the matching key, so
 * handlers can be tested with real, verifiable session cookies while Cognito itself is mocked.
 */
export async function startTokenIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const port = await freePort();
  const userPoolId = 'local_unitpool';
  const server: Server = createServer((request, response) => {
    if (request.url !== `/${userPoolId}/.well-known/jwks.json`) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoint,
    USER_POOL_ID: userPoolId,
    USER_POOL_CLIENT_ID: 'unit-client',
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: 'unit-table',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'SILENT',
  });
  return {
    /** A signed ID token as Cognito issues it: admin group by default, one hour, a fresh jti. */
    idToken: (claims: { username?: string; email?: string; groups?: string[]; jti?: string; expiresInSeconds?: number } = {}) =>
      signIdToken(privateKey, kid, `${endpoint}/${userPoolId}`, claims),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function signIdToken(
  key: CryptoKey,
  kid: string,
  issuer: string,
  claims: { username?: string; email?: string; groups?: string[]; jti?: string; expiresInSeconds?: number },
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_use: 'id',
    'cognito:username': claims.username ?? 'amira',
    'cognito:groups': claims.groups ?? ['admin'],
    email: claims.email ?? 'amira@example.com',
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(issuer)
    .setAudience('unit-client')
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
    .sign(key);
}
