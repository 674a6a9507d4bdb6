/** How an audit record reads to staff: its action in words, the lead it concerns, and what changed. */
import type { AuditEntry, LeadStatus } from '#shared/admin/api-contract.ts';
import { AUDIT_ACTION_LABELS, LEAD_STATUS_LABELS } from '#shared/admin/admin-copy.ts';
import { FOLLOW_UP_AUDIT_ACTION, FOLLOW_UP_COPY } from '#shared/admin/follow-up-messages.ts';
import { LEAD_OWNER_AUDIT_ACTIONS, LEAD_OWNER_COPY } from '#shared/admin/lead-owner-messages.ts';
import { TEST_LEAD_AUDIT_ACTION, TEST_LEAD_COPY } from '#shared/admin/test-lead-messages.ts';
import { formatDateTime } from '../../admin-common/format.ts';

const LEAD_TARGET_PREFIX = 'lead#';

/** The status a before/after value records ({ status } or the status itself), in words; undefined for anything else. */
export function statusOf(value: unknown): string | undefined {
  const status = typeof value === 'object' && value !== null ? (value as { status?: unknown }).status : value;
  if (typeof status !== 'string') return undefined;
  return LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
}

/** True for a record of a lead's status change. */
export const isStatusChange = (entry: AuditEntry) => statusOf(entry.after) !== undefined;

/** The action in words ("Lead status changed"), or as recorded when it has no label. */
export const actionLabel = (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action;

/** The lead a record concerns, or undefined when it concerns something else (e.g. a staff account). */
export const leadIdOf = (entry: AuditEntry) =>
  entry.target.startsWith(LEAD_TARGET_PREFIX) ? entry.target.slice(LEAD_TARGET_PREFIX.length) || undefined : undefined;

/** True for a record of a lead's follow-up set, moved or cleared. */
export const isFollowUpChange = (entry: AuditEntry) => entry.action === FOLLOW_UP_AUDIT_ACTION;

/** A follow-up change in words, its time in the staff member's time zone: "Follow-up set for 27 Nov 2026, 10:00 (Call back)". */
function followUpText(entry: AuditEntry): string {
  const after = entry.after as { at?: unknown; note?: unknown } | null | undefined;
  if (!after || typeof after.at !== 'string') return FOLLOW_UP_COPY.historyCleared;
  return FOLLOW_UP_COPY.historySet(formatDateTime(after.at), typeof after.note === 'string' ? after.note : '');
}

/** True for a record of a lead taken, assigned, reassigned or left unassigned. */
export const isOwnerChange = (entry: AuditEntry) => entry.action === LEAD_OWNER_AUDIT_ACTIONS.owner;

/** An owner change in words: "Owner: Unassigned → sara". */
function ownerText(entry: AuditEntry): string {
  const ownerOf = (value: unknown) => {
    const owner = (value as { owner?: unknown } | null | undefined)?.owner;
    return typeof owner === 'string' && owner ? owner : LEAD_OWNER_COPY.unassigned;
  };
  return `${LEAD_OWNER_COPY.historyPrefix}: ${ownerOf(entry.before)} → ${ownerOf(entry.after)}`;
}

/** True for a record of a lead marked or unmarked as a test lead (issue 26). */
export const isTestChange = (entry: AuditEntry) => entry.action === TEST_LEAD_AUDIT_ACTION;

const testText = (entry: AuditEntry) =>
  (entry.after as { test?: unknown } | null | undefined)?.test === true ? TEST_LEAD_COPY.historyMarked : TEST_LEAD_COPY.historyUnmarked;

/** What changed: "New → Contacted" for a status, "Owner: Unassigned → sara" for an owner, a follow-up in words, the text of a note, else the values as recorded. */
export function changeText(entry: AuditEntry): string {
  if (isStatusChange(entry)) return [statusOf(entry.before), statusOf(entry.after)].filter(Boolean).join(' → ');
  if (isFollowUpChange(entry)) return followUpText(entry);
  if (isOwnerChange(entry)) return ownerText(entry);
  if (isTestChange(entry)) return testText(entry);
  const text = (entry.after as { text?: unknown } | undefined)?.text;
  if (typeof text === 'string') return text;
  const asText = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return [asText(entry.before), asText(entry.after)].filter(Boolean).join(' → ');
}
