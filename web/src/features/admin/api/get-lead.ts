import useSWR from 'swr';
import type { LeadDetail } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const leadUrl = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

/** GET /api/leads/{id}: the lead, its notes, its status history and the same person's other submissions. */
export function useLead(id: string | undefined) {
  return useSWR<LeadDetail>(id ? leadUrl(id) : null, (url: string) => adminJson<LeadDetail>('GET', url), FRESH_ON_MOUNT);
}
