import { mutate } from 'swr';
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { LOGIN_TOASTS } from '#shared/admin/admin-copy.ts';
import { ME_URL } from '../../admin-common/admin-request.ts';
import { useToast } from '../../components/ui/toaster.tsx';

/** After a login or a new password: the spec's welcome toast, then the dashboard for this staff member. */
export function useSessionStarted() {
  const toast = useToast();
  return async (staff: StaffMember) => {
    toast(LOGIN_TOASTS.success);
    await mutate(ME_URL, staff, { revalidate: false });
  };
}
