/**
 * Staff accounts in our own table (DATA-MODEL.md "Staff member" and "Team"): one record per member of the Cognito
 * admin group, holding what Cognito cannot be trusted with alone, and one team record counting the enabled accounts.
 *
 * - `enabled`: the session guard and refresh read it on every request, so a disabled member's sessions end at once
 *   (an ID token stays valid for its hour after Cognito disables a user, and cognito-local never checks `Enabled`).
 * - `sessionsValidFrom`: set when an account is enabled again, so a session from before the disable stays ended.
 * - `version`: every change is conditional on the version read, so two changes of one member never interleave.
 * - The team record's `enabledCount`: a disable decrements it with the condition `enabledCount > 1`, in one
 *   transaction with the member's record and the audit record, so the last enabled account can never be disabled,
 *   even by two members disabling each other at the same moment (one of the two transactions is refused).
 *
 * Every change writes its audit record (target `team#<username>`) in the same transaction, and every change of whether a
 * member is enabled moves them onto or off the lead roster (lead-roster.ts) in it too, so the public lead routes can
 * assign new leads among the enabled staff without asking Cognito.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TEAM_AUDIT_ACTIONS } from '#shared/admin/team-messages.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, staffTarget, type AuditDeps } from './audit-log.ts';
import {
  cancellationReasons,
  entityItem,
  isTransactionConflict,
  queryPartition,
  retryCollisions,
  transactWriteOnce,
  withoutKeys,
  writeChange,
  type TransactItem,
} from './items.ts';
import { joinRoster, leaveRoster } from './lead-roster.ts';
import { pagesOf } from './paged-reads.ts';
import { entityKey, tableName } from './table.ts';

const KIND = 'STAFF';
/** The one team record: how many staff records are enabled. */
const TEAM_KEY = { pk: 'TEAM', sk: 'TEAM' } as const;

/** The audit target of a member's account changes (their own session events are `staff#<username>`). */
export const teamTarget = (username: string) => `team#${username}`;

/** Which e-mail the current temporary password went out with. */
export type TemporaryPasswordKind = 'invitation' | 'passwordReset';

/** Our record of a member of staff (the account itself, its password and authenticator are Cognito's). */
export type StaffRecord = {
  username: string;
  email: string;
  name: string;
  enabled: boolean;
  /** Starts at 1; every change adds 1 and is conditional on the version it read. */
  version: number;
  /** Epoch seconds: a session whose login (the token's auth_time) is earlier has ended. Set when enabled again. */
  sessionsValidFrom?: number;
  /** When the current temporary password was e-mailed (invitation or password reset), and which e-mail it was. */
  temporaryPasswordSentAt?: string;
  temporaryPasswordKind?: TemporaryPasswordKind;
  /** When the member's authenticator was last reset. */
  authenticatorResetAt?: string;
  /**
   * True while a reset authenticator could not be turned off in the user pool itself (cognito-local has no
   * AdminSetUserMFAPreference; never deployed): the Team view shows no authenticator, and the login's set-up step may
   * read it. Cleared by `clearAuthenticatorReset` once a new authenticator is verified.
   */
  authenticatorResetPending?: boolean;
  createdAt: string;
  updatedAt: string;
};

type Deps = AuditDeps;
const clock = (deps: Deps) => (deps.now ?? (() => new Date()))();
const key = (username: string) => entityKey(KIND, username);
const fromItem = (item: Record<string, unknown>) => withoutKeys<StaffRecord>(item);

/** The stored item of a record: listed under its kind, by username. */
function staffItem(record: StaffRecord) {
  return entityItem(KIND, record.username, record, { order: record.username });
}

/** The team counter's change by `delta` enabled accounts (ADD creates it at 0 the first time). */
const countEnabled = (delta: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: TEAM_KEY,
    UpdateExpression: 'ADD enabledCount :delta',
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** One member's record, strongly consistent (access pattern: a member's account state). */
export async function getStaffRecord(username: string): Promise<StaffRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key(username), ConsistentRead: true }));
  return result?.Item ? fromItem(result.Item) : undefined;
}

