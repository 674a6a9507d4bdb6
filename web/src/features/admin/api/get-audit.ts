import useSWR from 'swr';
import { NEXT_CURSOR_HEADER, type AuditEntry } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminRequest } from '../admin-request.ts';

export const AUDIT_URL = '/api/admin/audit';

export type AuditPage = { entries: AuditEntry[]; nextCursor?: string };

const auditUrl = (cursor: string | undefined) => (cursor ? `${AUDIT_URL}?cursor=${encodeURIComponent(cursor)}` : AUDIT_URL);

/** GET /api/admin/audit: one page of the audit log, newest first, and the next page's cursor while there is one. */
export async function getAudit(url: string): Promise<AuditPage> {
  const response = await adminRequest('GET', url);
  return { entries: (await response.json()) as AuditEntry[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** One page of the audit log (null: not asked, e.g. while the log is closed); the page stays while the next loads. */
export function useAudit(cursor: string | undefined | null) {
  return useSWR<AuditPage>(cursor === null ? null : auditUrl(cursor), getAudit, { ...FRESH_ON_MOUNT, keepPreviousData: true });
}
