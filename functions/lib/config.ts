/**
 * Configuration read from the environment once, failing with a readable list of what is missing. Deployed, CDK sets
 * these on each function; locally, the local stack sets them before loading any handler.
 */
export type FunctionConfig = {
  tableName: string;
  region: string;
};

let cached: FunctionConfig | undefined;

export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const missing: string[] = [];
  const required = (name: string): string => {
    const value = env[name];
    if (!value) missing.push(name);
    return value ?? '';
  };
  const config = { tableName: required('TABLE_NAME'), region: env.AWS_REGION ?? 'eu-west-1' };
  if (missing.length) throw new Error(`Missing configuration: ${missing.join(', ')}`);
  return config;
}

/** The configuration of this process, read on first use. */
export function config(): FunctionConfig {
  cached ??= readConfig();
  return cached;
}

export type CognitoConfig = { userPoolId: string; clientId: string; issuer: string };

/**
 * The staff user pool, for the routes that log in or check a session. The token issuer is Cognito's regional address,
 * or the configured Cognito endpoint (the local stand-in) followed by the pool id: the same shape in both places.
 */
export function cognitoConfig(env: NodeJS.ProcessEnv = process.env): CognitoConfig {
  const missing = ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`Missing configuration: ${missing.join(', ')}`);
  const userPoolId = env.USER_POOL_ID!;
  const base =
    env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? `https://cognito-idp.${env.AWS_REGION ?? 'eu-west-1'}.amazonaws.com`;
  return { userPoolId, clientId: env.USER_POOL_CLIENT_ID!, issuer: `${base.replace(/\/$/, '')}/${userPoolId}` };
}


/** The verified address the API sends e-mail from (SES_SENDER, set by CDK from the sesSender context). */
export function senderAddress(env: NodeJS.ProcessEnv = process.env): string {
  const sender = env.SES_SENDER;
  if (!sender) throw new Error('Missing configuration: SES_SENDER');
  return sender;
}

/**
 * The SES configuration set every send names (SES_CONFIGURATION_SET, set by CDK on every function that sends e-mail):
 * it publishes the send's bounces and complaints to the function that suppresses the address
 * (functions/email-events/record.ts). Absent locally: the stand-in mailbox neither bounces nor knows configuration sets.
 */
export function configurationSetName(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SES_CONFIGURATION_SET || undefined;
}

/** The site's public address for links in e-mails (SITE_URL, set by CDK from siteUrl and by the local stack). */
export function siteAddress(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * The factor every route-table rate limit is multiplied by (RATE_LIMIT_MULTIPLIER, default 1): the local stack, a
 * test run or a load test from one address can raise the limits without a code change. Deployed functions never get
 * the variable. The staff login throttle (functions/auth) is a constant and ignores it.
 */
export function rateLimitMultiplier(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RATE_LIMIT_MULTIPLIER;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`RATE_LIMIT_MULTIPLIER must be a number of at least 1, not "${raw}"`);
  return value;
}
