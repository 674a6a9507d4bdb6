import useSWR from 'swr';
import type { AnalyticsFullReport } from '#shared/admin/analytics-contract.ts';
import { PERFORMANCE_TREND_URL, type VitalsTrend } from '#shared/admin/performance-trend-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const ANALYTICS_URL = '/api/admin/analytics';

/** GET /api/admin/analytics?from&to: the range's counters and lead figures (the same range for every chart). */
export function useAnalyticsReport(from: string, to: string) {
  const url = `${ANALYTICS_URL}?${new URLSearchParams({ from, to }).toString()}`;
  // The previous range's figures stay on screen while the next range loads, so the charts do not jump to a spinner.
  return useSWR<AnalyticsFullReport>(url, (key: string) => adminJson<AnalyticsFullReport>('GET', key), { ...FRESH_ON_MOUNT, keepPreviousData: true });
}

/** GET /api/performance/trend: the whole site's p75 per metric and day over the last 30 days. */
export function useVitalsTrend() {
  return useSWR<VitalsTrend>(PERFORMANCE_TREND_URL, (key: string) => adminJson<VitalsTrend>('GET', key), FRESH_ON_MOUNT);
}
