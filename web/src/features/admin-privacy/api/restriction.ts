import {
  PRIVACY_RESTRICTION_PATH,
  PRIVACY_WITHDRAW_CONSENT_PATH,
  type RestrictionAnswer,
  type WithdrawConsentAnswer,
} from '#shared/privacy/restriction.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import type { PersonSearch } from './get-privacy-person.ts';

/** PUT /api/admin/privacy/restriction: restricts the person's processing (with the reason) or lifts it, for the data request named (optional). */
export function setRestriction(
  search: PersonSearch,
  change: { restricted: true; reason: string } | { restricted: false },
  requestId?: string,
): Promise<RestrictionAnswer> {
  return adminJson<RestrictionAnswer>('PUT', PRIVACY_RESTRICTION_PATH, { ...search, ...change, ...(requestId ? { requestId } : {}) });
}

/** POST /api/admin/privacy/withdraw-consent: withdraws the person's marketing consent everywhere, for the data request named (optional). */
export function withdrawMarketingConsent(search: PersonSearch, requestId?: string): Promise<WithdrawConsentAnswer> {
  return adminJson<WithdrawConsentAnswer>('POST', PRIVACY_WITHDRAW_CONSENT_PATH, { ...search, ...(requestId ? { requestId } : {}) });
}
