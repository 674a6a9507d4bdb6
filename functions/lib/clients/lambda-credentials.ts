/**
 * What the Lambda bundles use in place of the AWS SDK's default credential chain (@aws-sdk/credential-provider-node,
 * swapped for this module by an esbuild alias in infra/scripts/lambda-bundling.ts). Lambda always hands a function
 * its role's credentials in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, and the local stack sets
 * the same variables, so the rest of the chain (SSO, STS, ini files, instance metadata, ~130 KB minified) is never
 * reached in a function; leaving it out keeps each bundle within its 250 KB budget and its cold start shorter.
 * Tests and scripts run the source, not the bundles, and keep the full chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The SDK clients call this as they call the default chain's defaultProvider. */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
