/**
 * GET /api/admin/lead-roster (staff): whether new leads are assigned round-robin, and the staff who may own a lead (the
 * enabled accounts on the roster, by name from their records), for the owner select and the Team view's setting. Reads
 * the table only: the roster is kept in step by the Team view (lead-roster.ts), never by asking Cognito here.
 */
import type { LeadRoster } from '#shared/admin/api-contract.ts';
import { readRoster, rosterView } from '../data/lead-roster.ts';
import { listStaffRecords } from '../data/staff-members.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function readLeadRoster() {
  const [roster, records] = await Promise.all([readRoster(), listStaffRecords()]);
  const answer: LeadRoster = rosterView(roster, new Map(records.map((record) => [record.username, record.name])));
  return json(200, answer);
}

export const handler = apiHandler({}, readLeadRoster);
