/**
 * GET /api/admin/privacy/person?email= or ?phone= (staff, the Privacy view): everything the product holds about one
 * person, record type by record type (the registry of personal-data.ts), with counts, and every provider their data
 * was sent to and when. A number is searched under each E.164 reading of it, so any spelling finds the person. The
 * person is the address or number searched plus the addresses and numbers of the leads found for it (one step), so
 * a search by phone also finds the newsletter subscription of the address given with that number. Reads by key only.
 */
import type { IntegrationProvider } from '#shared/admin/integrations-contract.ts';
import type { PersonProviderCopy, PersonRecordGroup, PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { withoutKeys } from '../data/items.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { personOf } from './person-context.ts';
import { isSearchable, PERSONAL_DATA } from './personal-data.ts';

import { personQuerySchema, type PersonQueryInput } from './person.zod.ts';

type Item = Record<string, unknown>;

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
