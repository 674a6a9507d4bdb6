/**
 * The words of lead owners (issue 25, "Owners"): what the owner routes answer on bad input, what the admin shows (the
 * owner on a lead, Take, the owner select, the "My leads" and "Unassigned" filters, the round-robin setting of the Team
 * view) and the audit log's words for the changes. The API validates with them and the admin app shows the same words.
 */
import { LEAD_OWNER_FILTERS, type LeadOwnerFilter } from './api-contract.ts';

/** What the owner routes answer. */
export const LEAD_OWNER_MESSAGES = {
  owner: 'Please choose a member of staff, or null to leave the lead unassigned.',
  notOnRoster: 'Only an enabled member of staff can own a lead.',
  erased: 'An erased lead cannot be assigned.',
  conflict: 'The lead changed while it was being assigned. Please try again.',
  ownerFilter: `Please choose one of: ${LEAD_OWNER_FILTERS.join(', ')}`,
  ownerWithSearchOrView: 'The owner filters cannot be combined with a search or another view: clear the search or choose all leads.',
  roundRobin: 'Please say whether new leads are assigned in turn (true or false).',
} as const;

/** The audit actions of ownership and of the assignment setting. */
export const LEAD_OWNER_AUDIT_ACTIONS = {
  owner: 'lead.owner',
  roundRobin: 'lead-roster.round-robin',
} as const;

/** The audit log's words for them (spread into AUDIT_ACTION_LABELS, admin-copy.ts). */
export const LEAD_OWNER_AUDIT_LABELS: Record<string, string> = {
  [LEAD_OWNER_AUDIT_ACTIONS.owner]: 'Lead owner changed',
  [LEAD_OWNER_AUDIT_ACTIONS.roundRobin]: 'Round-robin assignment changed',
};

/** What the admin shows. */
export const LEAD_OWNER_COPY = {
  column: 'Owner',
  unassigned: 'Unassigned',
  take: 'Take',
  /** The Take button's accessible name: "Take Sara Ahmed". */
  takeLabel: (leadName: string) => `Take ${leadName}`,
  /** The owner select's accessible name: "Owner of Sara Ahmed". */
  selectLabel: (leadName: string) => `Owner of ${leadName}`,
  filterLabel: 'Filter by owner',
  filters: { all: 'Every owner', mine: 'My leads', unassigned: 'Unassigned' } satisfies Record<LeadOwnerFilter, string>,
  /** The history line of an owner change: "Owner: Unassigned → sara". */
  historyPrefix: 'Owner',
  savedTitle: 'Owner changed',
  failedTitle: 'The owner could not be changed',
  failed: 'Please try again.',
  roundRobinLabel: 'Assign new leads in turn to the enabled staff',
  roundRobinHelp: 'Off: new leads stay unassigned until someone takes them.',
  roundRobinSaved: 'Assignment setting saved',
  roundRobinFailed: 'The assignment setting could not be saved',
} as const;
