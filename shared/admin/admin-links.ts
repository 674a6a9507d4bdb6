/**
 * Links into the admin that e-mails carry (the new-lead e-mail, the morning digest): the dashboard's address-bar keys
 * they use, named once here and read by the dashboard (web/src/admin-common/dashboard-url.ts), so a link an e-mail sent
 * yesterday opens the view it names today.
 */
import type { LeadView } from './api-contract.ts';

export const ADMIN_LINK_KEYS = {
  tab: 'tab',
  /** The open lead's detail. */
  lead: 'lead',
  /** The lead list's view ("Show"); not `view`, which Email Integrations' inner view uses. */
  leadView: 'show',
} as const;

const LEADS_TAB = 'leads';

const withoutTrailingSlash = (base: string) => base.replace(/\/+$/, '');

/** The admin at `base` (e.g. https://admin.example.com/admin) with one lead's detail open. */
export const adminLeadLink = (base: string, leadId: string) =>
  `${withoutTrailingSlash(base)}?${ADMIN_LINK_KEYS.tab}=${LEADS_TAB}&${ADMIN_LINK_KEYS.lead}=${encodeURIComponent(leadId)}`;

/** The admin at `base` showing one view of the lead list (e.g. the leads needing a first contact). */
export const adminLeadViewLink = (base: string, view: LeadView) =>
  `${withoutTrailingSlash(base)}?${ADMIN_LINK_KEYS.tab}=${LEADS_TAB}&${ADMIN_LINK_KEYS.leadView}=${encodeURIComponent(view)}`;
