/**
 * The data-request log of the Privacy view (issue 23): each request a person makes under the privacy policy (access,
 * rectification, erasure, ...), who made it, how staff checked it is that person, when it arrived and when it is due
 * (the policy's PRIVACY_REQUEST_RESPONSE_DAYS after), its status, what was done, and the checklist of copies the
 * product cannot reach itself. Staff only.
 *
 * GET /api/admin/privacy/requests: DataRequest[] (every open request, soonest due first, then the most recent closed
 * ones, newest first; bounded by DATA_REQUEST_LIMITS). POST: DataRequestCreateInput, 201 DataRequest. PATCH
 * /api/admin/privacy/requests/{id}: DataRequestUpdateInput, 200 DataRequest; unknown id 404; a change made meanwhile 409.
 */
import { PRIVACY_REQUEST_RESPONSE_DAYS } from '../privacy/retention.ts';

export const DATA_REQUESTS_PATH = '/api/admin/privacy/requests';
export const dataRequestPath = (id: string) => `${DATA_REQUESTS_PATH}/${encodeURIComponent(id)}`;

/** The rights the privacy policy promises, one request type each. */
export const DATA_REQUEST_TYPES = ['access', 'rectification', 'erasure', 'restriction', 'objection', 'portability', 'consentWithdrawn'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

/** open and inProgress are still to answer (they count as due); done and refused are closed. */
export const DATA_REQUEST_STATUSES = ['open', 'inProgress', 'done', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
export const OPEN_DATA_REQUEST_STATUSES: readonly DataRequestStatus[] = ['open', 'inProgress'];
export const isOpenStatus = (status: DataRequestStatus) => OPEN_DATA_REQUEST_STATUSES.includes(status);

/** How staff checked that the requester is the person whose data it is. */
export const VERIFICATION_METHODS = ['emailOnRecord', 'phoneOnRecord', 'identityDocument', 'knownContact', 'other', 'notYetVerified'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** The copies of a person's data the product cannot reach itself: staff tick each once they have dealt with it. */
export const DATA_REQUEST_CHECKLIST_ITEMS = ['staffInboxes', 'whatsappChats', 'exportedFiles'] as const;
export type DataRequestChecklistItem = (typeof DATA_REQUEST_CHECKLIST_ITEMS)[number];
export type ChecklistEntry = { done: boolean; at?: string; by?: string };

export const DATA_REQUEST_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 32,
  verificationDetailsMax: 1000,
  outcomeMax: 4000,
  /** The list: every open request up to this many (a backlog this large is a problem of its own)… */
  openListed: 500,
  /** …and the most recent closed ones. */
  closedListed: 100,
  /** Requests due within this many days (and not overdue) are "due this week". */
  dueSoonDays: 7,
} as const;

/**
 * Where a privacy request stands at one provider (an erasure's delete, a withdrawal's unsubscribe), read from the
 * lead's sync record when the request is listed: done ('synced', when), waiting ('pending', with the next try), or
 * refused ('failed', the provider's words) until a Retry succeeds.
 */
export type DataRequestProviderResult = {
  leadId: string;
  integrationId: string;
  integrationName: string;
  provider: string;
  operation: 'erase' | 'unsubscribe';
  state: 'pending' | 'queued' | 'synced' | 'failed';
  message?: string;
  doneAt?: string;
};

/**
 * What another feature records on a request it acted for (an export, a correction, an erasure, ...): functions/data/
 * data-requests.ts `appendRequestAction` appends it to the request's `actions`.
 */
export type DataRequestAction = {
  kind: 'export' | 'rectification' | 'erasure' | 'restriction' | 'objection' | 'consentWithdrawn';
  /** ISO time. */
  at: string;
  /** The staff username. */
  by: string;
  summary: string;
  leadIds?: string[];
};

export type DataRequester = { name: string; email?: string; phone?: string };
export type DataRequestVerification = { method: VerificationMethod; details?: string };

export type DataRequest = {
  id: string;
  type: DataRequestType;
  requester: DataRequester;
  verification: DataRequestVerification;
  /** The day the request was received (YYYY-MM-DD). */
  receivedOn: string;
  /** receivedOn + PRIVACY_REQUEST_RESPONSE_DAYS (YYYY-MM-DD): the last day to answer. */
  dueOn: string;
  status: DataRequestStatus;
  /** What was done (or why it was refused). */
  outcome?: string;
  actions: DataRequestAction[];
  /** The providers asked to erase or unsubscribe the person for this request's actions, and how each went. */
  providerResults?: DataRequestProviderResult[];
  checklist: Record<DataRequestChecklistItem, ChecklistEntry>;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  /** When it was last closed (done or refused); absent while open. */
  closedAt?: string;
  /** 1, plus 1 per change: a change is made on condition nobody changed the request since it was read. */
  version: number;
};

export type DataRequestCreateInput = {
  type: DataRequestType;
  requester: DataRequester;
  verification: DataRequestVerification;
  receivedOn: string;
  outcome?: string;
};

export type DataRequestUpdateInput = {
  status?: DataRequestStatus;
  outcome?: string;
  checklist?: Partial<Record<DataRequestChecklistItem, boolean>>;
  verification?: DataRequestVerification;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day plus a number of days (calendar days, UTC, so no daylight-saving shift). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today (UTC) as YYYY-MM-DD. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The latest day it already is somewhere on Earth (UTC+14): a request received "today" by a member of staff in any
 * time zone is never refused as being in the future.
 */
export const latestToday = (now: Date) => dayOf(new Date(now.getTime() + 14 * 60 * 60 * 1000));

/** The last day to answer a request received on `receivedOn`: the privacy policy's period after it. */
export const dueDateOf = (receivedOn: string) => addDays(receivedOn, PRIVACY_REQUEST_RESPONSE_DAYS);

/**
 * How pressing a request is on `now`: overdue (its due day has passed and it is still open), dueThisWeek (still open
 * and due within DATA_REQUEST_LIMITS.dueSoonDays, today included), onTime (open, due later), closed (done or refused).
 */
export type DataRequestUrgency = 'overdue' | 'dueThisWeek' | 'onTime' | 'closed';

export function urgencyOf(request: Pick<DataRequest, 'status' | 'dueOn'>, now: Date): DataRequestUrgency {
  if (!isOpenStatus(request.status)) return 'closed';
  const today = dayOf(now);
  if (request.dueOn < today) return 'overdue';
  if (request.dueOn <= addDays(today, DATA_REQUEST_LIMITS.dueSoonDays)) return 'dueThisWeek';
  return 'onTime';
}

/** The overview's counts of the open requests (AnalyticsOverview.privacyRequests). */
export type PrivacyRequestCounts = { open: number; overdue: number; dueThisWeek: number };

export function countUrgency(requests: Pick<DataRequest, 'status' | 'dueOn'>[], now: Date): PrivacyRequestCounts {
  const counts: PrivacyRequestCounts = { open: 0, overdue: 0, dueThisWeek: 0 };
  for (const request of requests) {
    const urgency = urgencyOf(request, now);
    if (urgency === 'closed') continue;
    counts.open += 1;
    if (urgency === 'overdue') counts.overdue += 1;
    if (urgency === 'dueThisWeek') counts.dueThisWeek += 1;
  }
  return counts;
}
