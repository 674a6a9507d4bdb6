import useSWR from 'swr';
import type { PhoneConfig } from '#shared/admin/phone-config-rules.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const PHONE_CONFIGS_URL = '/api/admin/phone-config';

/** GET /api/admin/phone-config: every phone configuration, active or not, by key. */
export function usePhoneConfigs() {
  return useSWR<PhoneConfig[]>(PHONE_CONFIGS_URL, (url: string) => adminJson<PhoneConfig[]>('GET', url), FRESH_ON_MOUNT);
}
