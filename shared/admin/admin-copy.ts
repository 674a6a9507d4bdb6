/**
 * Every text the staff back office shows (spec uk-and-admin.md sections 2, 5 and 8). The spec's literals are copied
 * exactly; the wording the spec leaves out (the lead detail, paging, the tabs still to come) is ours and lives here too.
 */
import type { ToastMessage } from '../main-site/messages.ts';
import { LOGIN_MESSAGES } from '../auth/login-rules.ts';
import { PASSWORD_POLICY } from '../auth/password-policy.ts';
import { MFA_SETUP_COPY } from '../auth/session-messages.ts';
import type { LeadFilter, LeadStatus } from './api-contract.ts';
import { AUDIT_ACTIONS } from './audit-rules.ts';
import { TEAM_AUDIT_LABELS } from './team-messages.ts';
import { CONTACT_AUDIT_LABELS } from './contact-messages.ts';
import { LEAD_OWNER_AUDIT_LABELS } from './lead-owner-messages.ts';
import { FOLLOW_UP_AUDIT_LABELS } from './follow-up-messages.ts';
import { TEST_LEAD_AUDIT_LABELS } from './test-lead-messages.ts';
import { PRIVACY_EXPORT_AUDIT_LABELS } from './privacy-export-messages.ts';
import { PRIVACY_AUDIT_ACTIONS } from './privacy-messages.ts';
import { RESTRICTION_AUDIT_LABELS } from '../privacy/restriction-messages.ts';
import { LEAD_EDIT_COPY } from './lead-edit-rules.ts';
import { CONTACT_OUTCOME_MAX_LENGTH, type ContactChannel, type LeadView } from './api-contract.ts';

/** The dashboard's tabs in the spec's order; `id` is what the address bar carries (?tab=leads). */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Analytics Overview' },
  { id: 'leads', label: 'Lead Management' },
  { id: 'content', label: 'Content Management' },
  { id: 'cms', label: 'CMS Editor' },
  { id: 'email', label: 'Email Integrations' },
  { id: 'phone', label: 'Phone Config' },
  { id: 'tags', label: 'Marketing Tags' },
  { id: 'performance', label: 'Performance Optimizer' },
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** What each tab still to be built will do, shown honestly in its place until then. */
export const LOGIN_COPY = {
  heading: 'Admin Login',
  intro: 'Staff only. Log in with your username and password.',
  username: 'Username',
  password: 'Password',
  submit: 'Login',
  submitting: 'Logging in...',
} as const;

