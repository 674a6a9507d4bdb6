import { useSWRConfig } from 'swr';
import { OVERVIEW_URL } from './api/get-overview.ts';
import { isLeadKey } from './api/get-leads.ts';
import { AUDIT_URL } from './api/get-audit.ts';

/** After a change to a lead: every lead list, lead detail, the overview and the audit log are asked again. */
export function useRefreshLeads() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => isLeadKey(key) || key === OVERVIEW_URL || (typeof key === 'string' && key.startsWith(AUDIT_URL)));
}
