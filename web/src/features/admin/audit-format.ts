/** How an audit record reads to staff: its action in words, the lead it concerns, and what changed. */
import type { AuditEntry, LeadStatus } from '#shared/admin/api-contract.ts';
import { AUDIT_ACTION_LABELS, LEAD_STATUS_LABELS } from '#shared/admin/admin-copy.ts';

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

/** What changed: "New → Contacted" for a status, the text of a note, else the values as recorded. */
export function changeText(entry: AuditEntry): string {
  if (isStatusChange(entry)) return [statusOf(entry.before), statusOf(entry.after)].filter(Boolean).join(' → ');
  const text = (entry.after as { text?: unknown } | undefined)?.text;
  if (typeof text === 'string') return text;
  const asText = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return [asText(entry.before), asText(entry.after)].filter(Boolean).join(' → ');
}
