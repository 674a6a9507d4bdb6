/**
 * The team as the routes see it: the admin group's members (the user pool) joined with our records (the table). Each
 * look keeps the two in step first, so the team's enabled count is right before anything relies on it: a member of
 * the group without a record (an account created with the AWS CLI, like the first one) gets one, and a record still
 * counted as enabled whose account left the group, or was disabled outside the Team view, stops being counted. Both
 * are audited as the change of the member of staff whose request found them. The lead roster is brought in step last.
 */
import { memberStatus, type TeamMember } from '#shared/admin/team-rules.ts';
import { syncRoster } from '../data/lead-roster.ts';
import { enrolMember, getStaffRecord, lastLoginAt, listStaffRecords, retireMember, type StaffRecord } from '../data/staff-members.ts';
import { hasAuthenticator, listGroupMembers, type PoolMember } from './staff-pool.ts';

/** A member of the admin group with our record of them (absent only if recording failed). */
export type TeamEntry = { member: PoolMember; record?: StaffRecord };

/** The admin group's members with their records, after bringing the records in step (see the module comment). */
export async function currentTeam(actor: string): Promise<TeamEntry[]> {
  const [members, records] = await Promise.all([listGroupMembers(), listStaffRecords()]);
  const recorded = new Map(records.map((record) => [record.username, record]));
  const inGroup = new Map(members.map((member) => [member.username, member]));
  const changed = new Set<string>();
  for (const member of members) {
    if (recorded.has(member.username)) continue;
    await enrolMember({ username: member.username, email: member.email, name: member.name, enabled: member.enabledInPool }, actor);
    changed.add(member.username);
  }
  for (const record of records) {
    if (!record.enabled) continue;
    const member = inGroup.get(record.username);
    if (member?.enabledInPool) continue;
    if (await retireMember(record.username, member ? 'disabledInPool' : 'leftGroup', actor)) changed.add(record.username);
  }
  // What was just written is read back strongly consistent (the list above comes from an index).
  for (const username of changed) {
    const record = await getStaffRecord(username);
    if (record) recorded.set(username, record);
  }
  const team = members.map((member) => ({ member, record: recorded.get(member.username) }));
  // The lead roster follows the enabled accounts: those enabled before it existed join it here (lead-roster.ts).
  await syncRoster(team.filter(isEnabled).map((entry) => entry.member.username));
  return team;
}

/** One member of the team by username, after bringing the records in step; undefined when not in the admin group. */
export async function findTeamEntry(actor: string, username: string): Promise<TeamEntry | undefined> {
  return (await currentTeam(actor)).find((entry) => entry.member.username === username);
}

/** Whether the account is enabled for the product: our record decides (the pool's flag only for a member without one). */
export const isEnabled = ({ member, record }: TeamEntry) => record?.enabled ?? member.enabledInPool;

/** How the Team view shows a member: the account, its state, its authenticator and its last login. */
export async function memberView(entry: TeamEntry, actor: string, now: Date): Promise<TeamMember> {
  const { member, record } = entry;
  const [authenticatorInPool, lastLogin] = await Promise.all([hasAuthenticator(member.username), lastLoginAt(member.username)]);
  const sentAt = record?.temporaryPasswordSentAt ?? member.createdAt;
  return {
    username: member.username,
    name: member.name,
    email: member.email,
    enabled: isEnabled(entry),
    status: memberStatus(member.pendingPassword, sentAt, now),
    // A reset the pool could not apply (locally) counts as no authenticator until a new one is verified.
    authenticator: authenticatorInPool && !record?.authenticatorResetPending,
    lastLoginAt: lastLogin,
    ...(member.pendingPassword && sentAt ? { invitedAt: sentAt } : {}),
    you: member.username === actor,
  };
}

/** The Team view: every member, by name. */
export async function teamView(actor: string, now: Date): Promise<TeamMember[]> {
  const entries = await currentTeam(actor);
  const members = await Promise.all(entries.map((entry) => memberView(entry, actor, now)));
  return members.sort((a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username));
}
