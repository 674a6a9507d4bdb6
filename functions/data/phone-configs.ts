import { entityItem, queryPartition, withoutKeys } from './items.ts';

const KIND = 'PHONE_CONFIG';

/** The Phone config entity (spec uk-and-admin.md section 3): the numbers the site shows, changeable without a deploy. */
export type PhoneConfig = {
  id: string;
  configKey: string;
  phoneNumber: string;
  displayName: string;
  description?: string;
  isActive: boolean;
  updatedAt: string;
};

/** The stored item for a phone config, keyed and listed by its configKey. */
export function phoneConfigItem(config: PhoneConfig) {
  return entityItem(KIND, config.configKey, config, { order: config.configKey, state: config.isActive ? 'active' : 'inactive' });
}

/** The active numbers (access pattern: the site reads its WhatsApp and phone numbers), via the by-state index. */
export async function listActivePhoneConfigs(): Promise<PhoneConfig[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<PhoneConfig>(item));
}
