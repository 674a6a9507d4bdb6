import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { useCursorPage, withCursor } from '../../../admin-common/cursor-page.ts';

export const AUDIT_URL = '/api/admin/audit';

/** GET /api/admin/audit: one page of the audit log, newest first (null: not asked, e.g. while the log is closed). */
export function useAudit(cursor: string | undefined | null) {
  return useCursorPage<AuditEntry>(cursor === null ? null : withCursor(AUDIT_URL, cursor));
}
