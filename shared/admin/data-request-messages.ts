/**
 * Every text of the data-request log (the Privacy view's "Data requests" tab, issue 23; ours: the spec has no such
 * view): the route's messages for bad input, the labels of types, statuses, verification methods and checklist items,
 * the view's words, and the overview's line.
 */
import type { DataRequestAction, DataRequestChecklistItem, DataRequestStatus, DataRequestType, DataRequestUrgency, VerificationMethod } from './data-request-contract.ts';
import { DATA_REQUEST_LIMITS } from './data-request-contract.ts';

export const DATA_REQUEST_TYPE_LABELS: Record<DataRequestType, string> = {
  access: 'Access',
  rectification: 'Rectification',
  erasure: 'Erasure',
  restriction: 'Restriction',
  objection: 'Objection',
  portability: 'Portability',
  consentWithdrawn: 'Consent withdrawn',
};

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: 'Open',
  inProgress: 'In progress',
  done: 'Done',
  refused: 'Refused',
};

export const VERIFICATION_METHOD_LABELS: Record<VerificationMethod, string> = {
  emailOnRecord: 'Replied from the e-mail address we hold',
  phoneOnRecord: 'Called back on the phone number we hold',
  identityDocument: 'Identity document checked',
  knownContact: 'Known contact (spoke with them before)',
  other: 'Other (described below)',
  notYetVerified: 'Not verified yet',
};

export const CHECKLIST_LABELS: Record<DataRequestChecklistItem, string> = {
  staffInboxes: 'Staff inboxes holding new-lead e-mails',
  whatsappChats: 'WhatsApp chats',
  exportedFiles: 'Exported files (CSV downloads, sent exports)',
};

export const ACTION_KIND_LABELS: Record<DataRequestAction['kind'], string> = {
  export: 'Export',
  rectification: 'Rectification',
  erasure: 'Erasure',
  restriction: 'Restriction',
  objection: 'Objection',
  consentWithdrawn: 'Consent withdrawn',
};

/** What the routes answer for bad input, field by field. */
export const DATA_REQUEST_MESSAGES = {
  type: 'Choose the type of request',
  requesterName: 'Enter the requester’s name',
  requesterNameTooLong: `The name must be at most ${DATA_REQUEST_LIMITS.nameMax} characters`,
  email: 'Please enter a valid e-mail address',
  phone: `Please enter a phone number of ${DATA_REQUEST_LIMITS.phoneMin} to ${DATA_REQUEST_LIMITS.phoneMax} characters`,
  emailOrPhone: 'Enter the requester’s e-mail address or phone number (or both)',
  verificationMethod: 'Choose how the requester’s identity was checked',
  verificationDetails: `The verification notes must be at most ${DATA_REQUEST_LIMITS.verificationDetailsMax} characters`,
  verificationDetailsRequired: 'Describe how the requester’s identity was checked',
  receivedOn: 'Enter the day the request was received',
  receivedInFuture: 'The day received cannot be in the future',
  status: 'Choose a status: open, in progress, done or refused',
  outcome: `What was done must be at most ${DATA_REQUEST_LIMITS.outcomeMax} characters`,
  outcomeRequired: 'Say what was done (or why the request was refused) before closing it',
  checklist: 'Tick or untick the copies on the checklist only',
  nothingToChange: 'Change the status, what was done, the checklist or the verification',
  requestId: 'This data request does not exist',
  notFound: 'This data request does not exist',
  conflict: 'Someone else changed this request meanwhile. Reload it and try again.',
} as const;

/** The "Data requests" tab. */
export const DATA_REQUEST_COPY = {
  tab: 'Data requests',
  intro: 'Every privacy request a person makes, answered within the policy’s deadline.',
  newRequest: 'Log a new request',
  newRequestTitle: 'New data request',
  type: 'Type of request',
  typePlaceholder: 'Choose a type',
  requesterName: 'Requester’s name',
  requesterEmail: 'Requester’s e-mail address',
  requesterPhone: 'Requester’s phone number',
  verificationMethod: 'How the identity was checked',
  verificationPlaceholder: 'Choose a method',
  verificationDetails: 'Verification notes',
  receivedOn: 'Received on',
  dueOnHint: (days: number) => `Due ${days} days after the day received.`,
  save: 'Log request',
  cancel: 'Cancel',
  listTitle: 'Requests',
  empty: 'No data requests logged yet.',
  loading: 'Loading the data requests…',
  loadFailed: 'The data requests could not be loaded. Please try again.',
  columns: { type: 'Type', requester: 'Requester', received: 'Received', due: 'Due', status: 'Status', open: 'Details' },
  open: 'Open',
  openLabel: (type: string, name: string) => `Open the ${type} request of ${name}`,
  detailTitle: (type: string, name: string) => `${type} request of ${name}`,
  back: 'Back to the list',
  status: 'Status',
  outcome: 'What was done',
  checklistTitle: 'Copies the product cannot reach',
  checklistHint: 'Tick each once it has been dealt with by hand.',
  checkedBy: (by: string, at: string) => `ticked by ${by}, ${at}`,
  saveChanges: 'Save changes',
  providersTitle: 'Providers asked to act',
  providerOperation: { erase: 'Delete the copy', unsubscribe: 'Unsubscribe' },
  providerState: { pending: 'Waiting', queued: 'Waiting', synced: 'Done', failed: 'Refused' },
  providerDone: (when: string) => `done ${when}`,
  retry: 'Retry',
  retried: 'Asked again',
  retryFailed: 'The provider could not be asked again. Please try later.',
  actionsTitle: 'Actions taken',
  noActions: 'No action recorded yet.',
  actionBy: (by: string) => `by ${by}`,
  leads: 'Leads',
  createdBy: (by: string, at: string) => `Logged by ${by}, ${at}`,
  updatedBy: (by: string, at: string) => `Last changed by ${by}, ${at}`,
  verification: 'Identity check',
  contact: 'Contact',
} as const;

/** The badge beside a request's due date: never colour alone, always these words. */
export const URGENCY_LABELS: Record<DataRequestUrgency, string> = {
  overdue: 'Overdue',
  dueThisWeek: 'Due this week',
  onTime: 'On time',
  closed: 'Closed',
};

export const DATA_REQUEST_TOASTS = {
  created: { title: 'Request logged', description: 'Its due date is set from the day received.', variant: 'default' },
  createFailed: { title: 'Request not logged', description: 'The request could not be logged. Please try again.', variant: 'destructive' },
  updated: { title: 'Request updated', description: 'The changes are saved.', variant: 'default' },
  updateFailed: { title: 'Request not updated', description: 'The changes could not be saved. Please try again.', variant: 'destructive' },
} as const;

/** The overview's line about the privacy requests. */
export const PRIVACY_REQUESTS_OVERVIEW_COPY = {
  label: 'Privacy requests',
  summary: (overdue: number, dueThisWeek: number, open: number) =>
    `${overdue} overdue, ${dueThisWeek} due this week (${open} open)`,
  open: 'Open the data requests',
  overdueBadge: 'Overdue requests',
  dueSoonBadge: 'Requests due this week',
} as const;
