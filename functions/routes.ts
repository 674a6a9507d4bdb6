/**
 * The route table: every API route, read by the CDK API stack (one HTTP API route and one Lambda per row) and by the
 * local server (dispatch). A route cannot exist in one and not the other.
 */
import { VITALS_RULES } from '#shared/admin/performance-rules.ts';
import { ANALYTICS_RULES } from '#shared/analytics/analytics-rules.ts';
import type { RateLimit } from '#shared/public-forms/rate-limit.ts';
import { dailyInDubaiAt, everyMinutes, type JobSchedule } from './job-schedule.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a state-changing request proves it comes from our own pages (the handler stack's CSRF guard):
 * - 'token': the `x-csrf-token` header equals the `csrf` cookie (double submit), and 'origin';
 * - 'origin': an Origin header, when sent, names this site's host, and a body is sent as application/json.
 * Refusals answer 401. POST, PUT, PATCH and DELETE on admin routes are always 'token'.
 */
export type CsrfProtection = 'token' | 'origin';

type RouteBase = {
  method: HttpMethod;
  /** API Gateway path syntax, e.g. /api/content/{key}. */
  path: `/api/${string}`;
  /** The handler module, relative to functions/; it exports `handler`. */
  handler: string;
  /** Routes that send e-mail get SES send permission and the sender address. */
  sendsEmail?: boolean;
  /** CSRF protection for a public route that changes a staff session (login, logout); see CsrfProtection. */
  csrf?: CsrfProtection;
  /** Routes that encrypt or decrypt the integrations' API keys get the KMS key (grant) and its id. */
  secrets?: boolean;
  /**
   * Routes that log an erasure with keyed hashes of the person's address and number (functions/lib/privacy-hmac.ts)
   * get the privacy HMAC secret (read) and its ARN, PRIVACY_HMAC_SECRET_ARN. So do the routes and jobs that send
   * e-mail (their suppression check hashes the address: functions/data/email-suppressions.ts) and the SES events'
   * handler; no other function may read it.
   */
  privacyKey?: boolean;
  /**
   * Per-address limit the handler stack enforces (429 with Retry-After); every public write has one. Multiplied by
   * RATE_LIMIT_MULTIPLIER where the environment sets it (the local stack, tests).
   */
  rateLimit?: RateLimit;
  /**
   * Routes that store uploaded photographs get MEDIA_BUCKET and may put objects under media/ of the media bucket (data
   * stack), and nothing else there (locally: MEDIA_DIR, the data folder's media/).
   */
  media?: boolean;
  /**
   * The Cognito admin actions the route calls on the staff user pool (the Team view's routes), granted on that pool
   * only; a route without them gets no Cognito admin permission.
   */
  cognitoAdmin?: readonly CognitoAdminAction[];
};

/** The Cognito admin actions a route may be granted (IAM names without the `cognito-idp:` prefix). */
export type CognitoAdminAction =
  | 'ListUsersInGroup'
  | 'AdminGetUser'
  | 'AdminCreateUser'
  | 'AdminAddUserToGroup'
  | 'AdminSetUserPassword'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUserGlobalSignOut'
  | 'AdminSetUserMFAPreference';

export type Route =
  | (RouteBase & {
      access: 'public';
      /** The least table access the route needs; a read-only route gets read-only IAM. */
      table: 'none' | 'read' | 'write';
    })
  | (RouteBase & {
      /** 'admin' routes need a staff session. */
      access: 'admin';
      /** At least 'read': the session guard looks up the session's revocation record on every admin request. */
      table: 'read' | 'write';
    });

