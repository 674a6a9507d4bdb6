import { KMSClient } from '@aws-sdk/client-kms';

/**
 * The one KMS client, created at module load (envelope encryption of the integrations' API keys). Locally no KMS
 * call is made: the local stack configures a local key instead (see lib/secret-box.ts).
 */
export const kmsClient = new KMSClient({});
