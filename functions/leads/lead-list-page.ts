/**
 * One page of the lead list as staff filtered it, read by the one indexed Query that filter has: "My leads" and
 * "Unassigned" from the owner index (lead-owners.ts), "Due today" and "Overdue" from the follow-up index
 * (lead-follow-ups.ts), every other view (all leads, needs first contact, a search) from listLeads. The list and the
 * export read it alike, so a download holds exactly the leads the list shows.
 */
import type { LeadOwnerFilter, LeadStatus, LeadView } from '#shared/admin/api-contract.ts';
import { listLeadsByFollowUp } from '../data/lead-follow-ups.ts';
import { listLeadsByOwner } from '../data/lead-owners.ts';
import { listLeads, type LeadListPage } from '../data/leads.ts';

export type LeadListFilters = {
  status?: LeadStatus;
  q?: string;
  view?: LeadView;
  /** 'all' is validated away (undefined). */
  owner?: Exclude<LeadOwnerFilter, 'all'>;
  cursor?: string;
  limit: number;
};

/** The page; `staffUsername` is whose "My leads" are meant. */
export async function readLeadListPage(filters: LeadListFilters, staffUsername: string): Promise<LeadListPage> {
  const { view, owner } = filters;
  if (owner) return listLeadsByOwner(owner === 'mine' ? { owner: staffUsername } : { unassigned: true }, filters);
  if (view === 'due-today' || view === 'overdue') return listLeadsByFollowUp({ ...filters, view });
  return listLeads(filters);
}
