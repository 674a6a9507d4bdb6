import useSWR from 'swr';
import type { PerformanceReport } from '#shared/admin/performance-rules.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const PERFORMANCE_URL = '/api/performance';

/** GET /api/performance: the last 7 days of real-visit Web Vitals and the recommendations derived from them. */
export function usePerformance() {
  return useSWR<PerformanceReport>(PERFORMANCE_URL, (url: string) => adminJson<PerformanceReport>('GET', url), FRESH_ON_MOUNT);
}
