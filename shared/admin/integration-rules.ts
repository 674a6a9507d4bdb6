/**
 * The rules, messages and per-provider explanations of the Email Integrations tab (spec uk-and-admin.md sections 5
 * and 8). The form validates with integration.yup.ts and the API with integration.zod.ts, both built from these;
 * integration-schemas.test.ts proves they accept and reject the same inputs.
 */
import type { ToastMessage } from '../main-site/messages.ts';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from './integrations-contract.ts';

export const INTEGRATION_LIMITS = {
  nameMax: 100,
  apiKeyMax: 1000,
  endpointMax: 500,
  listIdMax: 200,
  settingValueMax: 500,
  /** Leads one bulk sync may name (the Lead Sync tab selects from one list page, at most 100; 500 leaves room). */
  bulkSyncMax: 500,
  /** Characters of a key the admin may see: never more than the last 4. */
  maskVisible: 4,
  /** Keys shorter than this show no characters at all (4 of 8 would give half the key away). */
  maskMinLengthToShow: 12,
} as const;

/** Field and route messages. The first three are the spec's literals; the rest are ours in the same voice. */
export const INTEGRATION_MESSAGES = {
  nameRequired: 'Name is required',
  apiKeyRequired: 'API key is required',
  invalidUrl: 'Must be a valid URL',
  provider: `Please choose one of: ${INTEGRATION_PROVIDERS.join(', ')}`,
  nameTooLong: `Name must be at most ${INTEGRATION_LIMITS.nameMax} characters`,
  apiKeyTooLong: `API key must be at most ${INTEGRATION_LIMITS.apiKeyMax} characters`,
  apiSecretTooLong: `API secret must be at most ${INTEGRATION_LIMITS.apiKeyMax} characters`,
  listIdTooLong: `List ID must be at most ${INTEGRATION_LIMITS.listIdMax} characters`,
  settingTooLong: `Each setting must be at most ${INTEGRATION_LIMITS.settingValueMax} characters`,
  zohoClientIdRequired: 'Client ID is required for Zoho CRM',
  zohoClientSecretRequired: 'Client secret is required for Zoho CRM',
  mailchimpListRequired: 'Audience ID is required for Mailchimp',
  mailchimpKeyFormat: 'A Mailchimp API key ends with its data centre, e.g. -us6 (or set the endpoint)',
  noLeadsSelected: 'Please select leads to sync',
  tooManyLeads: `Please select at most ${INTEGRATION_LIMITS.bulkSyncMax} leads at a time`,
  integrationRequired: 'Please choose an integration',
  integrationNotFound: 'This integration does not exist. It may have been deleted.',
  integrationInactive: 'This integration is not active. Activate it to sync leads to it.',
  leadNotFound: 'This lead does not exist. It may have been removed.',
  connected: 'Connection successful',
  synced: 'Lead synced successfully',
  queued: 'The provider accepted the lead and is importing it',
  unreachable: 'The provider could not be reached',
  /** A changed endpoint without the secrets: the answer's message, then the message under each secret's field. */
  endpointNeedsSecrets: 'The endpoint was not changed: enter the API key again (and the API secret, where the provider has one) to send it to a new address.',
  apiKeyForEndpoint: 'Enter the API key again to change the endpoint',
  apiSecretForEndpoint: 'Enter the API secret again to change the endpoint',
  /** A stored endpoint that is not one of the provider's addresses (set before this rule): nothing is sent to it. */
  endpointRefused: "This integration's endpoint is not an address of the provider. Edit it and enter the API key again.",
  zohoApiDomainRefused: 'Zoho named an API address that is not a Zoho API host (https://www.zohoapis.<data centre>)',
  redirectRefused: 'The provider answered with a redirect, which is not followed',
} as const;

/** The message under the endpoint field when it is not one of the provider's documented https addresses. */
export const ENDPOINT_MESSAGES: Record<IntegrationProvider, string> = {
  zoho_crm: "Must be your data centre's Zoho accounts server, e.g. https://accounts.zoho.eu",
  mailerlite: "Must be MailerLite's API address, https://connect.mailerlite.com/api",
  mailchimp: "Must be Mailchimp's API address of your data centre, e.g. https://us6.api.mailchimp.com/3.0",
  sendgrid: "Must be SendGrid's API address, https://api.sendgrid.com or https://api.eu.sendgrid.com",
};

