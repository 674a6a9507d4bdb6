/**
 * The lead roster (issue 25, "Owners"): who may own a lead and whose turn it is. One item, `pk=LEADROSTER`,
 * `sk=LEADROSTER`:
 * - `members`: a string set of the usernames of the enabled staff accounts. The Team view's transactions keep it in
 *   step (staff-members.ts: an invitation, an enrolment or an enable adds the member, a disable or a retirement removes
 *   them) and every look at the team brings it in step with the records (`syncRoster`), so the public lead routes never
 *   ask Cognito who works here.
 * - `roundRobin`: the setting staff change in the Team view; absent or false, new leads stay unassigned.
 * - `turn`: how many leads round-robin has assigned. A new lead takes `members` (sorted) at `turn % size` and advances
 *   the turn in its own creation transaction, on condition that the turn is still the one read: of two leads arriving
 *   at once, one is refused, reads the roster again and takes the next turn, so no turn is taken twice or skipped.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadRoster } from '#shared/admin/api-contract.ts';
import { LEAD_OWNER_AUDIT_ACTIONS } from '#shared/admin/lead-owner-messages.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { cancellationReasons, retryCollisions, transactWrite, type TransactItem } from './items.ts';
import { tableName } from './table.ts';

const ROSTER_KEY = { pk: 'LEADROSTER', sk: 'LEADROSTER' } as const;

/** The roster's attributes by placeholder: `members` (and maybe others) are DynamoDB reserved words. */
const NAMES = { '#members': 'members', '#turn': 'turn', '#roundRobin': 'roundRobin' } as const;

/** The audit target of the round-robin setting: its history of changes. */
export const LEAD_ROSTER_TARGET = 'lead-roster#round-robin';

/** The roster as stored: members sorted by username (the order turns go round in). */
export type Roster = { members: string[]; roundRobin: boolean; turn: number };

/** The owner a new lead takes and the roster update that advances the turn (in the lead's creation transaction). */
export type RosterTurn = { owner: string; advance: TransactItem };

/** The roster, strongly consistent (access pattern: read the lead roster). No item yet: nobody, round-robin off. */
export async function readRoster(): Promise<Roster> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: ROSTER_KEY, ConsistentRead: true }));
  const Item = result?.Item;
  const members = Item?.members instanceof Set ? [...(Item.members as Set<string>)] : [];
  return { members: members.sort(), roundRobin: Item?.roundRobin === true, turn: typeof Item?.turn === 'number' ? Item.turn : 0 };
}

/**
 * Whose turn it is on this roster: the member at `turn` modulo the roster's size, undefined when round-robin is off or
 * nobody is enabled (the lead stays unassigned). Pure, so the turn logic is tested without a table.
 */
export function ownerOfTurn(roster: Roster): string | undefined {
  if (!roster.roundRobin || roster.members.length === 0) return undefined;
  const members = [...roster.members].sort();
  return members[roster.turn % members.length];
}

/**
 * The next round-robin turn (access pattern: assign a new lead): the owner and the roster update that advances the
 * turn, on condition that round-robin is still on, the turn is still the one read and the owner is still on the
 * roster; undefined when the lead stays unassigned.
 */
export async function nextRosterTurn(): Promise<RosterTurn | undefined> {
  const roster = await readRoster();
  const owner = ownerOfTurn(roster);
  if (!owner) return undefined;
  return {
    owner,
    advance: {
      Update: {
        TableName: tableName(),
        Key: ROSTER_KEY,
        UpdateExpression: 'SET #turn = :next',
        ConditionExpression: '#roundRobin = :on AND #turn = :turn AND contains(#members, :owner)',
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ':on': true, ':turn': roster.turn, ':next': roster.turn + 1, ':owner': owner },
      },
    },
  };
}

/** The roster item's reasons in a cancelled transaction that mean another lead took the turn first. */
const TURN_LOST = ['ConditionalCheckFailed', 'TransactionConflict'];

/**
 * Writes a new lead in the roster's turn (access pattern: create a lead, with round-robin on): `write` makes the lead's
 * creation transaction, with the turn's roster update at `advancePosition` among its items (without a turn: the lead
 * unassigned). A transaction refused because another lead took the turn meanwhile (the update's condition, or a
 * conflict on the roster item) is made again with the roster read anew (retryCollisions). Should other leads keep
 * taking the turn through every try, the lead is stored unassigned rather than lost: no turn taken, none skipped.
 */
