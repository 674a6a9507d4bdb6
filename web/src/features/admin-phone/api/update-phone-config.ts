import type { PhoneConfig, PhoneConfigInput } from '#shared/admin/phone-config-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { PHONE_CONFIGS_URL } from './get-phone-configs.ts';

/** PUT /api/admin/phone-config/{configKey}: saves one row; answers it as stored. */
export function updatePhoneConfig(configKey: string, input: PhoneConfigInput): Promise<PhoneConfig> {
  return adminJson<PhoneConfig>('PUT', `${PHONE_CONFIGS_URL}/${encodeURIComponent(configKey)}`, input);
}
