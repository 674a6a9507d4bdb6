/** The admin lead routes' input: query strings, path and bodies, with the messages of shared/admin/lead-admin-rules.ts. */
import * as z from 'zod';
import { LEAD_EXPORT_FORMATS, LEAD_OWNER_FILTERS, LEAD_STATUSES, LEAD_VIEWS } from '#shared/admin/api-contract.ts';
import { CONTACT_MESSAGES } from '#shared/admin/contact-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#shared/admin/follow-up-messages.ts';
import { LEAD_ADMIN_LIMITS, LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { LEAD_OWNER_MESSAGES } from '#shared/admin/lead-owner-messages.ts';
import { BAD_CURSOR_MESSAGE } from '../lib/errors.ts';

/** The longest cursor we hand out is a few hundred characters; anything far longer is not ours. */
const CURSOR_MAX = 2048;

const status = z.enum(LEAD_STATUSES, { error: LEAD_ADMIN_MESSAGES.status });

/** ?status= also accepts 'all' (the filter's first choice), meaning no status filter. */
const statusFilter = z
  .union([z.literal('all'), status], { error: LEAD_ADMIN_MESSAGES.status })
  .optional()
  .transform((value) => (value === 'all' ? undefined : value));

const search = z
  .string()
  .trim()
  .max(LEAD_ADMIN_LIMITS.searchMax, LEAD_ADMIN_MESSAGES.search)
  .optional()
  .transform((value) => value || undefined);

const cursor = z.string().max(CURSOR_MAX, BAD_CURSOR_MESSAGE).optional();

/** The list's filters, as the list and the export take them (lead-list-page.ts reads them). */
const leadListFilters = {
  status: statusFilter,
  q: search,
  // The needs-first-contact queue is read by deadline, not by a search index: the two do not combine.
  view: z.enum(LEAD_VIEWS, { error: CONTACT_MESSAGES.view }).optional(),
  // "My leads" (the caller's) or "Unassigned": read from the owner index (lead-owners.ts); 'all' is no owner filter.
  owner: z
    .enum(LEAD_OWNER_FILTERS, { error: LEAD_OWNER_MESSAGES.ownerFilter })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  cursor,
};

type FilterInput = { view?: (typeof LEAD_VIEWS)[number]; q?: string; owner?: string };

/** The filters that no one index serves together answer 400 with what to change. */
function refusingUncombinableFilters<Schema extends z.ZodType<FilterInput>>(schema: Schema) {
  return (
    schema
      .refine((query) => !(query.view === 'needs-first-contact' && query.q !== undefined), { path: ['view'], error: CONTACT_MESSAGES.viewWithSearch })
      // The follow-up views are read by follow-up time (lead-follow-ups.ts): no search either.
      .refine((query) => !((query.view === 'due-today' || query.view === 'overdue') && query.q !== undefined), { path: ['view'], error: FOLLOW_UP_MESSAGES.viewWithSearch })
      // The owner index lists by owner and status only: no search, no other view.
      .refine((query) => !(query.owner !== undefined && (query.q !== undefined || (query.view !== undefined && query.view !== 'all'))), { path: ['owner'], error: LEAD_OWNER_MESSAGES.ownerWithSearchOrView })
  );
}

export const leadListQuerySchema = refusingUncombinableFilters(
  z.object({
    ...leadListFilters,
    limit: z.coerce
      .number({ error: LEAD_ADMIN_MESSAGES.pageSize })
      .int(LEAD_ADMIN_MESSAGES.pageSize)
      .min(1, LEAD_ADMIN_MESSAGES.pageSize)
      .max(LEAD_ADMIN_LIMITS.pageSizeMax, LEAD_ADMIN_MESSAGES.pageSize)
      .default(LEAD_ADMIN_LIMITS.pageSizeDefault),
  }),
);
export type LeadListQueryInput = z.infer<typeof leadListQuerySchema>;

/**
 * The export's query: the list's filters, so a download holds the leads the list shows, and the page's form: the CSV
 * download, or json for the admin's .xlsx export. A query parameter, not the Accept header: CloudFront forwards every
 * query string to the API but only the headers it lists (infra/stacks/web-stack.ts).
 */
export const leadExportQuerySchema = refusingUncombinableFilters(
  z.object({ ...leadListFilters, format: z.enum(LEAD_EXPORT_FORMATS).default('csv') }),
);
export type LeadExportQueryInput = z.infer<typeof leadExportQuerySchema>;

export const leadIdPathSchema = z.object({
  id: z.string({ error: LEAD_ADMIN_MESSAGES.leadId }).trim().min(1, LEAD_ADMIN_MESSAGES.leadId).max(128, LEAD_ADMIN_MESSAGES.leadId),
});
export type LeadIdPath = z.infer<typeof leadIdPathSchema>;

export const leadStatusBodySchema = z.object({ status });
export type LeadStatusBody = z.infer<typeof leadStatusBodySchema>;

export const leadNoteBodySchema = z.object({
  text: z
    .string({ error: LEAD_ADMIN_MESSAGES.noteText })
    .trim()
    .min(1, LEAD_ADMIN_MESSAGES.noteText)
    .max(LEAD_ADMIN_LIMITS.noteMax, LEAD_ADMIN_MESSAGES.noteText),
});
export type LeadNoteBody = z.infer<typeof leadNoteBodySchema>;
