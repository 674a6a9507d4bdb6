/**
 * The staff back office's API contract: the shapes the admin routes answer and the admin app reads. Both sides import
 * these types, so a change here is a change to both.
 *
 * Conventions every admin route follows:
 * - Lists are JSON arrays (spec uk-and-admin.md section 7 says "list of ..."). A paged list adds the header
 *   `x-next-cursor` (NEXT_CURSOR_HEADER) with an opaque cursor while more pages exist; the next page is the same
 *   request with `cursor=<that value>` in the query.
 * - State-changing admin requests (POST, PUT, PATCH, DELETE; logout too) carry the header `x-csrf-token`
 *   (CSRF_HEADER) whose value is the `__Host-csrf` cookie (CSRF_COOKIE) that login and refresh set (readable by the
 *   admin page, host-only on the admin host, SameSite=Strict, Path=/). A request without it, or with another value, is
 *   refused with 401.
 * - Without a valid session an admin route answers 401; the admin app then calls POST /api/auth/refresh once and, when
 *   that succeeds, repeats the request; when it fails, it shows the login form.
 */
import type { ConsentRecord } from '../privacy/consent-texts.ts';
import type { LeadRestriction } from '../privacy/restriction.ts';
import type { Attribution } from '../lead/lead-rules.ts';

export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const CSRF_HEADER = 'x-csrf-token';
/** `__Host-`: the browser keeps it only as a Secure, host-only cookie of the admin host with Path=/. */
export const CSRF_COOKIE = '__Host-csrf';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The status filter of the lead list: every status, or one. */
export const LEAD_FILTERS = ['all', ...LEAD_STATUSES] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

/** GET /api/auth/me, and the 200 answer of login, new-password and refresh. */
export type StaffMember = { username: string; email?: string };

/** POST /api/auth/login when Cognito asks an operator-created account to choose its own password (200). */
export type NewPasswordChallenge = { challenge: 'NEW_PASSWORD_REQUIRED'; username: string; challengeSession: string };

/** POST /api/auth/new-password body: answers 200 StaffMember with the session cookies, or 400 with field messages. */
export type NewPasswordInput = { username: string; newPassword: string; challengeSession: string };

/**
 * POST /api/auth/login (or new-password) for a member of staff with an authenticator: Cognito's SOFTWARE_TOKEN_MFA
 * challenge, answered with the app's current code at POST /api/auth/mfa (MfaCodeInput). No session yet.
 */
export type MfaChallenge = { challenge: 'SOFTWARE_TOKEN_MFA'; username: string; challengeSession: string };

/**
 * POST /api/auth/login (or new-password) for a member of staff without an authenticator: the secret to add to an
 * authenticator app (base32, and as an otpauth:// URI for the QR code); the first code goes to POST
 * /api/auth/mfa-setup (MfaCodeInput). No session until that code is confirmed. `challengeSession` is ours.
 */
export type MfaSetupChallenge = { challenge: 'MFA_SETUP'; username: string; challengeSession: string; secretCode: string; otpauthUri: string };

/** Every step login and new-password can answer instead of a session. */
export type LoginChallenge = NewPasswordChallenge | MfaChallenge | MfaSetupChallenge;

/** POST /api/auth/mfa and /api/auth/mfa-setup body: answers 200 StaffMember with the session cookies. */
export type MfaCodeInput = { username: string; challengeSession: string; code: string };

