import type { AdminLead } from '#shared/admin/api-contract.ts';
import { useCursorPage } from '../cursor-page.ts';
import { LEADS_PAGE_SIZE, leadQueryString, type LeadListState } from '../dashboard-url.ts';

export const LEADS_URL = '/api/leads';

/**
 * GET /api/leads: the list as the address bar says, one page of leads newest first (Lead Management and Lead Sync);
 * not asked while `asked` is false (the board, whose columns ask their own pages).
 */
export function useLeads(state: LeadListState, asked = true) {
  return useCursorPage<AdminLead>(asked ? `${LEADS_URL}${leadQueryString(state, LEADS_PAGE_SIZE)}` : null);
}

/** True for the SWR keys of every lead list and lead detail, to refresh them after a change. */
export const isLeadKey = (key: unknown) => typeof key === 'string' && (key === LEADS_URL || key.startsWith(`${LEADS_URL}?`) || key.startsWith(`${LEADS_URL}/`));