export const ROUTES: readonly Route[] = [
  { method: 'POST', path: '/api/leads', handler: 'leads/create.ts', access: 'public', table: 'write', rateLimit: { requests: 10, windowSeconds: 600 } },
  { method: 'POST', path: '/api/leads/capture', handler: 'leads/capture.ts', access: 'public', table: 'write', rateLimit: { requests: 10, windowSeconds: 600 } },
  { method: 'POST', path: '/api/tax-report', handler: 'tax-report/create.ts', access: 'public', table: 'write', sendsEmail: true, rateLimit: { requests: 5, windowSeconds: 3600 } },
  { method: 'POST', path: '/api/newsletter', handler: 'newsletter/subscribe.ts', access: 'public', table: 'write', sendsEmail: true, rateLimit: { requests: 5, windowSeconds: 600 } },
  { method: 'POST', path: '/api/newsletter/confirm', handler: 'newsletter/confirm.ts', access: 'public', table: 'write', rateLimit: { requests: 10, windowSeconds: 600 } },
  { method: 'GET', path: '/api/content/{key}', handler: 'content/get.ts', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/testimonials', handler: 'testimonials/list-active.ts', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/tracking-tags/active', handler: 'tracking-tags/list-active.ts', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/phone-numbers', handler: 'phone-numbers/list-active.ts', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/geo', handler: 'geo/get.ts', access: 'public', table: 'none' },
  { method: 'POST', path: '/api/auth/login', handler: 'auth/login.ts', access: 'public', table: 'write', csrf: 'origin', rateLimit: { requests: 30, windowSeconds: 900 } },
  { method: 'POST', path: '/api/auth/new-password', handler: 'auth/new-password.ts', access: 'public', table: 'write', csrf: 'origin', rateLimit: { requests: 10, windowSeconds: 900 } },
  { method: 'POST', path: '/api/auth/mfa', handler: 'auth/mfa.ts', access: 'public', table: 'write', csrf: 'origin', rateLimit: { requests: 30, windowSeconds: 900 } },
  { method: 'POST', path: '/api/auth/mfa-setup', handler: 'auth/mfa-setup.ts', access: 'public', table: 'write', csrf: 'origin', rateLimit: { requests: 10, windowSeconds: 900 } },
  { method: 'POST', path: '/api/auth/refresh', handler: 'auth/refresh.ts', access: 'public', table: 'read', csrf: 'origin' },
  { method: 'POST', path: '/api/auth/logout', handler: 'auth/logout.ts', access: 'public', table: 'write', csrf: 'token' },
  { method: 'GET', path: '/api/auth/me', handler: 'auth/me.ts', access: 'admin', table: 'read' },
  { method: 'GET', path: '/api/admin/audit', handler: 'audit/list.ts', access: 'admin', table: 'read' },
  // The Privacy view: everything held about one person (functions/privacy/personal-data.ts), by e-mail or phone.
  { method: 'GET', path: '/api/admin/privacy/person', handler: 'privacy/person.ts', access: 'admin', table: 'read' },
  // Erase the person everywhere (functions/privacy/erasure.ts): one confirmed action.
  { method: 'POST', path: '/api/admin/privacy/erase', handler: 'privacy/erase.ts', access: 'admin', table: 'write', privacyKey: true },
  { method: 'GET', path: '/api/admin/privacy/person/export', handler: 'privacy/export.ts', access: 'admin', table: 'write' },
  { method: 'PUT', path: '/api/admin/privacy/restriction', handler: 'privacy/restriction.ts', access: 'admin', table: 'write' },
  { method: 'POST', path: '/api/admin/privacy/withdraw-consent', handler: 'privacy/withdraw-consent.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/admin/privacy/requests', handler: 'data-requests/list.ts', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/admin/privacy/requests', handler: 'data-requests/create.ts', access: 'admin', table: 'write' },
  { method: 'PATCH', path: '/api/admin/privacy/requests/{id}', handler: 'data-requests/update.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/leads', handler: 'leads/list.ts', access: 'admin', table: 'read' },
  { method: 'GET', path: '/api/leads/export', handler: 'leads/export.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/leads/{id}', handler: 'leads/get.ts', access: 'admin', table: 'read' },
  { method: 'PATCH', path: '/api/leads/{id}/status', handler: 'leads/change-status.ts', access: 'admin', table: 'write' },
  { method: 'PATCH', path: '/api/leads/{id}', handler: 'leads/edit.ts', access: 'admin', table: 'write' },
  { method: 'POST', path: '/api/leads/{id}/notes', handler: 'leads/add-note.ts', access: 'admin', table: 'write' },
  // Contact from the lead (issue 25): attempts and confirmed contacts on its timeline; the first contact ends its wait.
  { method: 'POST', path: '/api/leads/{id}/contact-attempts', handler: 'leads/log-contact-attempt.ts', access: 'admin', table: 'write' },
  { method: 'POST', path: '/api/leads/{id}/contacts', handler: 'leads/log-contact.ts', access: 'admin', table: 'write' },
  // The lead's next follow-up (issue 25): set or moved, and cleared; listed by the "Due today" and "Overdue" views.
  { method: 'PUT', path: '/api/leads/{id}/follow-up', handler: 'leads/set-follow-up.ts', access: 'admin', table: 'write' },
  { method: 'DELETE', path: '/api/leads/{id}/follow-up', handler: 'leads/clear-follow-up.ts', access: 'admin', table: 'write' },
  // Test leads (issue 26): marked or unmarked; a test lead is left out of every figure of the Analytics Overview.
  { method: 'PUT', path: '/api/leads/{id}/test', handler: 'leads/mark-test.ts', access: 'admin', table: 'write' },
  { method: 'DELETE', path: '/api/leads/{id}/test', handler: 'leads/unmark-test.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/admin/first-contact', handler: 'admin/first-contact-summary.ts', access: 'admin', table: 'read' },
  { method: 'PATCH', path: '/api/leads/{id}/owner', handler: 'leads/change-owner.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/admin/lead-roster', handler: 'admin/lead-roster-get.ts', access: 'admin', table: 'read' },
  { method: 'PUT', path: '/api/admin/lead-roster', handler: 'admin/lead-roster-put.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/admin/contact-template', handler: 'admin/contact-template-get.ts', access: 'admin', table: 'read' },
  { method: 'PUT', path: '/api/admin/contact-template', handler: 'admin/contact-template-put.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/admin/overview', handler: 'admin/overview.ts', access: 'admin', table: 'read' },
  { method: 'GET', path: '/api/page-content/active', handler: 'cms/list-active.ts', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/content', handler: 'content/list.ts', access: 'admin', table: 'read' },
  { method: 'PUT', path: '/api/content/{key}', handler: 'content/update.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/admin/testimonials', handler: 'testimonials/list-all.ts', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/admin/testimonials', handler: 'testimonials/create.ts', access: 'admin', table: 'write' },
  { method: 'PUT', path: '/api/admin/testimonials/{id}', handler: 'testimonials/update.ts', access: 'admin', table: 'write' },
  { method: 'DELETE', path: '/api/admin/testimonials/{id}', handler: 'testimonials/delete.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/cms/page-content', handler: 'cms/list.ts', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/cms/page-content', handler: 'cms/create.ts', access: 'admin', table: 'write' },
  { method: 'PUT', path: '/api/cms/page-content/{elementId}', handler: 'cms/update.ts', access: 'admin', table: 'write' },
  { method: 'DELETE', path: '/api/cms/page-content/{elementId}', handler: 'cms/delete.ts', access: 'admin', table: 'write' },
  { method: 'POST', path: '/api/cms/media', handler: 'media/upload.ts', access: 'admin', table: 'write', media: true },
  // The admin's Phone Config, Marketing Tags and Performance Optimizer tabs.
  { method: 'GET', path: '/api/admin/phone-config', handler: 'phone-config/list.ts', access: 'admin', table: 'read' },
  { method: 'PUT', path: '/api/admin/phone-config/{configKey}', handler: 'phone-config/update.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/tracking-tags', handler: 'tracking-tags/list.ts', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/tracking-tags', handler: 'tracking-tags/create.ts', access: 'admin', table: 'write' },
  { method: 'PUT', path: '/api/tracking-tags/{id}', handler: 'tracking-tags/update.ts', access: 'admin', table: 'write' },
  { method: 'DELETE', path: '/api/tracking-tags/{id}', handler: 'tracking-tags/delete.ts', access: 'admin', table: 'write' },
  { method: 'GET', path: '/api/performance', handler: 'performance-optimizer/report.ts', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/performance/implement', handler: 'performance-optimizer/implement.ts', access: 'admin', table: 'write' },
  { method: 'POST', path: '/api/performance/undo', handler: 'performance-optimizer/undo.ts', access: 'admin', table: 'write' },
  // The Analytics Overview's 30-day Web Vitals trend (issue 26).
  { method: 'GET', path: '/api/performance/trend', handler: 'performance-optimizer/trend.ts', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/vitals', handler: 'web-vitals/record.ts', access: 'public', table: 'write', rateLimit: { requests: VITALS_RULES.beaconsPerAddressPerMinute, windowSeconds: 60 } },
  // First-party analytics (issue 26): the public pages' beacon (views, clicks, conversions, consent decisions) and the
  // staff read of its per-day counters.
  { method: 'POST', path: '/api/analytics/events', handler: 'analytics/record.ts', access: 'public', table: 'write', rateLimit: { requests: ANALYTICS_RULES.beaconsPerAddressPerMinute, windowSeconds: 60 } },
  { method: 'GET', path: '/api/admin/analytics', handler: 'analytics/read.ts', access: 'admin', table: 'read' },
  { method: 'GET', path: '/api/site-settings', handler: 'site-settings/get.ts', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/email-integrations', handler: 'email-integrations/list.ts', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/email-integrations', handler: 'email-integrations/create.ts', access: 'admin', table: 'write', secrets: true },
  { method: 'POST', path: '/api/email-integrations/test-all', handler: 'email-integrations/test-all.ts', access: 'admin', table: 'write', secrets: true },
  { method: 'PUT', path: '/api/email-integrations/{id}', handler: 'email-integrations/update.ts', access: 'admin', table: 'write', secrets: true },
  { method: 'DELETE', path: '/api/email-integrations/{id}', handler: 'email-integrations/delete.ts', access: 'admin', table: 'write' },
  { method: 'POST', path: '/api/email-integrations/{id}/test', handler: 'email-integrations/test-one.ts', access: 'admin', table: 'write', secrets: true },
  { method: 'POST', path: '/api/leads/bulk-sync', handler: 'leads/bulk-sync.ts', access: 'admin', table: 'write', secrets: true },
  { method: 'POST', path: '/api/leads/{id}/sync/{integrationId}', handler: 'leads/sync-to-integration.ts', access: 'admin', table: 'write', secrets: true },
  { method: 'GET', path: '/api/leads/{id}/syncs', handler: 'leads/list-syncs.ts', access: 'admin', table: 'read' },
  // What the API refused to send (e-mail abuse), for staff to see.
  { method: 'GET', path: '/api/admin/refused-requests', handler: 'refused-requests/list.ts', access: 'admin', table: 'read' },
  // The Team view (staff accounts): every look first brings our records in step with the admin group (ListUsersInGroup).
  { method: 'GET', path: '/api/admin/team', handler: 'team/list.ts', access: 'admin', table: 'write', cognitoAdmin: ['ListUsersInGroup', 'AdminGetUser'] },
  { method: 'POST', path: '/api/admin/team', handler: 'team/invite.ts', access: 'admin', table: 'write', sendsEmail: true, cognitoAdmin: ['ListUsersInGroup', 'AdminGetUser', 'AdminCreateUser', 'AdminAddUserToGroup'] },
  { method: 'POST', path: '/api/admin/team/{username}/resend-invitation', handler: 'team/resend-invitation.ts', access: 'admin', table: 'write', sendsEmail: true, cognitoAdmin: ['ListUsersInGroup', 'AdminGetUser', 'AdminSetUserPassword'] },
  { method: 'POST', path: '/api/admin/team/{username}/reset-password', handler: 'team/reset-password.ts', access: 'admin', table: 'write', sendsEmail: true, cognitoAdmin: ['ListUsersInGroup', 'AdminGetUser', 'AdminSetUserPassword'] },
  { method: 'POST', path: '/api/admin/team/{username}/disable', handler: 'team/disable.ts', access: 'admin', table: 'write', cognitoAdmin: ['ListUsersInGroup', 'AdminGetUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'] },
  { method: 'POST', path: '/api/admin/team/{username}/enable', handler: 'team/enable.ts', access: 'admin', table: 'write', cognitoAdmin: ['ListUsersInGroup', 'AdminGetUser', 'AdminEnableUser'] },
  { method: 'POST', path: '/api/admin/team/{username}/reset-authenticator', handler: 'team/reset-authenticator.ts', access: 'admin', table: 'write', cognitoAdmin: ['ListUsersInGroup', 'AdminGetUser', 'AdminSetUserMFAPreference'] },
];

/**
 * Background jobs: functions that no request calls, run on a schedule (EventBridge in CDK, a timer in the local
 * stack). Built and permissioned like a route's function, from the same columns.
 */
export type Job = {
  /** The function's name, e.g. IntegrationsDrain. */
  name: string;
  handler: string;
  description: string;
  /** When it runs, deployed (EventBridge) and locally (the local stack's timer): job-schedule.ts. */
  schedule: JobSchedule;
  /**
   * Locally, a job that runs every few minutes may run more often, so a person trying the product (or a test) sees
   * its work within seconds; absent, the local timer keeps the deployed schedule.
   */
  localEverySeconds?: number;
  table: 'read' | 'write';
  sendsEmail?: boolean;
  secrets?: boolean;
};

export const JOBS: readonly Job[] = [
  {
    name: 'IntegrationsDrain',
    handler: 'integrations/drain.ts',
    description: 'Sync drain: staff e-mail and integration sync for new leads, retries, bulk syncs',
    schedule: everyMinutes(1),
    localEverySeconds: 5,
    table: 'write',
    sendsEmail: true,
    secrets: true,
  },
  {
    name: 'PrivacyRetention',
    handler: 'privacy/retention.ts',
    description: 'Retention rule: anonymises leads that never became clients after LEAD_RETENTION_MONTHS without activity',
    schedule: dailyInDubaiAt(3, 30),
    table: 'write',
  },
  {
    name: 'MorningDigest',
    handler: 'leads/morning-digest.ts',
    description: "Morning digest: each member of staff's overdue and due-today follow-ups and the unassigned leads waiting for first contact",
    schedule: dailyInDubaiAt(8, 0),
    table: 'write',
    sendsEmail: true,
  },
];

/**
 * Functions another AWS service invokes with its events: neither a request nor a schedule. Built and permissioned like
 * a job, from the same columns; `source` names what invokes it (the API stack wires it up).
 * - 'ses-events': the SES configuration set's bounce and complaint events, through its SNS topic
 *   (infra/constructs/ses-events.ts).
 */
export type EventHandler = Omit<Job, 'schedule' | 'localEverySeconds'> & { source: 'ses-events' };

export const EVENT_HANDLERS: readonly EventHandler[] = [
  {
    name: 'EmailEvents',
    handler: 'email-events/record.ts',
    description: 'SES bounces and complaints: suppresses the address, marks its leads, ends its newsletter subscription',
    source: 'ses-events',
    table: 'write',
  },
];

/** The CSRF protection the handler stack applies to the route (see CsrfProtection), or none. */
export function csrfProtectionOf(route: Route): CsrfProtection | undefined {
  if (route.access === 'admin' && route.method !== 'GET') return 'token';
  return route.csrf;
}

/**
 * The two CloudFront distributions a request can come through: the public site's and the back office's (its own host
 * and origin secret), so no script on a public page shares an origin, cookies or routes with the staff session.
 */
export type Distribution = 'public' | 'admin';

/**
 * Staff routes: every 'admin' route and the staff session's own routes (login, its challenges, refresh, logout).
 * Served only through the admin distribution.
 */
export const isStaffRoute = (route: Pick<Route, 'access' | 'path'>) => route.access === 'admin' || route.path.startsWith('/api/auth/');

/**
 * The distributions through which a route answers; through any other, the handler stack answers 404 (whatever the
 * CloudFront behaviours say). Staff routes: the admin host only. Public reads: both (the admin previews the public
 * lists). Public writes (forms, the web-vitals beacon): the public host only.
 */
export function distributionsOf(route: Pick<Route, 'access' | 'path' | 'method'>): readonly Distribution[] {
  if (isStaffRoute(route)) return ['admin'];
  return route.method === 'GET' ? ['public', 'admin'] : ['public'];
}

/** "POST /api/leads", as API Gateway names a route in event.routeKey. */
export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A stable name for the route's function, e.g. leads/create.ts -> LeadsCreate. */
export const functionName = (route: Pick<Route, 'handler'>) =>
  route.handler
    .replace(/\.ts$/, '')
    .split(/[/_-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
