import useSWR from 'swr';
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { ME_URL, adminJson } from '../../../admin-common/admin-request.ts';
import { HttpError } from '../../../lib/api-client.ts';

/** GET /api/auth/me: the logged-in member of staff, or null when nobody is (after one attempt to renew the session). */
export async function getMe(): Promise<StaffMember | null> {
  try {
    return await adminJson<StaffMember>('GET', ME_URL);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** Who is logged in: undefined while asking, null for nobody (the login form), else the staff member. */
export function useMe() {
  return useSWR<StaffMember | null>(ME_URL, getMe);
}
