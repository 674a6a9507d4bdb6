import {
  EMPTY_INTEGRATION,
  createInput,
  updateInput,
  formTestHosts,
  validateIntegrationForm,
  valuesOf,
  type IntegrationFormValues,
} from './integration-form-values.ts';
import type { IntegrationView } from '#shared/admin/integrations-contract.ts';

/** The spec's literals (uk-and-admin.md section 5), copied. */
const SPEC = { nameRequired: 'Name is required', apiKeyRequired: 'API key is required', invalidUrl: 'Must be a valid URL' };

const form = (change: Partial<IntegrationFormValues>): IntegrationFormValues => ({ ...EMPTY_INTEGRATION, ...change });

const stored: IntegrationView = {
  id: 'int-1',
  provider: 'mailerlite',
  name: 'Newsletter',
  apiKeyMasked: '••••••••3f9a',
  hasApiSecret: false,
  listId: 'group-7',
  settings: {},
  isActive: false,
  health: { status: 'unknown' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the Create Integration form', () => {
  it('starts active, as the spec says a new integration is', () => {
    expect(EMPTY_INTEGRATION.isActive).toBe(true);
  });

  it('says which required fields are missing, in the spec words', async () => {
    // Act
    const errors = await validateIntegrationForm(form({ provider: 'mailerlite' }));

    // Assess
    expect(errors).toMatchObject({ name: SPEC.nameRequired, apiKey: SPEC.apiKeyRequired });
  });

  it('accepts an empty endpoint but refuses one that is not an address', async () => {
    // Prepare
    const filled = form({ provider: 'mailerlite', name: 'Newsletter', apiKey: 'ml-token-1234567890' });

    // Act
    const withoutEndpoint = await validateIntegrationForm(filled);
    const badEndpoint = await validateIntegrationForm({ ...filled, endpoint: 'not an address' });

    // Assess
    expect(withoutEndpoint).toEqual({});
    expect(badEndpoint).toEqual({ endpoint: SPEC.invalidUrl });
  });

  it("asks for the provider's own setting (Zoho CRM's client id) when it is left empty", async () => {
    // Act
    const errors = await validateIntegrationForm(form({ provider: 'zoho_crm', name: 'CRM', apiKey: 'refresh-token-123456', apiSecret: 's3cret' }));

    // Assess
    expect(errors.settings).toEqual({ clientId: 'Client ID is required for Zoho CRM' });
  });

  it('sends only what was filled in, trimmed, with active as chosen', () => {
    // Act
    const body = createInput(form({ provider: 'sendgrid', name: '  Contacts ', apiKey: ' SG.key ', endpoint: ' ', isActive: false }));

    // Assess
    expect(body).toEqual({ provider: 'sendgrid', name: 'Contacts', apiKey: 'SG.key', settings: {}, isActive: false });
  });

  it('does not send a list or secret typed for another provider before the provider changed', () => {
    // Act
    const body = createInput(
      form({ provider: 'zoho_crm', name: 'CRM', apiKey: 'rt', apiSecret: 'cs', listId: 'typed-for-mailchimp', settings: { clientId: ' 1000.ABC ', other: 'x' } }),
    );

    // Assess
    expect(body).toEqual({ provider: 'zoho_crm', name: 'CRM', apiKey: 'rt', apiSecret: 'cs', settings: { clientId: '1000.ABC' }, isActive: true });
  });
});

describe('editing a stored integration', () => {
  it('opens with its fields and empty keys (the browser never has them)', () => {
    expect(valuesOf(stored)).toEqual({ ...EMPTY_INTEGRATION, provider: 'mailerlite', name: 'Newsletter', listId: 'group-7', isActive: false });
  });

  it('accepts an empty key: it keeps the stored one, which is then not sent', async () => {
    // Prepare
    const values = { ...valuesOf(stored), name: 'Renamed', isActive: true };

    // Act
    const errors = await validateIntegrationForm(values, stored);
    const body = updateInput(values);

    // Assess
    expect(errors).toEqual({});
    expect(body).toEqual({ name: 'Renamed', endpoint: null, listId: 'group-7', settings: {}, isActive: true });
  });

  it('sends a rotated key, and removes an emptied list', () => {
    // Act
    const body = updateInput({ ...valuesOf(stored), apiKey: ' new-key ', listId: '' });

    // Assess
    expect(body).toMatchObject({ apiKey: 'new-key', listId: null });
  });

  it('still asks for a name', async () => {
    expect(await validateIntegrationForm({ ...valuesOf(stored), name: ' ' }, stored)).toEqual({ name: SPEC.nameRequired });
  });

  it('asks for the API key again when the endpoint changes, so the stored key never goes to the new address', async () => {
    // Prepare
    const moved = { ...valuesOf(stored), endpoint: 'https://connect.mailerlite.com/api' };

    // Act
    const withoutKey = await validateIntegrationForm(moved, stored);
    const withKey = await validateIntegrationForm({ ...moved, apiKey: 'ml-token-1234567890' }, stored);

    // Assess
    expect(withoutKey).toEqual({ apiKey: 'Enter the API key again to change the endpoint' });
    expect(withKey).toEqual({});
  });

  it('asks for the client secret again too when a Zoho CRM endpoint changes', async () => {
    // Prepare
    const zoho: IntegrationView = { ...stored, provider: 'zoho_crm', hasApiSecret: true, listId: undefined, settings: { clientId: '1000.ABC' } };

    // Act
    const errors = await validateIntegrationForm({ ...valuesOf(zoho), endpoint: 'https://accounts.zoho.eu', apiKey: 'refresh-token-123456' }, zoho);

    // Assess
    expect(errors).toEqual({ apiSecret: 'Enter the API secret again to change the endpoint' });
  });
});

describe('the endpoint field', () => {
  it("refuses an address that is not the provider's, with the provider's message", async () => {
    // Act
    const errors = await validateIntegrationForm(form({ provider: 'sendgrid', name: 'Contacts', apiKey: 'SG.key-123456789', endpoint: 'https://listener.example' }), undefined, []);

    // Assess
    expect(errors).toEqual({ endpoint: "Must be SendGrid's API address, https://api.sendgrid.com or https://api.eu.sendgrid.com" });
  });

  it('admits a local provider fake only while the admin itself runs on this machine', async () => {
    // Prepare
    const local = form({ provider: 'mailerlite', name: 'Local', apiKey: 'ml-token-1234567890', endpoint: 'http://127.0.0.1:8101/api' });

    // Act
    const onLocalStack = await validateIntegrationForm(local, undefined, formTestHosts('localhost'));
    const deployed = await validateIntegrationForm(local, undefined, formTestHosts('www.dubai-setup.example'));

    // Assess
    expect(onLocalStack).toEqual({});
    expect(deployed).toEqual({ endpoint: "Must be MailerLite's API address, https://connect.mailerlite.com/api" });
  });
});
