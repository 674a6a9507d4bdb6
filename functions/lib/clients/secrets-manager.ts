import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The one Secrets Manager client (the origin-verify secret CloudFront sends); created at module load. */
export const secretsManagerClient = new SecretsManagerClient({});
