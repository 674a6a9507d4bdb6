import { integrationFormYupSchema } from './integration.yup.ts';
import { createIntegrationSchema, createIntegrationSchemaFor } from './integration.zod.ts';

const valid = { provider: 'mailerlite', name: 'Newsletter list', apiKey: 'ml-token-0123456789', endpoint: '', listId: '', isActive: true };

// Each case changes one field of a valid form; both schemas must give the same verdict and the same messages.
const cases: [string, Record<string, unknown>][] = [
  ['a complete MailerLite form', {}],
  ['an unknown provider', { provider: 'hubspot' }],
  ['no provider', { provider: undefined }],
  ['an empty name', { name: '' }],
  ['a name of spaces', { name: '   ' }],
  ['a 101-character name', { name: 'x'.repeat(101) }],
  ['an empty API key', { apiKey: '' }],
  ['a missing API key', { apiKey: undefined }],
  ['an endpoint that is not a URL', { endpoint: 'not a url' }],
  ['an ftp endpoint', { endpoint: 'ftp://files.example.com' }],
  ['an https endpoint', { endpoint: 'https://connect.mailerlite.com/api' }],
  ['a local http endpoint', { endpoint: 'http://127.0.0.1:8101/api' }],
  ["an https endpoint on another provider's host", { endpoint: 'https://api.sendgrid.com' }],
  ['an https endpoint on any other host', { endpoint: 'https://listener.example/api' }],
  ['MailerLite over plain http', { endpoint: 'http://connect.mailerlite.com/api' }],
  ['Zoho at an EU accounts server', { provider: 'zoho_crm', apiSecret: 'secret', settings: { clientId: '1000.ABC' }, endpoint: 'https://accounts.zoho.eu' }],
  ["Zoho at its CRM host instead of the accounts server", { provider: 'zoho_crm', apiSecret: 'secret', settings: { clientId: '1000.ABC' }, endpoint: 'https://www.zohoapis.eu' }],
  ['a 201-character list id', { listId: 'x'.repeat(201) }],
  ['Zoho without client id and secret', { provider: 'zoho_crm' }],
  ['Zoho with client id and secret', { provider: 'zoho_crm', apiSecret: 'secret', settings: { clientId: '1000.ABC' } }],
  ['Mailchimp without an audience', { provider: 'mailchimp', apiKey: '0123456789abcdef-us6' }],
  ['Mailchimp with a key without data centre', { provider: 'mailchimp', apiKey: '0123456789abcdef', listId: 'a1b2c3' }],
  ['Mailchimp with a key without data centre and an endpoint', { provider: 'mailchimp', apiKey: '0123456789abcdef', listId: 'a1b2c3', endpoint: 'https://us6.api.mailchimp.com/3.0' }],
  ['Mailchimp at a look-alike host', { provider: 'mailchimp', apiKey: '0123456789abcdef-us6', listId: 'a1b2c3', endpoint: 'https://us6.api.mailchimp.com.listener.example/3.0' }],
  ['SendGrid with a list', { provider: 'sendgrid', apiKey: 'SG.abcdefghijklmnop', listId: 'list-1' }],
];

async function yupVerdict(input: Record<string, unknown>, context: { testHosts?: string[] } = {}) {
  try {
    await integrationFormYupSchema.validate(input, { abortEarly: false, context });
    return { ok: true, messages: [] as string[] };
  } catch (error) {
    return { ok: false, messages: [...new Set((error as { errors: string[] }).errors)].sort() };
  }
}

function zodVerdict(input: Record<string, unknown>, schema = createIntegrationSchema) {
  const result = schema.safeParse(input);
  return { ok: result.success, messages: result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))].sort() };
}

describe('the integration form rules on the web (Yup) and in the API (Zod)', () => {
  it.each(cases)('give the same verdict and messages for %s', async (_name, change) => {
    // Prepare
    const input = { ...valid, ...change };
    // Act
    const [zod, yup] = [zodVerdict(input), await yupVerdict(input)];
    // Assess
    expect(zod).toEqual(yup);
  });

  it.each([
    ['a fake on the test host', 'http://127.0.0.1:8101/api', true],
    ['a fake on another port of the test host', 'http://127.0.0.1:9/api', true],
    ['another local address', 'http://127.0.0.2:8101/api', false],
  ])('admit %s only where the environment names the test hosts, both alike', async (_name, endpoint, accepted) => {
    // Prepare
    const input = { ...valid, endpoint };
    // Act
    const [zod, yup] = [zodVerdict(input, createIntegrationSchemaFor(() => ['127.0.0.1'])), await yupVerdict(input, { testHosts: ['127.0.0.1'] })];
    // Assess
    expect(zod).toEqual(yup);
    expect(zod.ok).toBe(accepted);
  });

  it("refuse an endpoint that is not the provider's https address with the provider's own message", () => {
    // Act
    const verdict = zodVerdict({ ...valid, endpoint: 'https://listener.example/api' });
    // Assess
    expect(verdict.messages).toEqual(["Must be MailerLite's API address, https://connect.mailerlite.com/api"]);
  });

  it('answer the spec messages for an empty name, an empty key and a bad URL', async () => {
    // Prepare
    const input = { ...valid, name: '', apiKey: '', endpoint: 'nope' };
    // Act
    const verdict = zodVerdict(input);
    // Assess
    expect(verdict.messages).toEqual(['API key is required', 'Must be a valid URL', 'Name is required']);
  });
});
