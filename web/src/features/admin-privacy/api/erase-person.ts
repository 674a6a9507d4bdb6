import { PRIVACY_ERASE_PATH, type PrivacyEraseAnswer } from '#shared/admin/privacy-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import type { PersonSearch } from './get-privacy-person.ts';

/** POST /api/admin/privacy/erase: erases the person everywhere, for the data request named (optional). */
export function erasePerson(search: PersonSearch, requestId?: string): Promise<PrivacyEraseAnswer> {
  return adminJson<PrivacyEraseAnswer>('POST', PRIVACY_ERASE_PATH, { ...search, ...(requestId ? { requestId } : {}), confirm: true });
}
