/**
 * The keyed hash (HMAC-SHA256) the erasure log keeps of an erased person's normalised e-mail address and E.164 phone
 * number: enough to recognise the person again after a restore from backup (scripts/rerun-erasures.ts) and never
 * enough to read who they were. Deployed, the key is a Secrets Manager secret (PRIVACY_HMAC_SECRET_ARN, read once per
 * container); locally and in tests PRIVACY_HMAC_SECRET holds it directly (the local stack keeps it in its data
 * folder, so hashes written before a restart still match after it).
 */
import { createHmac } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { mailboxKey } from '#shared/lead/lead-rules.ts';
import { phoneDigits } from '../data/lead-search.ts';
import { secretsManagerClient } from './clients/secrets-manager.ts';

let cached: Promise<string> | undefined;

async function readKey(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.PRIVACY_HMAC_SECRET) return env.PRIVACY_HMAC_SECRET;
  if (!env.PRIVACY_HMAC_SECRET_ARN) throw new Error('PRIVACY_HMAC_SECRET or PRIVACY_HMAC_SECRET_ARN must be set');
  const answer = await secretsManagerClient.send(new GetSecretValueCommand({ SecretId: env.PRIVACY_HMAC_SECRET_ARN }));
  if (!answer.SecretString) throw new Error('The privacy HMAC secret is empty');
  return answer.SecretString;
}

/** The key, read once (a failed read is tried again on the next call). */
function privacyKey(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  cached ??= readKey(env).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** What is hashed: an address as its mailbox (lower case, no +tag), a number as its E.164 digits. */
export const normalisedIdentifier = {
  email: (email: string) => `email:${mailboxKey(email)}`,
  phone: (e164: string) => `phone:${phoneDigits(e164)}`,
};

/** The HMAC of one identifier (hex). */
export async function identifierHmac(kind: keyof typeof normalisedIdentifier, value: string): Promise<string> {
  return createHmac('sha256', await privacyKey()).update(normalisedIdentifier[kind](value)).digest('hex');
}
