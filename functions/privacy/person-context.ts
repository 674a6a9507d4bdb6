/**
 * Who a privacy request is about: the address or number staff searched, plus the addresses and numbers of the leads
 * found for it (one step), so a search by phone also reaches the newsletter subscription of the address given with
 * that number. Shared by the Privacy view's search, export, erasure and restriction, so they all act on the same
 * person. Reads by key only.
 */
import type { PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { phoneE164, phoneE164Candidates } from '#shared/lead/phone-e164.ts';
import { normaliseEmail, phoneDigits } from '../data/lead-search.ts';
import { leadsWithEmail, leadsWithPhone } from '../data/person-records.ts';
import type { PersonContext } from './personal-data.ts';
import type { PersonQueryInput } from './person.zod.ts';

type Item = Record<string, unknown>;

/** The leads of the addresses and numbers, each lead once. */
async function leadsOf(emails: readonly string[], phones: readonly string[]): Promise<Item[]> {
  const found = (await Promise.all([...emails.map(leadsWithEmail), ...phones.map(leadsWithPhone)])).flat();
  return [...new Map(found.map((lead) => [String(lead.id), lead])).values()];
}

/** The searched address or number, then the addresses and numbers of the leads found for it. */
export async function personOf(query: PersonQueryInput): Promise<PersonContext & { searched: PrivacyPersonAnswer['searched'] }> {
  const searchedEmails = query.email ? [normaliseEmail(query.email)] : [];
  // A number no reading of which is possible is still searched as typed: leads whose number could not be read keep
  // their digits as typed in the phone index.
  const searchedPhones = query.phone ? phoneE164Candidates(query.phone) : [];
  const direct = await leadsOf(searchedEmails, query.phone && !searchedPhones.length ? [`+${phoneDigits(query.phone)}`] : searchedPhones);
  const emails = [...new Set([...searchedEmails, ...direct.map((lead) => normaliseEmail(String(lead.email ?? ''))).filter(Boolean)])];
  const phones = [
    ...new Set([...searchedPhones, ...direct.map((lead) => (lead.phoneE164 as string | undefined) ?? phoneE164(String(lead.phone ?? ''), lead.country as string | undefined)).filter((value): value is string => !!value)]),
  ];
  const more = await leadsOf(emails.filter((email) => !searchedEmails.includes(email)), phones.filter((phone) => !searchedPhones.includes(phone)));
  const leads = [...new Map([...direct, ...more].map((lead) => [String(lead.id), lead])).values()];
  return { emails, phones, leads, searched: query.email ? { email: searchedEmails[0] } : { phones: searchedPhones } };
}

