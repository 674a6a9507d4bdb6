import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * The one Cognito client, created at module load. The SDK reads AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, which
 * the local stack points at cognito-local.
 */
export const cognitoClient = new CognitoIdentityProviderClient({});
