import { useSWRConfig } from 'swr';
import { isLeadKey } from '../../admin-common/api/get-leads.ts';
import { OVERVIEW_URL } from './api/get-overview.ts';
import { AUDIT_URL } from './api/get-audit.ts';

/** After a change to a lead: every lead list, lead detail, the overview and the audit log are asked again. */
export function useRefreshLeads() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => isLeadKey(key) || key === OVERVIEW_URL || (typeof key === 'string' && key.startsWith(AUDIT_URL)));
}