export const LOGIN_TOASTS = {
  success: { title: LOGIN_MESSAGES.successTitle, description: LOGIN_MESSAGES.success, variant: 'default' },
  /** The server's message replaces this description when it sends one. */
  failure: { title: LOGIN_MESSAGES.failureTitle, description: LOGIN_MESSAGES.invalidCredentials, variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

/** The first-login form of an account an operator created with a temporary password. */
export const NEW_PASSWORD_COPY = {
  heading: 'Choose a new password',
  intro: 'Your account has a temporary password. Choose your own password to continue.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  hint: `At least ${PASSWORD_POLICY.minLength} characters, with upper and lower case letters, a digit and a symbol.`,
  submit: 'Set password and continue',
  submitting: 'Saving...',
  backToLogin: 'Back to login',
  failureTitle: 'Password not changed',
  failure: 'The new password could not be set. Please try again.',
} as const;

/** The confirmation field's messages; the new password's own are the policy's (shared/auth/password-policy.ts). */
export const NEW_PASSWORD_MESSAGES = {
  confirmRequired: 'Please confirm the new password',
  mismatch: 'The passwords do not match',
} as const;

export const DASHBOARD_COPY = {
  heading: 'Admin Dashboard',
  signedInAs: 'Signed in as',
  logout: 'Logout',
  auditLog: 'Audit log',
  refusedRequests: 'Refused requests',
  tabsLabel: 'Dashboard sections',
  unreachable: 'The admin could not reach the server. Please reload the page.',
} as const;

export const OVERVIEW_COPY = {
  counters: {
    total: 'Total Leads',
    new: 'New Leads',
    contacted: 'Contacted',
    guideDownloads: 'Guide Downloads',
    countries: 'Countries',
    conversionRate: 'Conversion Rate',
  },
  recentLeads: 'Recent Leads',
  topCountries: 'Top Countries',
  topBusinessTypes: 'Top Business Types',
  empty: 'No leads yet. Start marketing to see data here!',
  loading: 'Loading overview...',
  error: 'The overview could not be loaded.',
  leadsLabel: 'leads',
  noneYet: 'None yet.',
  /** Ours (the spec has no honeypot): how many form submissions the hidden field caught, kept out of the leads. */
  spamBlocked: 'Spam submissions blocked (honeypot)',
} as const;

/** Labels of a lead's fields wherever a lead is shown. */
export const LEAD_FIELD_LABELS = {
  fullName: 'Name',
  status: 'Status',
  guide: 'Guide downloaded',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company',
  businessActivity: 'Business activity',
  preferredStructure: 'Preferred structure',
  country: 'Country',
  ipAddress: 'IP',
  createdAt: 'Created',
  notes: 'Notes',
  guideAccessedAt: 'Guide accessed',
  userAgent: 'User agent',
  additionalRequirements: 'Additional requirements',
  formType: 'Form',
  page: 'Page',
  gdprConsent: 'Privacy consent',
  marketingOptIn: 'Marketing opt-in',
  landingVariant: 'Landing variant',
  utm: 'UTM',
  referrer: 'Referrer',
} as const;

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
};

export const LEAD_FILTER_LABELS: Record<LeadFilter, string> = { all: 'All', ...LEAD_STATUS_LABELS };

export const LEADS_COPY = {
  heading: 'Lead Management',
  filterLabel: 'Filter by status',
  searchLabel: 'Search leads',
  searchPlaceholder: 'Name, e-mail or phone',
  export: 'Export CSV',
  /** The .xlsx export beside the CSV: phone numbers and names exactly as typed, every cell text. */
  exportExcel: 'Export Excel',
  /** The name of the .xlsx export's one sheet. */
  exportSheetName: 'Leads',
  exporting: 'Exporting...',
  exportFailedTitle: 'Export failed',
  exportFailed: 'The leads could not be exported. Please try again.',
  statusLabel: 'Status of',
  loading: 'Loading leads...',
  empty: 'No leads match this view.',
  error: 'The leads could not be loaded.',
  previous: 'Previous',
  next: 'Next',
  page: 'Page',
  yes: 'Yes',
  no: 'No',
  none: '-',
} as const;

export const LEAD_STATUS_TOASTS = {
  success: { title: 'Status Updated', description: '', variant: 'default' },
  failure: { title: 'Error', description: 'Failed to update lead status.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

/**
 * The lead's "e-mail bounced" sign (issue 27): SES reported its address as hard-bounced or complaining, so no e-mail
 * goes to it any more and staff phone instead. Shown in the lead list's row, the detail, and on the e-mail action.
 */
export const EMAIL_BOUNCED_COPY = {
  badge: 'E-mail bounced',
  /** The badge's title and the detail's heading, by reason. */
  title: { bounce: 'E-mail to this address bounced', complaint: 'This person marked our e-mail as spam' },
  banner: (reason: 'bounce' | 'complaint', when: string) =>
    reason === 'bounce'
      ? `Our e-mail to this address could not be delivered (${when}). No e-mail goes to it any more: phone instead, and correct the address if they give you a new one.`
      : `The person marked our e-mail as spam (${when}). No e-mail goes to them any more: phone instead.`,
  /** Beside the e-mail action, which stays (staff may write from their own mailbox) but says so. */
  emailAction: 'E-mail bounced: phone instead',
} as const;

export const LEAD_DETAIL_COPY = {
  title: 'Lead details',
  close: 'Close',
  source: 'Where it came from',
  notes: 'Staff notes',
  noNotes: 'No notes yet.',
  addNote: 'Add note',
  addingNote: 'Adding...',
  noteLabel: 'New note',
  noteRequired: 'Write a note first',
  noteAddedTitle: 'Note added',
  noteFailedTitle: 'Note not added',
  noteFailed: 'The note could not be saved. Please try again.',
  history: 'Status history',
  noHistory: 'No status changes yet.',
  otherSubmissions: 'Other submissions from this person',
  noOtherSubmissions: 'No other submissions.',
  loading: 'Loading lead...',
  error: 'The lead could not be loaded.',
  by: 'by',
} as const;

/** Ours: the refused requests panel (GET /api/admin/refused-requests), what the API turned away as abuse. */
export const REFUSED_REQUESTS_COPY = {
  title: 'Refused requests',
  close: 'Close refused requests',
  loading: 'Loading refused requests...',
  empty: 'Nothing refused yet.',
  error: 'The refused requests could not be loaded.',
  when: 'When',
  route: 'Request',
  why: 'Why',
  recipient: 'Recipient',
  source: 'From network',
  reasons: {
    perRecipient: 'Daily limit for this recipient reached',
    perSource: 'Daily limit for this network reached',
    rateLimit: 'Too many requests from this address',
  },
} as const;

export const AUDIT_COPY = {
  title: 'Audit log',
  close: 'Close audit log',
  loading: 'Loading audit log...',
  empty: 'Nothing recorded yet.',
  error: 'The audit log could not be loaded.',
  when: 'When',
  who: 'Who',
  what: 'What',
  target: 'Target',
  change: 'Change',
  address: 'IP',
  openLead: 'Open lead',
} as const;

/** The audit log's actions as staff read them; an action not listed here is shown as recorded. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'content.update': 'Website content changed',
  'testimonial.create': 'Testimonial added',
  'testimonial.update': 'Testimonial changed',
  'testimonial.delete': 'Testimonial deleted',
  'page-content.create': 'Page content added',
  'page-content.update': 'Page content changed',
  'page-content.delete': 'Page content deleted',
  'auth.login': 'Logged in',
  'auth.login.failed': 'Failed login',
  'auth.logout': 'Logged out',
  'auth.password.changed': 'Password changed',
  'lead.status': 'Lead status changed',
  'lead.note': 'Note added to lead',
  'lead.edit': LEAD_EDIT_COPY.auditAction,
  'phone-config.update': 'Phone number changed',
  'tracking-tag.create': 'Tracking tag created',
  'tracking-tag.update': 'Tracking tag changed',
  'tracking-tag.delete': 'Tracking tag deleted',
  'performance.implement': 'Optimization applied',
  'performance.undo': 'Optimization undone',
  [AUDIT_ACTIONS.leadsExport]: 'Leads exported (CSV)',
  [AUDIT_ACTIONS.leadsExportExcel]: 'Leads exported (Excel)',
  [AUDIT_ACTIONS.mediaUpload]: 'Photo uploaded',
  ...TEAM_AUDIT_LABELS,
  ...CONTACT_AUDIT_LABELS,
  ...LEAD_OWNER_AUDIT_LABELS,
  ...FOLLOW_UP_AUDIT_LABELS,
  ...TEST_LEAD_AUDIT_LABELS,
  ...PRIVACY_EXPORT_AUDIT_LABELS,
  ...RESTRICTION_AUDIT_LABELS,
  [PRIVACY_AUDIT_ACTIONS.erase]: 'Person erased (privacy request)',
  [PRIVACY_AUDIT_ACTIONS.retention]: 'Inactive leads anonymised (retention)',
  'dataRequest.create': 'Data request logged',
  'dataRequest.update': 'Data request updated',
  [AUDIT_ACTIONS.mfaEnrolled]: MFA_SETUP_COPY.auditEnrolled,
};

/** Minutes as staff read a wait: "45 min", "5 h 12 min", "3 h"; two days and more in days ("3 days"). */
function duration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours >= 48) return `${Math.floor(hours / 24)} days`;
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = { whatsapp: 'WhatsApp', call: 'Call', email: 'E-mail', other: 'Other' };

/**
 * Ours (issue 25): the 24-hour first-contact promise the lead form makes, contacting a lead from the admin (WhatsApp,
 * call, e-mail), the contacts logged on it, the WhatsApp greeting template, and how fast the team answers.
 */
export const FIRST_CONTACT_COPY = {
  /** The Lead Management tab's badge, read by screen readers beside the tab's name (never part of it). */
  waiting: (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'} waiting for first contact`,
  viewLabel: 'Show',
  views: { all: 'All leads', 'needs-first-contact': 'Needs first contact', 'due-today': 'Due today', overdue: 'Overdue' } satisfies Record<LeadView, string>,
  /** Why the search box is empty in the queue: the queue is every waiting lead, by deadline. */
  searchLeavesQueue: 'Searching shows all leads.',
  column: 'First contact',
  /** The countdown: words as well as colour (amber in the last 4 hours, red once broken). */
  timeLeft: (minutes: number) => `${duration(minutes)} left`,
  dueSoon: (minutes: number) => `Due soon: ${duration(minutes)} left`,
  broken: (minutesAgo: number) => (minutesAgo < 1 ? 'Promise broken just now' : `Promise broken ${duration(minutesAgo)} ago`),
  contactedOn: (when: string) => `Contacted ${when}`,
  promiseTitle: (deadline: string) => `24-hour promise: answer by ${deadline}`,
  channels: CONTACT_CHANNEL_LABELS,
  /** The accessible name of a lead's action in the list, where many leads have one: "WhatsApp Sara Khan". */
  actionFor: (channel: ContactChannel, name: string) => `${CONTACT_CHANNEL_LABELS[channel]} ${name}`,
  actionsLabel: 'Contact',
  unreadablePhone: 'This number could not be read for WhatsApp. Number as typed:',
  noPhone: 'No phone number: e-mail only.',
  attemptFailedTitle: 'Attempt not logged',
  attemptFailed: (channel: ContactChannel) =>
    `Opening ${CONTACT_CHANNEL_LABELS[channel]} could not be logged on the lead. Log the contact by hand when you reach them.`,
  /** Right after an action: one tap confirms the contact, or a short note logs what came of it. */
  confirmHeading: (channel: ContactChannel, name: string) => `${CONTACT_CHANNEL_LABELS[channel]} opened for ${name}. Did you reach them?`,
  logHeading: (name: string) => `Log a contact with ${name}`,
  contactMade: 'Contact made',
  notNow: 'Not now',
  logContact: 'Log a contact',
  saveContact: 'Log contact',
  channelLabel: 'How',
  outcomeLabel: 'Outcome (optional)',
  outcomeHint: `What came of it, in ${CONTACT_OUTCOME_MAX_LENGTH} characters or fewer.`,
  saving: 'Saving...',
  loggedTitle: 'Contact logged',
  logFailedTitle: 'Contact not logged',
  logFailed: 'The contact could not be saved. Please try again.',
  /** After the first confirmed contact of a new lead: asked, never done silently. */
  moveToContactedQuestion: (name: string) => `First contact with ${name} logged. Move to contacted?`,
  moveToContacted: 'Move to contacted',
  keepStatus: 'Keep as new',
  timeline: 'Contacts',
  noContacts: 'No contact yet.',
  attempt: (channel: ContactChannel) => `${CONTACT_CHANNEL_LABELS[channel]} opened`,
  contact: (channel: ContactChannel) => `Contact made (${CONTACT_CHANNEL_LABELS[channel]})`,
  by: 'by',
  /** The WhatsApp greeting template, edited by staff. */
  template: {
    open: 'WhatsApp greeting',
    title: 'WhatsApp greeting',
    close: 'Close',
    field: 'Greeting',
    placeholders: 'Placeholders filled in when you open WhatsApp from a lead:',
    staffName: '{staffName}: your name, as you are signed in',
    firstName: "{firstName}: the lead's first name",
    interest: '{interest}: what the lead asked about (the structure and business activity they named, or the form they sent)',
    save: 'Save greeting',
    cancel: 'Cancel',
    preview: 'A lead reads:',
    exampleFirstName: 'Sara',
    saving: 'Saving...',
    savedTitle: 'Greeting saved',
    saveFailedTitle: 'Greeting not saved',
    saveFailed: 'The greeting could not be saved. Please try again.',
    loading: 'Loading greeting...',
    error: 'The greeting could not be loaded.',
  },
  /** The overview's measure of how fast the team answers. */
  measure: {
    heading: 'First contact within 24 hours',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    window: (from: string, to: string) => `Leads that arrived ${from} to ${to} (Dubai days)`,
    share: 'Contacted within 24 hours',
    ofLeads: (within: number, leads: number) => `${within} of ${leads} ${leads === 1 ? 'lead' : 'leads'}`,
    median: 'Median time to first contact',
    medianValue: (minutes: number) => duration(minutes),
    beyondPromise: 'over 24 h',
    noLeads: 'No leads arrived in these days.',
    loading: 'Loading first-contact measure...',
    error: 'The first-contact measure could not be loaded.',
  },
} as const;
