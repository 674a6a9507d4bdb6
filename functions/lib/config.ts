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
