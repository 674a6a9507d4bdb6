import { SESv2Client } from '@aws-sdk/client-sesv2';

/**
 * The one SES (v2) client, created at module load. The SDK reads AWS_ENDPOINT_URL_SESV2, which the local stack points
 * at its stand-in mailbox.
 */
export const sesClient = new SESv2Client({});
