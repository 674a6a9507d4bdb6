/** The audit list's paging (GET /api/admin/audit): records per page when the query names none, and at most. */
export const AUDIT_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

export const AUDIT_MESSAGES = {
  limit: `The page size must be a whole number from 1 to ${AUDIT_PAGE.maxLimit}.`,
} as const;
