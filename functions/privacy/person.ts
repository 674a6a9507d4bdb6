/**
 * GET /api/admin/privacy/person?email= or ?phone= (staff, the Privacy view): everything the product holds about one
 * person, record type by record type (the registry of personal-data.ts), with counts, and every provider their data
 * was sent to and when. A number is searched under each E.164 reading of it, so any spelling finds the person. The
 * person is the address or number searched plus the addresses and numbers of the leads found for it (one step), so
 * a search by phone also finds the newsletter subscription of the address given with that number. Reads by key only.
 */
import type { IntegrationProvider } from '#shared/admin/integrations-contract.ts';
import type { PersonProviderCopy, PersonRecordGroup, PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { phoneE164, phoneE164Candidates } from '#shared/lead/phone-e164.ts';
import { withoutKeys } from '../data/items.ts';
import { normaliseEmail, phoneDigits } from '../data/lead-search.ts';
import { leadsWithEmail, leadsWithPhone } from '../data/person-records.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { isSearchable, PERSONAL_DATA, type PersonContext } from './personal-data.ts';
import { personQuerySchema, type PersonQueryInput } from './person.zod.ts';

type Item = Record<string, unknown>;

/** The leads of the addresses and numbers, each lead once. */
async function leadsOf(emails: readonly string[], phones: readonly string[]): Promise<Item[]> {
  const found = (await Promise.all([...emails.map(leadsWithEmail), ...phones.map(leadsWithPhone)])).flat();
  return [...new Map(found.map((lead) => [String(lead.id), lead])).values()];
}

/** The searched address or number, then the addresses and numbers of the leads found for it. */
async function personOf(query: PersonQueryInput): Promise<PersonContext & { searched: PrivacyPersonAnswer['searched'] }> {
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

async function findPerson(request: ApiRequest<undefined, undefined, PersonQueryInput>) {
  const person = await personOf(request.query);
  const groups: PersonRecordGroup[] = await Promise.all(
    PERSONAL_DATA.map(async (rule): Promise<PersonRecordGroup> => {
      if (!isSearchable(rule)) return { type: rule.type, label: rule.label, searchable: false, reason: rule.reason };
      const items = await rule.find(person);
      return {
        type: rule.type,
        label: rule.label,
        searchable: true,
        count: items.length,
        items: items.map((item) => ({ key: `${String(item.pk)}|${String(item.sk)}`, at: rule.at(item) || undefined, summary: rule.summary(item), data: withoutKeys<Item>(item) })),
      };
    }),
  );
  const syncs = groups.find((group) => group.type === 'leadSync');
  const providers: PersonProviderCopy[] =
    syncs?.searchable ? syncs.items.map(({ data }) => ({
      provider: data.provider as IntegrationProvider,
      integrationName: String(data.integrationName ?? ''),
      leadId: String(data.leadId ?? ''),
      state: String(data.state ?? ''),
      ...(data.syncedAt ? { syncedAt: String(data.syncedAt) } : {}),
      updatedAt: String(data.updatedAt ?? ''),
    })) : [];
  const answer: PrivacyPersonAnswer = {
    searched: person.searched,
    groups,
    total: groups.reduce((sum, group) => sum + (group.searchable ? group.count : 0), 0),
    providers,
  };
  return json(200, answer);
}

export const handler = apiHandler({ query: personQuerySchema }, findPerson);
