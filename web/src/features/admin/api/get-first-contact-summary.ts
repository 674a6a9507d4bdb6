import useSWR from 'swr';
import type { FirstContactSummary } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const FIRST_CONTACT_URL = '/api/admin/first-contact';

/** How often the waiting count is asked again while the admin is open: new leads arrive while staff work. */
const WAITING_REFRESH_MS = 60_000;

/**
 * GET /api/admin/first-contact: how many leads wait for their first contact (the Lead Management tab's badge) and the
 * share contacted within 24 hours over the last 7 and 30 days (the overview's measure).
 */
export function useFirstContactSummary() {
  return useSWR<FirstContactSummary>(FIRST_CONTACT_URL, (url: string) => adminJson<FirstContactSummary>('GET', url), {
    ...FRESH_ON_MOUNT,
    refreshInterval: WAITING_REFRESH_MS,
  });
}