export async function writeInTurn<T>(write: (turn: RosterTurn | undefined) => Promise<T>, advancePosition: number): Promise<T> {
  // Only a try that took a turn and was refused on the roster item is made again here; any other failure (a lead
  // without a turn colliding on the counters included) is the transaction's own, as it was before round-robin.
  let tookTurn = false;
  const lostTurn = (error: unknown) =>
    tookTurn && (error as Error).name === 'TransactionCanceledException' && TURN_LOST.includes(cancellationReasons(error)[advancePosition] ?? '');
  try {
    return await retryCollisions(async () => {
      const turn = await nextRosterTurn();
      tookTurn = turn !== undefined;
      return write(turn);
    }, lostTurn);
  } catch (error) {
    if (!lostTurn(error)) throw error;
    return write(undefined);
  }
}

/** The roster check of an owner change: the new owner is still an enabled member of staff when the change is written. */
export const ownerOnRoster = (owner: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: ROSTER_KEY,
    ConditionExpression: 'contains(#members, :owner)',
    ExpressionAttributeNames: { '#members': NAMES['#members'] },
    ExpressionAttributeValues: { ':owner': owner },
  },
});

/** A member of staff joins the roster (invited, enrolled enabled, enabled again): in the Team view's transaction. */
export const joinRoster = (username: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: ROSTER_KEY,
    // The turn starts at 0 with the roster, so a new lead's condition on it always has a number to compare.
    UpdateExpression: 'ADD #members :member SET #turn = if_not_exists(#turn, :zero)',
    ExpressionAttributeNames: { '#members': NAMES['#members'], '#turn': NAMES['#turn'] },
    ExpressionAttributeValues: { ':member': new Set([username]), ':zero': 0 },
  },
});

/** A member of staff leaves the roster (disabled, retired): in the Team view's transaction. Their leads keep them. */
export const leaveRoster = (username: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: ROSTER_KEY,
    UpdateExpression: 'DELETE #members :member SET #turn = if_not_exists(#turn, :zero)',
    ExpressionAttributeNames: { '#members': NAMES['#members'], '#turn': NAMES['#turn'] },
    ExpressionAttributeValues: { ':member': new Set([username]), ':zero': 0 },
  },
});

/**
 * Brings the roster in step with the enabled staff records (access pattern: every look at the team, team-directory.ts):
 * adds those missing (accounts enabled before the roster existed) and removes those no longer enabled. Nothing is
 * written when it is in step already.
 */
export async function syncRoster(enabledUsernames: readonly string[]): Promise<void> {
  const { members } = await readRoster();
  const enabled = new Set(enabledUsernames);
  const missing = [...enabled].filter((username) => !members.includes(username));
  const extra = members.filter((username) => !enabled.has(username));
  // One action per attribute and expression: adding and removing are two updates.
  if (missing.length) {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ROSTER_KEY,
        UpdateExpression: 'ADD #members :members SET #turn = if_not_exists(#turn, :zero)',
        ExpressionAttributeNames: { '#members': NAMES['#members'], '#turn': NAMES['#turn'] },
        ExpressionAttributeValues: { ':members': new Set(missing), ':zero': 0 },
      }),
    );
  }
  if (extra.length) {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ROSTER_KEY,
        UpdateExpression: 'DELETE #members :members',
        ExpressionAttributeNames: { '#members': NAMES['#members'] },
        ExpressionAttributeValues: { ':members': new Set(extra) },
      }),
    );
  }
}

/**
 * Turns round-robin assignment of new leads on or off (access pattern: change the assignment setting), with its audit
 * record (who, before, after) in one transaction. Answers the roster as changed.
 */
export async function setRoundRobin(roundRobin: boolean, actor: string, deps: AuditDeps = {}): Promise<Roster> {
  const before = await readRoster();
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: ROSTER_KEY,
        UpdateExpression: 'SET #roundRobin = :on, #turn = if_not_exists(#turn, :zero)',
        ExpressionAttributeNames: { '#roundRobin': NAMES['#roundRobin'], '#turn': NAMES['#turn'] },
        ExpressionAttributeValues: { ':on': roundRobin, ':zero': 0 },
      },
    },
    auditPut({ actor, action: LEAD_OWNER_AUDIT_ACTIONS.roundRobin, target: LEAD_ROSTER_TARGET, before: { roundRobin: before.roundRobin }, after: { roundRobin } }, deps),
  ]);
  return { ...before, roundRobin };
}

/** The roster as the admin shows it: the setting, and the staff who may own a lead with the names of their records. */
export function rosterView(roster: Roster, names: ReadonlyMap<string, string>): LeadRoster {
  return {
    roundRobin: roster.roundRobin,
    staff: roster.members.map((username) => ({ username, name: names.get(username) ?? username })).sort((a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username)),
  };
}
