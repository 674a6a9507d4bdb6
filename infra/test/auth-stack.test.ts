import { Match } from 'aws-cdk-lib/assertions';
import { ADMIN_GROUP } from '#functions/auth/session-config.ts';
import { synthesizeApp } from './app-under-test.ts';

const { templates } = synthesizeApp();

describe('the staff user pool', () => {
  it('lets no one sign up: only an operator creates staff accounts', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: true }),
    });
  });

  it('requires passwords of at least 12 characters with every character class', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('enforces threat protection and is kept when the stack goes', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      DeletionProtection: 'ACTIVE',
    });
    templates.auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('offers time-based one-time codes from an authenticator app as the second factor (optional at the pool, required by the app), and no SMS', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    const [pool] = Object.values(templates.auth.findResources('AWS::Cognito::UserPool')) as { Properties: Record<string, unknown> }[];
    expect(pool!.Properties.SmsConfiguration).toBeUndefined();
  });

  it('has the admin group the session check requires', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
  });

  it('has a login client for USER_PASSWORD_AUTH without a secret', () => {
    templates.auth.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: 60,
    });
  });

  it('lets a refresh token renew the session for a day and be revoked at logout', () => {
    // The refresh cookie's Max-Age is 86400 s: the same day.
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      RefreshTokenValidity: 1440,
      TokenValidityUnits: Match.objectLike({ RefreshToken: 'minutes' }),
      EnableTokenRevocation: true,
    });
  });
});
