/**
 * Every text the Email Integrations tab shows (spec uk-and-admin.md sections 2, 5 and 8). The spec's literals are
 * copied exactly; the wording it leaves out (card labels, the sync states, the successes it does not name) is ours.
 * The form's rules, field messages, per-provider help and the catalogue's toasts are in integration-rules.ts.
 */
import type { ToastMessage } from '../main-site/messages.ts';
import type { SyncState } from './integrations-contract.ts';

/** The tab's three views; `id` is what the address bar carries (?tab=email&view=sync). */
export const INTEGRATION_VIEWS = [
  { id: 'integrations', label: 'Integrations' },
  { id: 'sync', label: 'Lead Sync' },
  { id: 'create', label: 'Create Integration' },
] as const;
export type IntegrationViewId = (typeof INTEGRATION_VIEWS)[number]['id'];

export const INTEGRATIONS_COPY = {
  heading: 'Email Integrations',
  intro: 'Every new lead is sent to each active integration automatically; sync earlier leads by hand under Lead Sync.',
  viewsLabel: 'Email integration views',
  error: 'The integrations could not be loaded.',
  empty: 'No integrations yet. Add one to send leads to your e-mail or CRM tool.',
  add: 'Add Integration',
  testAll: 'Test all',
  testingAll: 'Testing...',
  test: 'Test connection',
  testing: 'Testing...',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  active: 'Active',
  inactive: 'Inactive',
  lastSync: 'Last sync',
  never: 'Never',
  health: 'Health',
  healthUnknown: 'Not tested yet',
  apiKey: 'API key',
  listId: 'List',
  endpoint: 'Endpoint',
  deleteTitle: 'Delete integration',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  closeDialog: 'Close',
} as const;

export const INTEGRATION_FORM_COPY = {
  createTitle: 'Create Integration',
  editTitle: 'Edit Integration',
  provider: 'Provider',
  name: 'Name',
  apiKey: 'API key',
  apiSecret: 'API secret',
  endpoint: 'Endpoint',
  listId: 'List ID',
  settings: 'Settings (JSON)',
  isActive: 'Active (new leads are sent to it)',
  keepSecret: 'Leave empty to keep the stored value',
  /** Under the endpoint when editing: the API refuses a new endpoint without the secrets (endpointChangeIssues). */
  endpointNeedsSecrets: 'A new endpoint needs the API key (and API secret) entered again.',
  storedKey: 'Stored key',
  settingsInvalid: 'Settings must be a JSON object',
  create: 'Create Integration',
  creating: 'Creating...',
  save: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
} as const;

export const LEAD_SYNC_COPY = {
  heading: 'Lead Sync',
  target: 'Sync to',
  noActive: 'No active integration. Activate or add one under Integrations.',
  selectAll: 'Select all leads on this page',
  select: 'Select',
  syncSelected: 'Sync selected',
  search: 'Search',
  syncing: 'Syncing...',
  selected: 'selected',
  sync: 'Sync',
  resync: 'Resync',
  syncState: 'Sync state',
  tries: 'tries',
  notSynced: 'Not synced',
  loadingStates: 'Loading sync states...',
  statesError: 'The sync states could not be loaded.',
} as const;

/** How each per-lead sync state reads to staff. */
export const SYNC_STATE_LABELS: Record<SyncState, string> = {
  pending: 'Pending',
  queued: 'Queued',
  synced: 'Synced',
  failed: 'Failed',
} as const;

/**
 * The tab's toasts the spec does not name (the catalogue's own are INTEGRATION_TOASTS in integration-rules.ts): a
 * test's result keeps the server's message as its description.
 */
export const INTEGRATION_EXTRA_TOASTS = {
  created: { title: 'Success', description: 'Integration created successfully', variant: 'default' },
  updated: { title: 'Success', description: 'Integration updated successfully', variant: 'default' },
  updateFailed: { title: 'Error', description: 'Failed to update integration', variant: 'destructive' },
  testPassed: { title: 'Connection successful', description: '', variant: 'default' },
  testRefused: { title: 'Connection failed', description: '', variant: 'destructive' },
  testAllDone: { title: 'Connections tested', description: '', variant: 'default' },
} as const satisfies Record<string, ToastMessage>;

/** The Test all toast: how many of the integrations answered. */
export function testAllSummary(connected: number, total: number): string {
  return `${connected} of ${total} integrations connected`;
}