/** One lead as staff see it (spec section 3, plus where it came from). */
export type AdminLead = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  /** The phone number in E.164 (`shared/lead/phone-e164.ts`), absent when it could not be read. */
  phoneE164?: string;
  status: LeadStatus;
  companyName?: string;
  businessActivity?: string;
  preferredStructure?: string;
  country?: string;
  ipAddress: string;
  userAgent: string;
  additionalRequirements?: string;
  accessedGuide: boolean;
  guideAccessedAt?: string;
  createdAt: string;
  notes?: string;
  formType?: string;
  page?: string;
  gdprConsent?: boolean;
  marketingOptIn?: boolean;
  attribution?: Attribution;
  /** The consent texts the form showed (id, wording version), whether each was ticked, and when the API received them. */
  consents?: ConsentRecord[];
  /** Processing restricted at the person's request (shared/privacy/restriction.ts): never synced, e-mailed or exported. */
  restriction?: LeadRestriction;
  /** When the person withdrew their marketing consent (marketingOptIn is then false). */
  marketingWithdrawnAt?: string;
  /**
   * When the person was erased (a privacy request or the retention rule): the lead is an anonymous tombstone that still
   * counts in the totals; its name, e-mail and phone are empty and every other identifying field is gone.
   */
  erasedAt?: string;
  /**
   * When staff first confirmed a contact with the lead (POST /api/leads/{id}/contacts); absent while the lead waits for
   * its first contact, the 24-hour promise running (shared/lead/first-contact-promise.ts).
   */
  firstContactAt?: string;
  /** The lead's next follow-up (PUT /api/leads/{id}/follow-up), absent when none is planned. */
  followUp?: LeadFollowUp;
  /** The username of the member of staff who owns the lead (issue 25, "Owners"); absent while it is unassigned. */
  owner?: string;
  /**
   * SES reported the lead's address as hard-bounced or complaining (issue 27): no e-mail goes to it any more, so staff
   * phone instead. Absent for an address that never bounced.
   */
  emailBounced?: LeadEmailBounce;
  /**
   * Marked by staff as a test lead (PUT /api/leads/{id}/test; DELETE unmarks): left out of every figure of the
   * Analytics Overview (issue 26). Absent on a real lead.
   */
  test?: true;
  /**
   * The furthest status the lead has reached (LEAD_STATUSES order), which the analytics' campaigns and funnel count
   * (status may move back: a lead once closed stays counted as closed). Present with `analyticsKeys`.
   */
  furthestStatus?: LeadStatus;
  /**
   * Where the analytics counted the lead when it arrived (issue 26): its landing page and variant as counted, and its
   * UTM source and campaign key (JSON [source, campaign], capped per day) when it had one. Kept so that a status change,
   * a test mark or an erasure moves the same counters. Absent on a lead stored before issue 26 until
   * infra/scripts/rebuild-lead-aggregates.ts counts it (until then its status changes leave the analytics alone).
   * `firstContactDay`: the lead was counted on its arrival day in the first-contact counters when it was stored (every
   * lead stored since issue 26), so a test mark can take it out of them; absent on a lead the rebuild counted.
   */
  analyticsKeys?: { page: string; variant: string; campaign?: string; firstContactDay?: true };
};

/** Why and when a lead's address stopped receiving e-mail: a Permanent bounce or a complaint, at SES's timestamp. */
export type LeadEmailBounce = { reason: 'bounce' | 'complaint'; at: string };

/**
 * PUT /api/leads/{id}/test marks a lead as a test lead, DELETE /api/leads/{id}/test unmarks it; both answer 200
 * AdminLead (with `test: true` while marked), are audited ('lead.test', before/after { test }) and shown in the
 * lead's history. Marking takes the lead's counts out of every Analytics Overview figure in the same transaction
 * (status, country, business type, first-contact measure, analytics); unmarking puts them back. Marking a test lead
 * again (or unmarking a real one) changes nothing and answers 200. Unknown id 404; a lead changed by someone else at
 * the same moment 409.
 */
export const LEAD_TEST_PATH = (id: string) => `/api/leads/${encodeURIComponent(id)}/test`;

/**
 * A lead's next follow-up: when (UTC ISO; the admin app enters and shows it in the browser's time zone) and a short
 * note, with who planned it and when. Logging a contact clears it, or moves it when the contact carries a new one.
 */
export type LeadFollowUp = { at: string; note: string; by: string; updatedAt: string };

/** The longest note of a follow-up. */
export const FOLLOW_UP_NOTE_MAX_LENGTH = 200;

/**
 * PUT /api/leads/{id}/follow-up with { at, note? }: sets or moves the follow-up (`at` a UTC ISO date-time), answers 200
 * AdminLead; DELETE /api/leads/{id}/follow-up clears it, answers 200 AdminLead. Both audited ('lead.followUp',
 * before/after). Unknown id 404; bad input 400 with field messages.
 */
export type FollowUpInput = { at: string; note?: string };

