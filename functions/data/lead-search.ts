/**
 * How leads are found by the beginning of a name, an e-mail address or a phone number: the keys a lead carries for
 * the sparse search indexes (byName, byEmail, byPhone), and how a search text becomes index queries. Values are
 * normalised the same way on write and on search, so "ZOË", "zoe" and "Zoë" find the same lead.
 */
import { phoneE164 } from '#shared/lead/phone-e164.ts';
import type { IndexName } from './table.ts';
import { TABLE_KEYS } from './table.ts';

/** Lower case, accents removed, spaces collapsed; '#' is the sort key's separator, so it never appears in a value. */
export function normaliseName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/#/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An e-mail address as searched: lower case, no surrounding spaces, no '#'. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase().replace(/#/g, '');
}

/** A phone number as searched: its digits only, so '+44 7700-900 456' is '447700900456'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

const FIELDS = {
  byName: { marker: 'LEADNAME', normalise: normaliseName },
  byEmail: { marker: 'LEADEMAIL', normalise: normaliseEmail },
  byPhone: { marker: 'LEADPHONE', normalise: phoneDigits },
} as const satisfies Partial<Record<IndexName, unknown>>;

type SearchIndex = keyof typeof FIELDS;

/** Characters of a value that are searchable. */
const SEARCH_VALUE_MAX = 200;

/** The index partition of a normalised value: the field and the value's first character, which spreads the load. */
const partitionOf = (index: SearchIndex, value: string) => `${FIELDS[index].marker}#${Array.from(value)[0]}`;

/**
 * The search keys written on the lead item (and rewritten with it): one per field that has a value. A lead without a
 * phone number is simply absent from the phone index.
 */
export function searchKeys(lead: { id: string; createdAt: string; fullName: string; email: string; phone: string; country?: string; phoneE164?: string }) {
  const keys: Record<string, string> = {};
  // The phone index keys on the number's E.164 digits, so every spelling of one number is one key; a number that
  // cannot be read (no prefix and no country) keeps its digits as typed.
  const phone = lead.phoneE164 ?? phoneE164(lead.phone, lead.country) ?? lead.phone;
  const values: Record<SearchIndex, string> = { byName: lead.fullName, byEmail: lead.email, byPhone: phone };
  for (const index of Object.keys(FIELDS) as SearchIndex[]) {
    // Bounded so the sort key stays far below DynamoDB's 1 KB limit whatever a form allowed; prefixes still match.
    const value = Array.from(FIELDS[index].normalise(values[index] ?? '')).slice(0, SEARCH_VALUE_MAX).join('');
    if (!value) continue;
    const { partitionKey, sortKey } = TABLE_KEYS.indexes[index];
    keys[partitionKey] = partitionOf(index, value);
    keys[sortKey] = `${value}#${lead.createdAt}#${lead.id}`;
  }
  return keys;
}

/** One index query of a search; `exclude` drops leads an earlier phase of the same search already returned. */
export type SearchPhase = {
  index: SearchIndex;
  partition: string;
  prefix: string;
  exclude?: { index: SearchIndex; prefix: string };
};

/**
 * The index queries a search text needs, in the order their results are listed:
 * - digits (spaces, '+', '-', brackets and dots ignored): the phone numbers beginning with them;
 * - text with '@': the e-mail addresses beginning with it;
 * - other text: the names beginning with it, then e-mail addresses beginning with it (one word only) that were not
 *   already found by name.
 * Within a phase, results are ordered by the matched value.
 */
export function searchPlan(text: string): SearchPhase[] {
  const phase = (index: SearchIndex, value: string): SearchPhase => ({ index, partition: partitionOf(index, value), prefix: value });
  const trimmed = text.trim();
  if (/^[\d\s+\-().]+$/.test(trimmed)) return phonePrefixes(trimmed).map((prefix) => phase('byPhone', prefix));
  const email = normaliseEmail(trimmed);
  if (trimmed.includes('@')) return email ? [phase('byEmail', email)] : [];
  const name = normaliseName(trimmed);
  if (!name) return [];
  const phases = [phase('byName', name)];
  if (!/\s/.test(email) && email) phases.push({ ...phase('byEmail', email), exclude: { index: 'byName', prefix: name } });
  return phases;
}

/** Calling codes a national number (leading 0) typed into the lead search is also tried with: the UK and the UAE. */
const HOME_CALLING_CODES = ['44', '971'];

/**
 * The phone index prefixes of a search text (the index holds E.164 digits): `+44 7700` and `0044 7700` are `447700`;
 * a national `07700 9` is itself (a number stored unreadable) and `447700 9`, `9717700 9` (the home markets).
 */
export function phonePrefixes(text: string): string[] {
  const trimmed = text.trim();
  const digits = phoneDigits(trimmed);
  if (!digits) return [];
  if (trimmed.startsWith('+')) return [digits];
  if (digits.startsWith('00')) return digits.length > 2 ? [digits.slice(2)] : [];
  if (digits.startsWith('0') && digits.length > 1) return [digits, ...HOME_CALLING_CODES.map((code) => code + digits.slice(1))];
  return [digits];
}

/** The sort-key prefix of an exact e-mail address in the byEmail index: every submission of one person. */
export function exactEmailPhase(email: string): SearchPhase | undefined {
  const value = normaliseEmail(email);
  return value ? { index: 'byEmail', partition: partitionOf('byEmail', value), prefix: `${value}#` } : undefined;
}