/**
 * Whether a session of this member has ended although its token is still valid (access pattern: check a session, on
 * every admin request and every refresh): the account is disabled, or was enabled again after the session began.
 * A member without a record (an account the Team view has not listed yet) was never disabled: not ended.
 */
export async function staffSessionEnded(username: string, authTime: number): Promise<boolean> {
  const record = await getStaffRecord(username);
  if (!record) return false;
  if (record.enabled === false) return true;
  return typeof record.sessionsValidFrom === 'number' && authTime < record.sessionsValidFrom;
}

/** Every member's record, by username (access pattern: the Team view), via the by-kind index. */
export async function listStaffRecords(): Promise<StaffRecord[]> {
  return (await queryPartition('byKind', KIND)).map(fromItem);
}

/** How many accounts the team record counts as enabled (0 before the first record). */
export async function enabledAccountCount(): Promise<number> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: TEAM_KEY, ConsistentRead: true }));
  return Number(result.Item?.enabledCount ?? 0);
}

/** What a new record starts with. */
function newRecord(member: { username: string; email: string; name: string; enabled: boolean }, at: string): StaffRecord {
  return { username: member.username, email: member.email, name: member.name, enabled: member.enabled, version: 1, createdAt: at, updatedAt: at };
}

/**
 * Records an invited member (enabled, counted) with the invitation's audit record, in one transaction (access pattern:
 * invite a member). 'exists' when a record with this username exists: usernames are never reused, so every audit
 * history names one person.
 */