/** How staff reach a lead: the lead's actions (WhatsApp, call, e-mail), or 'other' for a contact made elsewhere. */
export const CONTACT_CHANNELS = ['whatsapp', 'call', 'email', 'other'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * One entry of a lead's contact timeline: an attempt (staff opened an action: logged by the admin app as it opens it)
 * or a contact staff confirmed was made, with an optional short outcome note.
 */
export type LeadContact = { id: string; kind: 'attempt' | 'contact'; channel: ContactChannel; by: string; at: string; outcome?: string };

/** POST /api/leads/{id}/contact-attempts with { channel }: 201 LeadContact; unknown id 404; bad channel 400. */
export type ContactAttemptInput = { channel: Exclude<ContactChannel, 'other'> };

/** The longest outcome note of a logged contact. */
export const CONTACT_OUTCOME_MAX_LENGTH = 500;

/**
 * POST /api/leads/{id}/contacts with { channel, outcome? }: 201 LoggedContact. The first confirmed contact sets the
 * lead's firstContactAt and counts it in the first-contact measure, in the same transaction; the status is never
 * changed here (the admin app asks staff whether to move a `new` lead to `contacted`). Unknown id 404; bad input 400
 * with field messages.
 */
export type ContactInput = { channel: ContactChannel; outcome?: string; /** Moves the lead's follow-up here; without it, the contact clears the follow-up. */ followUp?: FollowUpInput };
export type LoggedContact = { contact: LeadContact; lead: AdminLead; firstContact: boolean };

/**
 * GET /api/admin/contact-template: the WhatsApp greeting staff send from a lead, with the placeholders
 * {staffName}, {firstName} and {interest} (shared/lead/whatsapp-greeting.ts); PUT with the same shape saves it (400
 * when it is empty or too long).
 */
export type ContactTemplate = { whatsappGreeting: string };

/**
 * The share of leads first contacted within 24 hours and the median time to first contact, over the leads that
 * arrived in a window of Dubai days whose 24 hours have all passed (kept as per-day counters and a histogram of contact
 * times, updated as contacts are logged).
 */
export type FirstContactMeasure = {
  /** The first and last Dubai day (YYYY-MM-DD) the leads counted arrived. */
  from: string;
  to: string;
  /** Leads that arrived in those days. */
  leads: number;
  /** Of them, first contacted within 24 hours of arriving. */
  withinPromise: number;
  /** withinPromise / leads as a whole percentage, null when no lead arrived. */
  sharePercent: number | null;
  /** The median minutes from arrival to first contact (uncontacted leads count as beyond 24 hours); null when no lead arrived or when the median lies beyond 24 hours. */
  medianMinutes: number | null;
  /** True when the median lies beyond 24 hours. */
  medianBeyondPromise: boolean;
};

/** GET /api/admin/first-contact: how many leads wait for their first contact (the tab's badge), and the measure. */
export type FirstContactSummary = { waiting: number; last7Days: FirstContactMeasure; last30Days: FirstContactMeasure };

/**
 * The lead list's views: every lead newest first; the leads still waiting for their first contact, oldest (most
 * urgent) first; the leads whose follow-up falls in the current Dubai day (`due-today`) or has passed (`overdue`),
 * soonest first.
 */
export const LEAD_VIEWS = ['all', 'needs-first-contact', 'due-today', 'overdue'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/**
 * GET /api/leads?status=<LeadStatus>&q=<search>&view=<LeadView>&cursor=<cursor>&limit=<1..100, default 25>: newest
 * first; with view=needs-first-contact, only the leads without firstContactAt, by deadline (oldest first); with
 * view=due-today or view=overdue, the leads by follow-up time (earliest first); each view alone or with the status
 * filter one indexed query (q cannot be combined with a view other than all: 400).
 * `q` matches the beginning of the name, an e-mail address (or its beginning) or a phone number (or its beginning).
 * Answers AdminLead[] plus the x-next-cursor header.
 */
export type LeadListQuery = { status?: LeadStatus; q?: string; view?: LeadView; owner?: LeadOwnerFilter; cursor?: string; limit?: number };

/**
 * The lead list's owner filters (?owner=): every lead, the leads the logged-in member of staff owns ("My leads"), or the
 * unassigned ones; each alone or with the status filter one indexed query (not with a search or another view: 400).
 */
export const LEAD_OWNER_FILTERS = ['all', 'mine', 'unassigned'] as const;
export type LeadOwnerFilter = (typeof LEAD_OWNER_FILTERS)[number];

/**
 * PATCH /api/leads/{id}/owner with { owner: username | null }: 200 AdminLead. Takes (the caller's own username),
 * assigns or reassigns the lead, or leaves it unassigned (null); audited as 'lead.owner' with before and after. Only an
 * enabled member of staff on the roster can own a lead (400); unknown id 404; an erased lead 409.
 */
export type LeadOwnerInput = { owner: string | null };

/**
 * GET /api/admin/lead-roster: whether new leads are assigned round-robin, and the staff who may own a lead (the
 * enabled accounts, by name). PUT with { roundRobin } changes the setting (audited) and answers the same shape.
 */
export type LeadRoster = { roundRobin: boolean; staff: { username: string; name: string }[] };
export type LeadRosterInput = { roundRobin: boolean };

/** A note staff added to a lead: POST /api/leads/{id}/notes with { text } answers 201 LeadNote. */
export type LeadNote = { id: string; text: string; author: string; createdAt: string };

/** One audit record: who changed what, when, before and after (also logins and failed logins). */
export type AuditEntry = {
  id: string;
  at: string;
  actor: string;
  action: string;
  /** What was changed, e.g. 'lead#<id>'. */
  target: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
};

/** GET /api/leads/{id}: the lead, staff notes, status history and the same person's other submissions. */
export type LeadDetail = {
  lead: AdminLead;
  notes: LeadNote[];
  history: AuditEntry[];
  otherSubmissions: AdminLead[];
  /** Contact attempts and confirmed contacts, newest first. */
  contacts: LeadContact[];
};

/** PATCH /api/leads/{id}/status with { status }: 200 AdminLead; unknown id 404; bad status 400 with field messages. */
export type LeadStatusInput = { status: LeadStatus };

/** The export's forms: the CSV download, or JSON pages for the admin's .xlsx export (GET /api/leads/export?format=). */
export const LEAD_EXPORT_FORMATS = ['csv', 'json'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];

/**
 * GET /api/leads/export with the list's filters (status, q, view, owner) and cursor, so a download holds the leads the
 * list shows: one page of CSV (text/csv), the header row on the first page only, with x-next-cursor while more pages
 * exist; the admin app joins the pages into one download.
 */
export type LeadExportQuery = Omit<LeadListQuery, 'limit'> & { format?: LeadExportFormat };

/**
 * One page of GET /api/leads/export?format=json: the header row on the first page only, then each lead's cells as
 * stored text (no CSV quoting, no formula apostrophe).
 */
export type LeadExportJsonPage = { header?: string[]; rows: string[][] };

/** GET /api/admin/overview: the Analytics Overview, from aggregates kept up to date on write. */
export type AnalyticsOverview = {
  totals: {
    total: number;
    new: number;
    contacted: number;
    qualified: number;
    closed: number;
    guideDownloads: number;
    countries: number;
    /** closed / total as a percentage, 0 when there are no leads. */
    conversionRate: number;
  };
  /** The 15 most recent leads, newest first. */
  recentLeads: AdminLead[];
  topCountries: { country: string; count: number }[];
  topBusinessTypes: { businessActivity: string; count: number }[];
  /** Public form submissions caught by the honeypot (stored as spam, never as leads). */
  spamSubmissions: number;
  /** The privacy requests still to answer, and how many are overdue or due within 7 days (data-request-contract.ts). */
  privacyRequests: { open: number; overdue: number; dueThisWeek: number };
};

/**
 * A public request the API refused for abuse (e.g. a tax report over its quota), as staff see it: the recipient's
 * e-mail masked (`h***@example.com`), the source cut to its network (`203.0.113.x`).
 */
export type RefusedRequest = {
  id: string;
  at: string;
  /** The route, e.g. 'POST /api/tax-report'. */
  route: string;
  /** perRecipient / perSource: a tax report over its daily quota; rateLimit: a route's per-address limit (the first
   * refusal of each address, route and window is recorded, so a flood is one record, not thousands). */
  reason: 'perRecipient' | 'perSource' | 'rateLimit';
  /** Masked; '' when the request was refused before its body was read (rateLimit). */
  recipient: string;
  source: string;
};

/** GET /api/admin/refused-requests?cursor=&limit=: RefusedRequest[] newest first, plus x-next-cursor (paged like the audit log). */
export type RefusedRequestQuery = { cursor?: string; limit?: number };

/** GET /api/admin/audit?cursor=: AuditEntry[] newest first, plus x-next-cursor. */
export type AuditQuery = { cursor?: string; limit?: number };
