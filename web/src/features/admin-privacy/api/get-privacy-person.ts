import useSWR from 'swr';
import { PRIVACY_PERSON_PATH, type PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** What staff search by: an e-mail address (it has an @) or a phone number in any spelling. */
export type PersonSearch = { email: string } | { phone: string };

/** The search text as the route's query: text with an @ is an address, anything else a number. */
export function personSearchOf(text: string): PersonSearch | undefined {
  const value = text.trim();
  if (!value) return undefined;
  return value.includes('@') ? { email: value } : { phone: value };
}

/** GET /api/admin/privacy/person?email= or ?phone=: everything held about one person (asked only with a search). */
export function usePrivacyPerson(search: PersonSearch | undefined) {
  const url = search ? `${PRIVACY_PERSON_PATH}?${new URLSearchParams(search)}` : null;
  return useSWR<PrivacyPersonAnswer>(url, (key: string) => adminJson<PrivacyPersonAnswer>('GET', key), { revalidateOnFocus: false });
}
