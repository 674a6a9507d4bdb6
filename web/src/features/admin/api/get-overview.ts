import useSWR from 'swr';
import type { AnalyticsOverview } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const OVERVIEW_URL = '/api/admin/overview';

/** GET /api/admin/overview: the counters, the 15 most recent leads and the top countries and business types. */
export function useOverview() {
  return useSWR<AnalyticsOverview>(OVERVIEW_URL, (url: string) => adminJson<AnalyticsOverview>('GET', url), FRESH_ON_MOUNT);
}
