/**
 * PUT /api/admin/lead-roster (staff): turns round-robin assignment of new leads on or off (off: they stay unassigned
 * until someone takes them). The setting and its audit record (who, before, after) are one transaction. Answers 200
 * with the roster as GET shows it.
 */
import type { LeadRoster } from '#shared/admin/api-contract.ts';
import { rosterView, setRoundRobin } from '../data/lead-roster.ts';
import { listStaffRecords } from '../data/staff-members.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { leadRosterBodySchema, type LeadRosterBody } from './lead-roster.zod.ts';

async function saveSetting(request: ApiRequest<LeadRosterBody, undefined, undefined>) {
  const [roster, records] = await Promise.all([setRoundRobin(request.body.roundRobin, request.staff!.username), listStaffRecords()]);
  const answer: LeadRoster = rosterView(roster, new Map(records.map((record) => [record.username, record.name])));
  return json(200, answer);
}

export const handler = apiHandler({ body: leadRosterBodySchema }, saveSetting);
