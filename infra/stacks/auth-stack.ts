/**
 * Auth stack: the Cognito user pool for staff, who log in to /admin. No self sign-up (an operator creates staff
 * accounts), a strong password policy, the 'admin' group the API's session check requires, and one app client for
 * the login route's USER_PASSWORD_AUTH without a secret (the login handler calls InitiateAuth with no SECRET_HASH;
 * README "Staff sessions" says why no secret). Token validities come from functions/auth/session-config.ts, which also
 * sets the session and refresh cookies' lifetimes; token revocation is on, so logout's RevokeToken ends the refresh
 * token. The password policy is shared/auth's. Software-token (TOTP) MFA is on and OPTIONAL at the pool: the app
 * requires it of every member of staff (functions/auth/login-steps.ts sets up an authenticator for anyone without one
 * before any session), which a pool set to REQUIRED would do through Cognito's MFA_SETUP challenge instead.
 */
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClient,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ADMIN_GROUP, ID_TOKEN_VALIDITY_SECONDS, REFRESH_TOKEN_VALIDITY_SECONDS } from '#functions/auth/session-config.ts';
import { PASSWORD_POLICY } from '#shared/auth/password-policy.ts';

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.userPool = new UserPool(this, 'StaffPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true, email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      autoVerify: { email: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(3),
        passwordHistorySize: 5,
      },
      // Plus: compromised-credential and risky sign-in detection, enforced (a handful of staff costs cents a month).
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      // Optional here, required by the app (see above); no SMS: codes come from an authenticator app only.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is OPTIONAL at the pool but required by the app: login answers a right password with the ' +
        'SOFTWARE_TOKEN_MFA challenge, or for a member without an authenticator with its set-up step ' +
        '(AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference), and opens no session before a code is ' +
        'confirmed. REQUIRED would move the set-up into the MFA_SETUP challenge, which the local stand-in lacks.',
    });

    new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description: 'Staff who may use the admin dashboard',
    });

    this.userPoolClient = this.userPool.addClient('AdminLoginClient', {
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.seconds(ID_TOKEN_VALIDITY_SECONDS),
      accessTokenValidity: Duration.seconds(ID_TOKEN_VALIDITY_SECONDS),
      refreshTokenValidity: Duration.seconds(REFRESH_TOKEN_VALIDITY_SECONDS),
    });
  }
}
