import { useSWRConfig } from 'swr';
import { FIRST_CONTACT_URL } from './api/get-first-contact-summary.ts';
import { useRefreshLeads } from './use-refresh-leads.ts';

/**
 * After a contact is logged on a lead: what a lead change refreshes (lists, detail, overview, audit), and the waiting
 * count and first-contact measure, which a contact changes too.
 */
export function useRefreshContacts() {
  const refreshLeads = useRefreshLeads();
  const { mutate } = useSWRConfig();
  return () => Promise.all([refreshLeads(), mutate(FIRST_CONTACT_URL)]);
}
