import useSWR from 'swr';
import { NEXT_CURSOR_HEADER, type AdminLead } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminRequest } from '../admin-request.ts';
import { LEADS_PAGE_SIZE, leadQueryString, type LeadListState } from '../dashboard-url.ts';

export const LEADS_URL = '/api/leads';

export type LeadPage = { leads: AdminLead[]; nextCursor?: string };

/** GET /api/leads: one page of leads, newest first, and the cursor of the next page while there is one. */
export async function getLeads(url: string): Promise<LeadPage> {
  const response = await adminRequest('GET', url);
  return { leads: (await response.json()) as AdminLead[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** The list as the address bar says; the page on screen stays while the next one loads. */
export function useLeads(state: LeadListState) {
  return useSWR<LeadPage>(`${LEADS_URL}${leadQueryString(state, LEADS_PAGE_SIZE)}`, getLeads, { ...FRESH_ON_MOUNT, keepPreviousData: true });
}

/** True for the SWR keys of every lead list and lead detail, to refresh them after a change. */
export const isLeadKey = (key: unknown) => typeof key === 'string' && (key === LEADS_URL || key.startsWith(`${LEADS_URL}?`) || key.startsWith(`${LEADS_URL}/`));
