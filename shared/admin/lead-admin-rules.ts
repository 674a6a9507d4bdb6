/**
 * The rules and messages of the staff's lead work (Lead Management, the lead detail view, the CSV export). The admin
 * routes validate with them and the admin app shows the same words, so both sides say the same thing.
 */
import { LEAD_STATUSES } from './api-contract.ts';

export const LEAD_ADMIN_LIMITS = {
  /** Leads per list page: the default and the most one request may ask for. */
  pageSizeDefault: 25,
  pageSizeMax: 100,
  searchMax: 100,
  noteMax: 2000,
  /** The overview's "most recent leads" and its top lists. */
  recentLeads: 15,
  topEntries: 5,
  /** Rows per CSV export page: each page stays far below Lambda's 6 MB response limit. */
  exportPageRows: 5000,
} as const;

export const LEAD_ADMIN_MESSAGES = {
  status: `Please choose one of: ${LEAD_STATUSES.join(', ')}`,
  noteText: `Please write a note of 1 to ${LEAD_ADMIN_LIMITS.noteMax} characters`,
  search: `Please search with at most ${LEAD_ADMIN_LIMITS.searchMax} characters`,
  pageSize: `Please ask for 1 to ${LEAD_ADMIN_LIMITS.pageSizeMax} leads per page`,
  leadId: 'Please give the id of a lead',
  leadNotFound: 'This lead does not exist. It may have been removed.',
  statusConflict: 'This lead was changed by someone else at the same moment. Please reload it and try again.',
} as const;

/** The CSV export's columns, in order: the header row's labels and the lead field each column shows. */
export const LEAD_EXPORT_COLUMNS = [
  { label: 'ID', field: 'id' },
  { label: 'Created', field: 'createdAt' },
  { label: 'Status', field: 'status' },
  { label: 'Full name', field: 'fullName' },
  { label: 'Email', field: 'email' },
  { label: 'Phone', field: 'phone' },
  { label: 'Company', field: 'companyName' },
  { label: 'Business activity', field: 'businessActivity' },
  { label: 'Preferred structure', field: 'preferredStructure' },
  { label: 'Country', field: 'country' },
  { label: 'Guide downloaded', field: 'accessedGuide' },
  { label: 'Guide accessed', field: 'guideAccessedAt' },
  { label: 'Additional requirements', field: 'additionalRequirements' },
  { label: 'Form', field: 'formType' },
  { label: 'Page', field: 'page' },
  { label: 'GDPR consent', field: 'gdprConsent' },
  { label: 'Marketing opt-in', field: 'marketingOptIn' },
  { label: 'Landing page', field: 'attribution.page' },
  { label: 'Landing variant', field: 'attribution.landingVariant' },
  { label: 'UTM source', field: 'attribution.utmSource' },
  { label: 'UTM medium', field: 'attribution.utmMedium' },
  { label: 'UTM campaign', field: 'attribution.utmCampaign' },
  { label: 'Referrer', field: 'attribution.referrer' },
  { label: 'IP address', field: 'ipAddress' },
  { label: 'User agent', field: 'userAgent' },
] as const;
