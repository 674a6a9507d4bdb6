/** The Email Integrations tab's words and limits as the spec states them (uk-and-admin.md sections 2, 3, 5, 8), copied. */
import { INTEGRATION_PROVIDERS, SYNC_STATES } from './integrations-contract.ts';
import {
  ENDPOINT_MESSAGES,
  INTEGRATION_DELETE_CONFIRM,
  INTEGRATION_LIMITS,
  INTEGRATION_MESSAGES,
  INTEGRATION_TOASTS,
  INTEGRATIONS_LOADING,
  ZOHO_DATA_CENTRES,
} from './integration-rules.ts';

describe('the Email Integrations tab, as the spec words it', () => {
  it('offers the four providers of the spec', () => {
    expect(INTEGRATION_PROVIDERS).toEqual(['zoho_crm', 'mailerlite', 'mailchimp', 'sendgrid']);
  });

  it("validates with 'Name is required', 'API key is required' and 'Must be a valid URL'", () => {
    expect(INTEGRATION_MESSAGES.nameRequired).toBe('Name is required');
    expect(INTEGRATION_MESSAGES.apiKeyRequired).toBe('API key is required');
    expect(INTEGRATION_MESSAGES.invalidUrl).toBe('Must be a valid URL');
  });

  it('shows the loading text and the delete question of the spec', () => {
    expect(INTEGRATIONS_LOADING).toBe('Loading integrations...');
    expect(INTEGRATION_DELETE_CONFIRM).toBe('Are you sure you want to delete this integration?');
  });

  it('has every toast of the error catalogue', () => {
    expect(INTEGRATION_TOASTS).toEqual({
      createFailed: { title: 'Error', description: 'Failed to create integration', variant: 'destructive' },
      testFailed: { title: 'Error', description: 'Failed to test integration', variant: 'destructive' },
      testAllFailed: { title: 'Error', description: 'Failed to test integrations', variant: 'destructive' },
      syncFailed: { title: 'Error', description: 'Failed to sync lead', variant: 'destructive' },
      synced: { title: 'Success', description: 'Lead synced successfully', variant: 'default' },
      noLeadsSelected: { title: 'No leads selected', description: 'Please select leads to sync', variant: 'destructive' },
      bulkComplete: { title: 'Bulk Sync Complete', description: '{syncedCount} out of {total} leads synced successfully', variant: 'default' },
      bulkFailed: { title: 'Error', description: 'Failed to bulk sync leads', variant: 'destructive' },
      deleted: { title: 'Success', description: 'Integration deleted successfully', variant: 'default' },
      deleteFailed: { title: 'Error', description: 'Failed to delete integration', variant: 'destructive' },
    });
  });

  // Ours (the spec states none of these): the sync states and our own limits and wording.
  it('names the sync states pending, queued, synced and failed', () => {
    expect(SYNC_STATES).toEqual(['pending', 'queued', 'synced', 'failed']);
  });

  it('limits names, keys, lists and bulk syncs, and shows at most 4 characters of a key', () => {
    expect(INTEGRATION_LIMITS).toEqual({
      nameMax: 100,
      apiKeyMax: 1000,
      endpointMax: 500,
      listIdMax: 200,
      settingValueMax: 500,
      bulkSyncMax: 500,
      maskVisible: 4,
      maskMinLengthToShow: 12,
    });
  });

  it('words the other messages as written', () => {
    expect(INTEGRATION_MESSAGES).toEqual({
      nameRequired: 'Name is required',
      apiKeyRequired: 'API key is required',
      invalidUrl: 'Must be a valid URL',
      provider: 'Please choose one of: zoho_crm, mailerlite, mailchimp, sendgrid',
      nameTooLong: 'Name must be at most 100 characters',
      apiKeyTooLong: 'API key must be at most 1000 characters',
      apiSecretTooLong: 'API secret must be at most 1000 characters',
      listIdTooLong: 'List ID must be at most 200 characters',
      settingTooLong: 'Each setting must be at most 500 characters',
      zohoClientIdRequired: 'Client ID is required for Zoho CRM',
      zohoClientSecretRequired: 'Client secret is required for Zoho CRM',
      mailchimpListRequired: 'Audience ID is required for Mailchimp',
      mailchimpKeyFormat: 'A Mailchimp API key ends with its data centre, e.g. -us6 (or set the endpoint)',
      noLeadsSelected: 'Please select leads to sync',
      tooManyLeads: 'Please select at most 500 leads at a time',
      integrationRequired: 'Please choose an integration',
      integrationNotFound: 'This integration does not exist. It may have been deleted.',
      integrationInactive: 'This integration is not active. Activate it to sync leads to it.',
      leadNotFound: 'This lead does not exist. It may have been removed.',
      connected: 'Connection successful',
      synced: 'Lead synced successfully',
      queued: 'The provider accepted the lead and is importing it',
      unreachable: 'The provider could not be reached',
      endpointNeedsSecrets:
        'The endpoint was not changed: enter the API key again (and the API secret, where the provider has one) to send it to a new address.',
      apiKeyForEndpoint: 'Enter the API key again to change the endpoint',
      apiSecretForEndpoint: 'Enter the API secret again to change the endpoint',
      endpointRefused: "This integration's endpoint is not an address of the provider. Edit it and enter the API key again.",
      zohoApiDomainRefused: 'Zoho named an API address that is not a Zoho API host (https://www.zohoapis.<data centre>)',
      redirectRefused: 'The provider answered with a redirect, which is not followed',
    });
  });

  it("says which address each provider's endpoint must be", () => {
    expect(ENDPOINT_MESSAGES).toEqual({
      zoho_crm: "Must be your data centre's Zoho accounts server, e.g. https://accounts.zoho.eu",
      mailerlite: "Must be MailerLite's API address, https://connect.mailerlite.com/api",
      mailchimp: "Must be Mailchimp's API address of your data centre, e.g. https://us6.api.mailchimp.com/3.0",
      sendgrid: "Must be SendGrid's API address, https://api.sendgrid.com or https://api.eu.sendgrid.com",
    });
  });

  // Zoho's documented data centres (Multi DC support): the accounts server, and the API host it names.
  it("knows Zoho's data centres' accounts servers and API hosts", () => {
    expect(ZOHO_DATA_CENTRES.map((centre) => [centre.accounts, centre.api])).toEqual([
      ['accounts.zoho.com', 'www.zohoapis.com'],
      ['accounts.zoho.eu', 'www.zohoapis.eu'],
      ['accounts.zoho.in', 'www.zohoapis.in'],
      ['accounts.zoho.com.au', 'www.zohoapis.com.au'],
      ['accounts.zoho.jp', 'www.zohoapis.jp'],
      ['accounts.zoho.com.cn', 'www.zohoapis.com.cn'],
      ['accounts.zohocloud.ca', 'www.zohoapis.ca'],
      ['accounts.zoho.sa', 'www.zohoapis.sa'],
      ['accounts.zoho.uk', 'www.zohoapis.uk'],
      ['accounts.zoho.ae', 'www.zohoapis.ae'],
    ]);
  });
});
