import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '#functions/auth/session-config.ts';
import { PASSWORD_POLICY } from '#shared/auth/password-policy.ts';
import { LOCAL_ENROL_TARGET } from './cognito-local-patches.ts';
import { childService, freePort, type ChildService } from './free-port.ts';

export type LocalUserPool = { userPoolId: string; clientId: string };
export type LocalCognito = ChildService;

/**
 * Starts cognito-local, the local stand-in for Cognito, with our patches (cognito-local-server.ts). Its data folder is
 * always ./.cognito under its working directory, so the working directory is the stack's data folder and users
 * survive a restart.
 */
export async function startCognito(options: { dataDir: string; port?: number }): Promise<LocalCognito> {
  const port = options.port ?? (await freePort());
  const cwd = resolve(options.dataDir);
  // Staff sign in with a username: cognito-local's built-in pool defaults would demand e-mail addresses.
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  writeFileSync(join(cwd, '.cognito/config.json'), JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }));
  const bin = fileURLToPath(new URL('./cognito-local-server.ts', import.meta.url));
  const child = spawn(process.execPath, [bin], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  return childService(child, `http://127.0.0.1:${port}`);
}

export function localCognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Software-token MFA, optional at the pool as deployed (infra/stacks/auth-stack.ts): the app itself requires it of
 * every member of staff. Applied on every start, so a data folder from before MFA gets it too.
 */
async function applyMfaConfig(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
}

/** The staff user pool, its app client and the admin group: created once, then reused from the data folder. */
export async function ensureUserPool(endpoint: string, dataDir: string): Promise<LocalUserPool> {
  const client = localCognitoClient(endpoint);
  const stateFile = join(dataDir, 'user-pool.json');
  if (existsSync(stateFile)) {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as LocalUserPool;
    let exists = true;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
    } catch {
      // The pool is gone (data folder partly wiped): create a new one.
      exists = false;
    }
    if (exists) {
      await applyMfaConfig(client, saved.userPoolId);
      return saved;
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'staff',
      MfaConfiguration: 'OPTIONAL',
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  await applyMfaConfig(client, userPoolId);
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  const saved = { userPoolId, clientId: appClient.UserPoolClient!.ClientId! };
  writeFileSync(stateFile, JSON.stringify(saved, null, 2));
  return saved;
}

/** A password that meets the pool's policy: 20 characters from every class. */
export function generatePassword(): string {
  const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+-=?@^_'];
  const all = classes.join('');
  const characters = classes.map((set) => set[randomInt(set.length)]!);
  while (characters.length < 20) characters.push(all[randomInt(all.length)]!);
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}

/** A TOTP secret as authenticator apps take it: base32 (RFC 4648, upper case, no padding), at least 80 bits. */
export const TOTP_SECRET_PATTERN = /^[A-Z2-7]{16,}$/;

/**
 * Enrols the account's authenticator with a chosen TOTP secret (verified, preferred), through the local-only operation
 * of our cognito-local patches: Cognito itself never lets anyone choose the secret.
 */
export async function enrolAuthenticator(endpoint: string, pool: Pick<LocalUserPool, 'userPoolId'>, username: string, secret: string): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${LOCAL_ENROL_TARGET}` },
    body: JSON.stringify({ UserPoolId: pool.userPoolId, Username: username, SecretCode: secret }),
  });
  if (!response.ok) throw new Error(`Could not enrol the authenticator of ${username}: ${response.status} ${await response.text()}`);
}

/**
 * Makes sure the admin account exists in the admin group. A given password is always applied; with none, a new
 * account gets a generated one, returned so it can be printed once (it is stored nowhere in the clear). A given
 * `totpSecret` (base32) is enrolled as the account's authenticator on every start, so a script can compute the login
 * codes; without one, the account keeps whatever authenticator it has (`authenticator: 'none'` until its first login
 * sets one up).
 */
export async function ensureAdmin(
  endpoint: string,
  pool: LocalUserPool,
  admin: { username: string; password?: string; email?: string; totpSecret?: string },
): Promise<{ created: boolean; generatedPassword?: string; authenticator: 'secret-given' | 'enrolled' | 'none' }> {
  if (admin.totpSecret !== undefined && !TOTP_SECRET_PATTERN.test(admin.totpSecret)) {
    throw new Error('The admin TOTP secret (ADMIN_TOTP_SECRET) must be base32: at least 16 characters A-Z and 2-7, no padding');
  }
  const client = localCognitoClient(endpoint);
  let exists = true;
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: admin.username }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as Error).name !== 'UserNotFoundException') throw error;
    exists = false;
  }
  const generatedPassword = !exists && !admin.password ? generatePassword() : undefined;
  const password = admin.password ?? generatedPassword;
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: admin.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: admin.email
          ? [
              { Name: 'email', Value: admin.email },
              { Name: 'email_verified', Value: 'true' },
            ]
          : undefined,
      }),
    );
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: admin.username, GroupName: ADMIN_GROUP }),
    );
  }
  if (password) {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.userPoolId,
        Username: admin.username,
        Password: password,
        Permanent: true,
      }),
    );
  }
  if (admin.totpSecret) {
    await enrolAuthenticator(endpoint, pool, admin.username, admin.totpSecret);
    return { created: !exists, generatedPassword, authenticator: 'secret-given' };
  }
  const account = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: admin.username }));
  const enrolled = (account.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  return { created: !exists, generatedPassword, authenticator: enrolled ? 'enrolled' : 'none' };
}
