/** The audit list's paging (GET /api/admin/audit): records per page when the query names none, and at most. */
export const AUDIT_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

export const AUDIT_MESSAGES = {
  limit: `The page size must be a whole number from 1 to ${AUDIT_PAGE.maxLimit}.`,
} as const;

/**
 * Audit actions of staff actions that change nothing else in the table, recorded on their own (audit-log.ts
 * `recordAudit`): a CSV export page (who, when, which filters, how many rows; never the leads) and a photograph upload
 * (the address it got, its size and variants). Their labels are in AUDIT_ACTION_LABELS (admin-copy.ts).
 */
export const AUDIT_ACTIONS = {
  leadsExport: 'leads.export',
  /** A page of the lead export read for the admin's Excel file (?format=json): audited as its own download. */
  leadsExportExcel: 'leads.export-excel',
  mediaUpload: 'media.upload',
  /** A member of staff confirmed the first code of a new authenticator (POST /api/auth/mfa-setup). */
  mfaEnrolled: 'auth.mfa.enrolled',
} as const;

/** What an export's audit record says (`after`): the filters as sent, the rows of this page, which page it was. */
export type LeadExportAudit = {
  filters: { status?: string; q?: string; view?: string; owner?: string };
  rows: number;
  /** True for the first page (no cursor sent): the start of a download. */
  firstPage: boolean;
  /** True when no page follows: the end of a download. */
  lastPage: boolean;
};
