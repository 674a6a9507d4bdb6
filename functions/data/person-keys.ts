/**
 * Sparse keys that let the Privacy view find a person's records of kinds that are not leads and are not reachable from
 * a lead (a tax report request, a spam submission): written on the item when it is stored, on the same two search
 * indexes as the leads but under partitions of their own, so the lead search never sees them:
 * `gsi4pk=PERSONEMAIL#<first character>`, `gsi4sk=<lower-case address>#<KIND>#<createdAt>#<id>` and
 * `gsi5pk=PERSONPHONE#<first digit>`, `gsi5sk=<E.164 digits>#<KIND>#<createdAt>#<id>`.
 */
import { phoneE164 } from '#shared/lead/phone-e164.ts';
import { normaliseEmail, phoneDigits } from './lead-search.ts';
import { TABLE_KEYS } from './table.ts';

export const PERSON_EMAIL_MARKER = 'PERSONEMAIL';
export const PERSON_PHONE_MARKER = 'PERSONPHONE';

/** The index partition and the sort-key prefix under which a person's records of every such kind are found. */
export const personEmailQuery = (email: string) => {
  const value = normaliseEmail(email);
  return value ? { index: 'byEmail' as const, partition: `${PERSON_EMAIL_MARKER}#${Array.from(value)[0]}`, prefix: `${value}#` } : undefined;
};
export const personPhoneQuery = (e164: string) => {
  const value = phoneDigits(e164);
  return value ? { index: 'byPhone' as const, partition: `${PERSON_PHONE_MARKER}#${value[0]}`, prefix: `${value}#` } : undefined;
};

/** The keys to write on an item of `kind` holding this person's address and number (none for what is absent). */
export function personKeys(kind: string, item: { id: string; createdAt: string }, person: { email?: unknown; phone?: unknown; country?: unknown }) {
  const keys: Record<string, string> = {};
  const suffix = `${kind}#${item.createdAt}#${item.id}`;
  const email = typeof person.email === 'string' ? personEmailQuery(person.email.slice(0, 200)) : undefined;
  if (email) {
    keys[TABLE_KEYS.indexes.byEmail.partitionKey] = email.partition;
    keys[TABLE_KEYS.indexes.byEmail.sortKey] = `${email.prefix}${suffix}`;
  }
  const e164 = typeof person.phone === 'string' ? phoneE164(person.phone.slice(0, 60), typeof person.country === 'string' ? person.country : undefined) : undefined;
  const phone = e164 ? personPhoneQuery(e164) : undefined;
  if (phone) {
    keys[TABLE_KEYS.indexes.byPhone.partitionKey] = phone.partition;
    keys[TABLE_KEYS.indexes.byPhone.sortKey] = `${phone.prefix}${suffix}`;
  }
  return keys;
}