export async function recordInvitation(
  member: { username: string; email: string; name: string },
  actor: string,
  deps: Deps = {},
): Promise<'invited' | 'exists'> {
  const at = clock(deps).toISOString();
  const record: StaffRecord = { ...newRecord({ ...member, enabled: true }, at), temporaryPasswordSentAt: at, temporaryPasswordKind: 'invitation' };
  const written = await writeChange([
    { Put: { TableName: tableName(), Item: staffItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    countEnabled(1),
    auditPut({ actor, action: TEAM_AUDIT_ACTIONS.invite, target: teamTarget(member.username), after: { name: member.name, email: member.email } }, deps),
    joinRoster(member.username),
  ]);
  return written ? 'invited' : 'exists';
}

/**
 * Records an account of the admin group that has no record yet (created with the AWS CLI before the Team view, or
 * whose invitation's write failed), counted when enabled, with its audit record (access pattern: enrol a member).
 * False when another request recorded it first.
 */
export async function enrolMember(
  member: { username: string; email: string; name: string; enabled: boolean },
  actor: string,
  deps: Deps = {},
): Promise<boolean> {
  const record = newRecord(member, clock(deps).toISOString());
  return writeChange([
    { Put: { TableName: tableName(), Item: staffItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(member.enabled ? [countEnabled(1)] : []),
    auditPut({ actor, action: TEAM_AUDIT_ACTIONS.enrol, target: teamTarget(member.username), after: { enabled: member.enabled } }, deps),
    ...(member.enabled ? [joinRoster(member.username)] : []),
  ]);
}

/**
 * Stops counting an account that left the admin group or was disabled outside the Team view (access pattern: retire
 * a member): disabled in our record too, with its audit record. False when it was not enabled (any more).
 */
export async function retireMember(username: string, reason: 'leftGroup' | 'disabledInPool', actor: string, deps: Deps = {}): Promise<boolean> {
  const record = await getStaffRecord(username);
  if (!record?.enabled) return false;
  const at = clock(deps).toISOString();
  return writeChange([
    {
      Update: {
        TableName: tableName(),
        Key: key(username),
        UpdateExpression: 'SET enabled = :false, version = :next, updatedAt = :at',
        ConditionExpression: 'enabled = :true AND version = :version',
        ExpressionAttributeValues: { ':false': false, ':true': true, ':version': record.version, ':next': record.version + 1, ':at': at },
      },
    },
    countEnabled(-1),
    auditPut({ actor, action: TEAM_AUDIT_ACTIONS.retire, target: teamTarget(username), before: { enabled: true }, after: { enabled: false, reason } }, deps),
    leaveRoster(username),
  ]);
}

/** A cancelled transaction whose first item (the member's record) failed its condition: it changed since it was read. */
const memberChanged = (error: unknown) =>
  (error as Error).name === 'TransactionCanceledException' && cancellationReasons(error)[0] === 'ConditionalCheckFailed';

/**
 * Disables a member (access pattern: disable a member): one transaction sets the record disabled, takes one from the
 * team's enabled count on the condition that more than one account is enabled, and writes the audit record. When the
 * count refuses, nothing is written: 'lastEnabled'. A transaction that met another one on the same items, or found
 * the member changed since it was read, reads again and tries again (retryCollisions).
 */
export async function disableMember(
  username: string,
  actor: string,
  deps: Deps = {},
): Promise<'disabled' | 'alreadyDisabled' | 'lastEnabled' | 'notFound'> {
  return retryCollisions(
    async () => {
      const record = await getStaffRecord(username);
      if (!record) return 'notFound';
      if (!record.enabled) return 'alreadyDisabled';
      const at = clock(deps).toISOString();
      try {
        await transactWriteOnce([
          {
            Update: {
              TableName: tableName(),
              Key: key(username),
              UpdateExpression: 'SET enabled = :false, version = :next, updatedAt = :at',
              ConditionExpression: 'enabled = :true AND version = :version',
              ExpressionAttributeValues: { ':false': false, ':true': true, ':version': record.version, ':next': record.version + 1, ':at': at },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: TEAM_KEY,
              UpdateExpression: 'SET enabledCount = enabledCount - :one',
              ConditionExpression: 'enabledCount > :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          auditPut({ actor, action: TEAM_AUDIT_ACTIONS.disable, target: teamTarget(username), before: { enabled: true }, after: { enabled: false } }, deps),
          leaveRoster(username),
        ]);
        return 'disabled';
      } catch (error) {
        if ((error as Error).name === 'TransactionCanceledException' && cancellationReasons(error)[1] === 'ConditionalCheckFailed') return 'lastEnabled';
        throw error;
      }
    },
    (error) => isTransactionConflict(error) || memberChanged(error),
  );
}

/**
 * Enables a disabled member again (access pattern: enable a member): the record enabled, sessions from before this
 * moment kept ended (`sessionsValidFrom`), the team's count plus one, and the audit record, in one transaction.
 */
export async function enableMember(username: string, actor: string, deps: Deps = {}): Promise<'enabled' | 'alreadyEnabled' | 'notFound'> {
  return retryCollisions(
    async () => {
      const record = await getStaffRecord(username);
      if (!record) return 'notFound';
      if (record.enabled) return 'alreadyEnabled';
      const now = clock(deps);
      await transactWriteOnce([
        {
          Update: {
            TableName: tableName(),
            Key: key(username),
            UpdateExpression: 'SET enabled = :true, version = :next, updatedAt = :at, sessionsValidFrom = :validFrom',
            ConditionExpression: 'enabled = :false AND version = :version',
            ExpressionAttributeValues: {
              ':false': false,
              ':true': true,
              ':version': record.version,
              ':next': record.version + 1,
              ':at': now.toISOString(),
              ':validFrom': Math.floor(now.getTime() / 1000),
            },
          },
        },
        countEnabled(1),
        auditPut({ actor, action: TEAM_AUDIT_ACTIONS.enable, target: teamTarget(username), before: { enabled: false }, after: { enabled: true } }, deps),
        joinRoster(username),
      ]);
      return 'enabled';
    },
    (error) => isTransactionConflict(error) || memberChanged(error),
  );
}

/** One change of a member's record (SET clauses and their values) with its audit record; false when no record. */
async function changeRecord(username: string, set: Record<string, unknown>, audit: { action: string; after?: unknown }, actor: string, deps: Deps) {
  const names = Object.keys(set);
  return writeChange([
    {
      Update: {
        TableName: tableName(),
        Key: key(username),
        UpdateExpression: `SET version = version + :one, ${names.map((name) => `${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ...Object.fromEntries(names.map((name) => [`:${name}`, set[name]])) },
      },
    },
    auditPut({ actor, action: audit.action, target: teamTarget(username), after: audit.after }, deps),
  ]);
}

/**
 * Records that a new temporary password was e-mailed (access pattern: resend an invitation, reset a password; also an
 * invitation whose record another request wrote first), with its audit record (never the password). False when the
 * member has no record.
 */
export async function recordTemporaryPassword(
  username: string,
  kind: TemporaryPasswordKind,
  action: 'invite' | 'resendInvitation' | 'resetPassword',
  actor: string,
  deps: Deps = {},
) {
  const at = clock(deps).toISOString();
  return changeRecord(
    username,
    { temporaryPasswordSentAt: at, temporaryPasswordKind: kind, updatedAt: at },
    { action: TEAM_AUDIT_ACTIONS[action], after: { emailed: kind } },
    actor,
    deps,
  );
}

/**
 * Records an authenticator reset (access pattern: reset a member's authenticator) with its audit record; `inPool`
 * says whether the user pool itself turned the authenticator off (always deployed; cognito-local cannot).
 */
export async function recordAuthenticatorReset(username: string, inPool: boolean, actor: string, deps: Deps = {}) {
  const at = clock(deps).toISOString();
  return changeRecord(
    username,
    { authenticatorResetAt: at, authenticatorResetPending: !inPool, updatedAt: at },
    { action: TEAM_AUDIT_ACTIONS.resetAuthenticator, after: { authenticator: 'reset', inUserPool: inPool } },
    actor,
    deps,
  );
}

/**
 * Clears a pending authenticator reset once the member has verified a new authenticator (access pattern: the login's
 * set-up step, locally). Nothing happens when none is pending.
 */
export async function clearAuthenticatorReset(username: string): Promise<void> {
  await writeChange([
    {
      Update: {
        TableName: tableName(),
        Key: key(username),
        UpdateExpression: 'REMOVE authenticatorResetPending SET version = version + :one',
        ConditionExpression: 'authenticatorResetPending = :true',
        ExpressionAttributeValues: { ':true': true, ':one': 1 },
      },
    },
  ]);
}

/** The audit action of a successful login (auth/start-session.ts). */
const LOGIN_ACTION = 'auth.login';
/** How many of a member's session events one read looks through for their last login, and how many reads at most. */
const LOGIN_SEARCH = { pageSize: 50, pages: 4 } as const;

/**
 * When the member last logged in, from their session events in the audit log, newest first (access pattern: a
 * member's last login); null when none of their latest events is a login.
 */
export async function lastLoginAt(username: string): Promise<string | null> {
  const pages = pagesOf((ExclusiveStartKey) =>
    documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#action = :login',
        ExpressionAttributeNames: { '#action': 'action' },
        ExpressionAttributeValues: { ':pk': `AUDIT#${staffTarget(username)}`, ':login': LOGIN_ACTION },
        ScanIndexForward: false,
        Limit: LOGIN_SEARCH.pageSize,
        ExclusiveStartKey,
      }),
    ),
  );
  let pagesRead = 0;
  for await (const logins of pages) {
    if (logins[0]) return String(logins[0].at);
    if (++pagesRead === LOGIN_SEARCH.pages) break;
  }
  return null;
}
