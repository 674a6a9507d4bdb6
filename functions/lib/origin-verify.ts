/**
 * Which of our CloudFront distributions a request came through: each adds its own secret origin header value to every
 * request it forwards to the API (an origin custom header whose value is a Secrets Manager secret), the public site's
 * one and the back office's one; a caller of the API's execute-api address directly can know neither. The handler
 * stack tells the two apart by that secret alone, never by a Host header (which a caller chooses). Deployed, a request
 * with neither is refused (403) before any other work (`originSecretRequired`); locally, where the local server adds
 * its listener's secret to everything it forwards, a request without one is served but never believed about the
 * viewer's address and country (CloudFront-Viewer-* headers), which anyone can otherwise send.
 *
 * Deployed, the secrets are read from Secrets Manager (ORIGIN_VERIFY_SECRET_ARN, ADMIN_ORIGIN_VERIFY_SECRET_ARN) and
 * cached for a few minutes; a mismatch reads them again at most once a minute, so a rotation is picked up without a
 * deploy (CloudFront gets the new value with the next deploy of the web stack; until then the cached previous value
 * is still accepted). Locally and in tests, ORIGIN_VERIFY_SECRET and ADMIN_ORIGIN_VERIFY_SECRET hold the values
 * directly. With neither, no request is trusted.
 */
import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from './clients/secrets-manager.ts';
import type { Distribution } from '../routes.ts';

/** The origin custom header CloudFront adds (lower case, as the handler stack normalises headers). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Where each distribution's secret is configured: its value (local, tests) or its Secrets Manager ARN (deployed). */
export const ORIGIN_SECRET_VARIABLES: Readonly<Record<Distribution, { value: string; arn: string }>> = {
  public: { value: 'ORIGIN_VERIFY_SECRET', arn: 'ORIGIN_VERIFY_SECRET_ARN' },
  admin: { value: 'ADMIN_ORIGIN_VERIFY_SECRET', arn: 'ADMIN_ORIGIN_VERIFY_SECRET_ARN' },
};

const CACHE_MS = 5 * 60_000;
const REFRESH_MS = 60_000;
const known = new Map<string, { values: string[]; readAt: number }>();

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

async function acceptedValues(distribution: Distribution, env: NodeJS.ProcessEnv, forceRefresh: boolean): Promise<string[]> {
  const variables = ORIGIN_SECRET_VARIABLES[distribution];
  const value = env[variables.value];
  if (value) return [value];
  const arn = env[variables.arn];
  if (!arn) return [];
  const cached = known.get(arn);
  const age = cached ? Date.now() - cached.readAt : Infinity;
  if (cached && age < CACHE_MS && !(forceRefresh && age >= REFRESH_MS)) return cached.values;
  const values = (await Promise.all([readSecret(arn, 'AWSCURRENT'), readSecret(arn, 'AWSPREVIOUS')])).filter(
    (read): read is string => read !== undefined,
  );
  known.set(arn, { values, readAt: Date.now() });
  return values;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * True where a request without an origin secret must be refused outright: deployed, that is with a secret in Secrets
 * Manager (set by the API stack on every function) or running on Lambda at all (AWS_LAMBDA_FUNCTION_NAME), so a
 * function deployed without the secrets refuses everything instead of serving the execute-api address. False locally
 * and in tests (ORIGIN_VERIFY_SECRET, the local stand-in's value).
 */
export function originSecretRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.ORIGIN_VERIFY_SECRET) return false;
  return Boolean(env.ORIGIN_VERIFY_SECRET_ARN || env.ADMIN_ORIGIN_VERIFY_SECRET_ARN || env.AWS_LAMBDA_FUNCTION_NAME);
}

/** The answer to a request that reached the API without coming through the site (403, the API's JSON error shape). */
export const ORIGIN_REQUIRED_MESSAGE = 'This API answers only requests made through the website.';

/** The distribution whose secret the request carries, or undefined when it carries neither (it skipped CloudFront). */
export async function distributionOf(
  headers: Record<string, string | undefined>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Distribution | undefined> {
  const sent = headers[ORIGIN_VERIFY_HEADER];
  if (!sent) return undefined;
  const distributions = Object.keys(ORIGIN_SECRET_VARIABLES) as Distribution[];
  for (const forceRefresh of [false, true]) {
    for (const distribution of distributions) {
      if ((await acceptedValues(distribution, env, forceRefresh)).some((value) => sameText(value, sent))) return distribution;
    }
  }
  return undefined;
}
