/**
 * Auth stack: the Cognito user pool for staff, who log in to /admin. No self sign-up (an operator creates staff
 * accounts), a strong password policy, the 'admin' group the API's session check requires, and one app client for
 * the login route's USER_PASSWORD_AUTH without a secret (the login handler calls InitiateAuth with no SECRET_HASH).
 * Token validities come from functions/auth/session-config.ts, which also sets the session and refresh cookies' lifetimes;
 * token revocation is on, so logout's RevokeToken ends the refresh token. The password policy is shared/auth's.
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
      mfa: Mfa.OFF,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'The spec defines the admin login as username and password only, and the login UI has no second-factor step. ' +
        'Threat protection (Plus plan, enforced) blocks compromised credentials and risky sign-ins meanwhile; ' +
        'TOTP MFA is the next step once the login form can answer the SOFTWARE_TOKEN_MFA challenge.',
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
