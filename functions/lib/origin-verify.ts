/**
 * Whether a request came through our CloudFront distribution: CloudFront adds a secret origin header to every request
 * it forwards to the API (an origin custom header whose value is a Secrets Manager secret); a caller of the API's
 * execute-api address directly cannot know it. Deployed, a request without it is refused (403) before any other work
 * (`originSecretRequired`); locally, where the local server adds it to everything it forwards, a request without it
 * is served but never believed about the viewer's address and country (CloudFront-Viewer-* headers), which anyone can
 * otherwise send.
 *
 * Deployed, the secret is read from Secrets Manager (ORIGIN_VERIFY_SECRET_ARN) and cached for a few minutes; a
 * mismatch reads it again at most once a minute, so a rotation is picked up without a deploy (CloudFront gets the new
 * value with the next deploy of the web stack; until then the cached previous value is still accepted). Locally and
 * in tests, ORIGIN_VERIFY_SECRET holds the value directly. With neither, no request is trusted.
 */
import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from './clients/secrets-manager.ts';

/** The origin custom header CloudFront adds (lower case, as the handler stack normalises headers). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const CACHE_MS = 5 * 60_000;
const REFRESH_MS = 60_000;
let known: { values: string[]; readAt: number } | undefined;

async function readSecret(arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | undefined> {
  try {
    const result = await secretsManagerClient.send(new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }));
    return result.SecretString || undefined;
  } catch (error) {
    // A secret never rotated has no AWSPREVIOUS version; the current one must exist.
    if (stage === 'AWSPREVIOUS' && (error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

async function acceptedValues(env: NodeJS.ProcessEnv, forceRefresh: boolean): Promise<string[]> {
  if (env.ORIGIN_VERIFY_SECRET) return [env.ORIGIN_VERIFY_SECRET];
  const arn = env.ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) return [];
  const age = known ? Date.now() - known.readAt : Infinity;
  if (known && age < CACHE_MS && !(forceRefresh && age >= REFRESH_MS)) return known.values;
  const values = (await Promise.all([readSecret(arn, 'AWSCURRENT'), readSecret(arn, 'AWSPREVIOUS')])).filter(
    (value): value is string => value !== undefined,
  );
  known = { values, readAt: Date.now() };
  return values;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * True where a request without the origin secret must be refused outright: deployed, that is with the secret in
 * Secrets Manager (ORIGIN_VERIFY_SECRET_ARN, set by the API stack on every function) or running on Lambda at all
 * (AWS_LAMBDA_FUNCTION_NAME), so a function deployed without the secret refuses everything instead of serving the
 * execute-api address. False locally and in tests (ORIGIN_VERIFY_SECRET, the local stand-in's value).
 */
export function originSecretRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.ORIGIN_VERIFY_SECRET) return false;
  return Boolean(env.ORIGIN_VERIFY_SECRET_ARN || env.AWS_LAMBDA_FUNCTION_NAME);
}

/** The answer to a request that reached the API without coming through the site (403, the API's JSON error shape). */
export const ORIGIN_REQUIRED_MESSAGE = 'This API answers only requests made through the website.';

/** True when the request carries the origin secret: it came through our distribution (or the local stand-in). */
export async function cameThroughDistribution(
  headers: Record<string, string | undefined>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const sent = headers[ORIGIN_VERIFY_HEADER];
  if (!sent) return false;
  const matches = (values: string[]) => values.some((value) => sameText(value, sent));
  if (matches(await acceptedValues(env, false))) return true;
  return matches(await acceptedValues(env, true));
}
