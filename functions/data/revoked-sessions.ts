/**
 * Revoked sessions: an ID token stays cryptographically valid until it expires, so logout writes a revocation record
 * for it, and the session guard refuses a token that has one. The record expires (TTL) when the token would have.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

const keyOf = (tokenId: string) => ({ pk: `REVOKED#${tokenId}`, sk: 'REVOKED' });

/** Records that the token is logged out until `expiresAt` (epoch seconds) (access pattern: revoke a session). */
export async function revokeSession(tokenId: string, expiresAt: number): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...keyOf(tokenId), kind: 'revoked-session', expiresAt } }),
  );
}

/**
 * Whether the token was logged out (access pattern: check a session, on every admin request). A strongly consistent
 * read, so a request right after logout is refused.
 */
export async function isSessionRevoked(tokenId: string): Promise<boolean> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: keyOf(tokenId), ConsistentRead: true }));
  return Boolean(result?.Item);
}