/** The toasts of spec section 8 for this tab; a failure's description is replaced by the server's message when it sends one. */
export const INTEGRATION_TOASTS = {
  createFailed: { title: 'Error', description: 'Failed to create integration', variant: 'destructive' },
  testFailed: { title: 'Error', description: 'Failed to test integration', variant: 'destructive' },
  testAllFailed: { title: 'Error', description: 'Failed to test integrations', variant: 'destructive' },
  syncFailed: { title: 'Error', description: 'Failed to sync lead', variant: 'destructive' },
  synced: { title: 'Success', description: 'Lead synced successfully', variant: 'default' },
  noLeadsSelected: { title: 'No leads selected', description: 'Please select leads to sync', variant: 'destructive' },
  bulkComplete: {
    title: 'Bulk Sync Complete',
    description: '{syncedCount} out of {total} leads synced successfully',
    variant: 'default',
  },
  bulkFailed: { title: 'Error', description: 'Failed to bulk sync leads', variant: 'destructive' },
  deleted: { title: 'Success', description: 'Integration deleted successfully', variant: 'default' },
  deleteFailed: { title: 'Error', description: 'Failed to delete integration', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

export const INTEGRATION_DELETE_CONFIRM = 'Are you sure you want to delete this integration?';
export const INTEGRATIONS_LOADING = 'Loading integrations...';

/** The bulk toast's description with its numbers filled in. */
export function bulkSyncDescription(result: { syncedCount: number; total: number }): string {
  return INTEGRATION_TOASTS.bulkComplete.description
    .replace('{syncedCount}', String(result.syncedCount))
    .replace('{total}', String(result.total));
}

/** What one form field means for one provider; null when the provider does not use the field. */
export type FieldHelp = { label: string; help: string } | null;

export type ProviderProfile = {
  label: string;
  /** The badge's fixed colour (a Chakra colour palette). */
  badgeColor: string;
  /** The API base address used when `endpoint` is empty. */
  defaultEndpoint: string;
  apiKey: { label: string; help: string };
  apiSecret: FieldHelp;
  endpoint: { label: string; help: string };
  listId: FieldHelp;
  /** Provider settings the form shows as extra fields (settings[key]). */
  settings: { key: string; label: string; help: string; required: boolean }[];
};

/** Per provider: what each of the spec's fields (apiKey, apiSecret, endpoint, listId, settings) means for it. */
export const PROVIDER_PROFILES: Record<IntegrationProvider, ProviderProfile> = {
  zoho_crm: {
    label: 'Zoho CRM',
    badgeColor: 'red',
    defaultEndpoint: 'https://accounts.zoho.com',
    apiKey: {
      label: 'Refresh token',
      help: 'The OAuth refresh token of a Zoho self client with the scope ZohoCRM.modules.leads.ALL. Access tokens are minted from it and cached for their hour.',
    },
    apiSecret: { label: 'Client secret', help: 'The client secret of the same Zoho API console client.' },
    endpoint: {
      label: 'Accounts server',
      help: "Your data centre's accounts server, e.g. https://accounts.zoho.eu (default https://accounts.zoho.com). The CRM address (api_domain) comes from it.",
    },
    listId: null,
    settings: [
      { key: 'clientId', label: 'Client ID', help: 'The client id of the Zoho API console client.', required: true },
    ],
  },
  mailerlite: {
    label: 'MailerLite',
    badgeColor: 'green',
    defaultEndpoint: 'https://connect.mailerlite.com/api',
    apiKey: { label: 'API token', help: 'A token from MailerLite > Integrations > API.' },
    apiSecret: null,
    endpoint: { label: 'API address', help: 'Leave empty for https://connect.mailerlite.com/api.' },
    listId: { label: 'Group ID', help: 'Optional: subscribers are also added to this group.' },
    settings: [],
  },
  mailchimp: {
    label: 'Mailchimp',
    badgeColor: 'yellow',
    defaultEndpoint: 'https://{dc}.api.mailchimp.com/3.0',
    apiKey: { label: 'API key', help: 'A Marketing API key; it ends with your data centre, e.g. -us6.' },
    apiSecret: null,
    endpoint: {
      label: 'API address',
      help: "Leave empty for https://<dc>.api.mailchimp.com/3.0, the data centre taken from the key's suffix.",
    },
    listId: { label: 'Audience ID', help: 'Required: the audience (list) the contacts go to.' },
    settings: [],
  },
  sendgrid: {
    label: 'SendGrid',
    badgeColor: 'blue',
    defaultEndpoint: 'https://api.sendgrid.com',
    apiKey: { label: 'API key', help: 'An API key with Marketing Contacts access (starts with SG.).' },
    apiSecret: null,
    endpoint: { label: 'API address', help: 'Leave empty for https://api.sendgrid.com (https://api.eu.sendgrid.com for EU subusers).' },
    listId: { label: 'List ID', help: 'Optional: contacts are also added to this Marketing Campaigns list.' },
    settings: [],
  },
};

/**
 * Zoho's data centres as Zoho documents them (Multi DC support): each has its own accounts server, where access tokens
 * are minted, and its own API host, which the accounts server names as `api_domain`.
 */
export const ZOHO_DATA_CENTRES = [
  { dc: 'US', accounts: 'accounts.zoho.com', api: 'www.zohoapis.com' },
  { dc: 'EU', accounts: 'accounts.zoho.eu', api: 'www.zohoapis.eu' },
  { dc: 'IN', accounts: 'accounts.zoho.in', api: 'www.zohoapis.in' },
  { dc: 'AU', accounts: 'accounts.zoho.com.au', api: 'www.zohoapis.com.au' },
  { dc: 'JP', accounts: 'accounts.zoho.jp', api: 'www.zohoapis.jp' },
  { dc: 'CN', accounts: 'accounts.zoho.com.cn', api: 'www.zohoapis.com.cn' },
  { dc: 'CA', accounts: 'accounts.zohocloud.ca', api: 'www.zohoapis.ca' },
  { dc: 'SA', accounts: 'accounts.zoho.sa', api: 'www.zohoapis.sa' },
  { dc: 'UK', accounts: 'accounts.zoho.uk', api: 'www.zohoapis.uk' },
  { dc: 'AE', accounts: 'accounts.zoho.ae', api: 'www.zohoapis.ae' },
] as const;

/** The host names each provider's API is documented at (an integration's endpoint must be one of them). */
const PROVIDER_HOST_RULES: Record<IntegrationProvider, (hostname: string) => boolean> = {
  zoho_crm: (hostname) => ZOHO_DATA_CENTRES.some((centre) => centre.accounts === hostname),
  mailerlite: (hostname) => hostname === 'connect.mailerlite.com',
  // https://<dc>.api.mailchimp.com, the data centre as in the key's suffix (us6, eu1...).
  mailchimp: (hostname) => /^[a-z]+\d+\.api\.mailchimp\.com$/.test(hostname),
  sendgrid: (hostname) => hostname === 'api.sendgrid.com' || hostname === 'api.eu.sendgrid.com',
};

/**
 * The address the local provider fakes listen on. It is an allowed endpoint only where the environment says so: the
 * API with INTEGRATION_TEST_HOSTS (set by the local stack and the tests, never by CDK), the admin form on a page
 * served from this machine.
 */
export const LOCAL_FAKES_HOST = '127.0.0.1';

/** Options of the endpoint rules: hosts ('host' for any port, or 'host:port') where plain http is allowed too. */
export type EndpointOptions = { testHosts?: readonly string[] };

/** True when the address is on one of the test hosts (an entry without a port admits every port of that host). */
export function isTestHost(url: URL, testHosts: readonly string[] = []): boolean {
  return testHosts.some((entry) => entry === url.host || entry === url.hostname);
}

/** True when `value` is an address of the provider's own API: https on a documented host, no port, no user info. */
export function isProviderEndpoint(provider: IntegrationProvider, value: string, options: EndpointOptions = {}): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  if (isTestHost(url, options.testHosts)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && url.port === '' && PROVIDER_HOST_RULES[provider](url.hostname);
}

/** True when Zoho's `api_domain` is a Zoho API host (https://www.zohoapis.<dc>), or a test host. */
export function isZohoApiDomain(value: string, options: EndpointOptions = {}): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  if (isTestHost(url, options.testHosts)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && url.port === '' && ZOHO_DATA_CENTRES.some((centre) => centre.api === url.hostname);
}

/** True for an absolute http(s) address; the one URL rule both schemas use (the provider's hosts are checked after). */
export function isValidEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const protocol = new URL(value).protocol;
  return protocol === 'https:' || protocol === 'http:';
}

/** Mailchimp's data centre from the key's suffix after the last dash ('abc-us6' -> 'us6'), or undefined. */
export function mailchimpDataCentre(apiKey: string): string | undefined {
  const match = /-([a-z]+\d+)$/.exec(apiKey.trim());
  return match?.[1];
}

/**
 * A secret as the admin may see it: bullets plus at most its last 4 characters, and none at all for a short one.
 * @example maskSecret('SG.abcdefghijklmnop') // '••••••••mnop'
 */
export function maskSecret(secret: string): string {
  const bullets = '••••••••';
  if (secret.length < INTEGRATION_LIMITS.maskMinLengthToShow) return bullets;
  return bullets + secret.slice(-INTEGRATION_LIMITS.maskVisible);
}

export type ProviderFields = {
  provider?: string;
  apiKey?: string;
  apiSecret?: string | null;
  endpoint?: string | null;
  listId?: string | null;
  settings?: Record<string, string>;
};

/**
 * The rules that depend on the provider; the same function checks a create and the result of an edit. An endpoint
 * must be the provider's own https address (ENDPOINT_MESSAGES), so a stored key only ever goes to the provider.
 */
export function providerIssues(value: ProviderFields, options: EndpointOptions = {}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const endpoint = value.endpoint?.trim();
  const provider = INTEGRATION_PROVIDERS.find((known) => known === value.provider);
  if (provider && endpoint && isValidEndpoint(endpoint) && !isProviderEndpoint(provider, endpoint, options))
    issues.push({ path: 'endpoint', message: ENDPOINT_MESSAGES[provider] });
  if (value.provider === 'zoho_crm') {
    if (!value.settings?.clientId?.trim()) issues.push({ path: 'settings.clientId', message: INTEGRATION_MESSAGES.zohoClientIdRequired });
    if (!value.apiSecret?.trim()) issues.push({ path: 'apiSecret', message: INTEGRATION_MESSAGES.zohoClientSecretRequired });
  }
  if (value.provider === 'mailchimp') {
    if (!value.listId?.trim()) issues.push({ path: 'listId', message: INTEGRATION_MESSAGES.mailchimpListRequired });
    if (value.apiKey?.trim() && !value.endpoint?.trim() && !mailchimpDataCentre(value.apiKey))
      issues.push({ path: 'apiKey', message: INTEGRATION_MESSAGES.mailchimpKeyFormat });
  }
  return issues;
}


/** What an edit asks for, as the PUT body carries it (see UpdateIntegrationInput). */
export type EndpointChange = { endpoint?: string | null; apiKey?: string; apiSecret?: string | null };

/**
 * A changed endpoint needs the secrets in the same request: the API key, and the API secret where the provider has
 * one. Otherwise whoever can edit the integration could point it at their own server, press Test and receive the key.
 * Empty when the endpoint stays (absent from the change, or the same address) or every secret was entered.
 */
export function endpointChangeIssues(
  stored: { provider: IntegrationProvider; endpoint?: string },
  change: EndpointChange,
): { path: string; message: string }[] {
  if (change.endpoint === undefined) return [];
  if ((change.endpoint?.trim() || undefined) === (stored.endpoint?.trim() || undefined)) return [];
  const issues: { path: string; message: string }[] = [];
  if (!change.apiKey?.trim()) issues.push({ path: 'apiKey', message: INTEGRATION_MESSAGES.apiKeyForEndpoint });
  if (PROVIDER_PROFILES[stored.provider].apiSecret && !change.apiSecret?.trim())
    issues.push({ path: 'apiSecret', message: INTEGRATION_MESSAGES.apiSecretForEndpoint });
  return issues;
}
