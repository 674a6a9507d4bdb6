import { bulkSyncDescription, endpointChangeIssues, isProviderEndpoint, isZohoApiDomain, mailchimpDataCentre, maskSecret } from './integration-rules.ts';

describe('masking an API key', () => {
  it('shows bullets and only the last 4 characters of a long key', () => {
    expect(maskSecret('SG.abcdefghijklmnop')).toBe('••••••••mnop');
  });

  it('shows no character of a short key', () => {
    expect(maskSecret('abcdefghijk')).toBe('••••••••');
  });
});

describe('the Mailchimp data centre', () => {
  it("is the key's suffix after the dash", () => {
    expect(mailchimpDataCentre('0123456789abcdef-us6')).toBe('us6');
  });

  it('is missing when the key has no suffix', () => {
    expect(mailchimpDataCentre('0123456789abcdef')).toBeUndefined();
  });
});

describe('the bulk sync toast', () => {
  it('says how many leads were synced out of how many (spec section 8)', () => {
    expect(bulkSyncDescription({ syncedCount: 3, total: 5 })).toBe('3 out of 5 leads synced successfully');
  });
});

describe("an integration's endpoint", () => {
  it.each([
    ['mailerlite', 'https://connect.mailerlite.com/api'],
    ['mailchimp', 'https://us6.api.mailchimp.com/3.0'],
    ['mailchimp', 'https://eu1.api.mailchimp.com'],
    ['sendgrid', 'https://api.sendgrid.com'],
    ['sendgrid', 'https://api.eu.sendgrid.com/'],
    ['zoho_crm', 'https://accounts.zoho.com'],
    ['zoho_crm', 'https://accounts.zoho.com.au'],
    ['zoho_crm', 'https://accounts.zohocloud.ca'],
    ['zoho_crm', 'https://accounts.zoho.sa'],
  ] as const)('may be %s at %s', (provider, endpoint) => {
    expect(isProviderEndpoint(provider, endpoint)).toBe(true);
  });

  it.each([
    ['mailerlite', 'http://connect.mailerlite.com/api', 'plain http'],
    ['mailerlite', 'https://connect.mailerlite.com:8443/api', 'another port'],
    ['mailerlite', 'https://user:pass@connect.mailerlite.com/api', 'user info'],
    ['mailerlite', 'https://connect.mailerlite.com.listener.example/api', 'a look-alike host'],
    ['mailchimp', 'https://api.mailchimp.com/3.0', 'no data centre'],
    ['sendgrid', 'https://connect.mailerlite.com/api', "another provider's host"],
    ['zoho_crm', 'https://www.zohoapis.com', "the CRM's host, not the accounts server"],
    ['zoho_crm', 'https://accounts.zoho.example', 'a host that is not Zoho'],
    ['sendgrid', 'http://127.0.0.1:8101', 'this machine, when no test host is named'],
  ] as const)('may not be %s at %s (%s)', (provider, endpoint, _why) => {
    expect(isProviderEndpoint(provider, endpoint)).toBe(false);
  });

  it('may be plain http on a test host only: any port for a bare host, one port for host:port', () => {
    expect(isProviderEndpoint('sendgrid', 'http://127.0.0.1:8101', { testHosts: ['127.0.0.1'] })).toBe(true);
    expect(isProviderEndpoint('sendgrid', 'http://127.0.0.1:8101', { testHosts: ['127.0.0.1:8101'] })).toBe(true);
    expect(isProviderEndpoint('sendgrid', 'http://127.0.0.1:8102', { testHosts: ['127.0.0.1:8101'] })).toBe(false);
    expect(isProviderEndpoint('sendgrid', 'ftp://127.0.0.1:8101', { testHosts: ['127.0.0.1'] })).toBe(false);
  });
});

describe("Zoho's api_domain", () => {
  it('is a Zoho API host of a data centre', () => {
    expect(isZohoApiDomain('https://www.zohoapis.com')).toBe(true);
    expect(isZohoApiDomain('https://www.zohoapis.eu')).toBe(true);
    expect(isZohoApiDomain('https://www.zohoapis.com.cn')).toBe(true);
  });

  it('is refused anywhere else', () => {
    expect(isZohoApiDomain('http://www.zohoapis.com')).toBe(false);
    expect(isZohoApiDomain('https://www.zohoapis.com.listener.example')).toBe(false);
    expect(isZohoApiDomain('https://accounts.zoho.com')).toBe(false);
    expect(isZohoApiDomain('http://127.0.0.1:9')).toBe(false);
  });
});

describe('changing the endpoint of a stored integration', () => {
  const sendgrid = { provider: 'sendgrid' as const, endpoint: 'https://api.sendgrid.com' };

  it('asks for the API key again', () => {
    expect(endpointChangeIssues(sendgrid, { endpoint: 'https://api.eu.sendgrid.com' })).toEqual([
      { path: 'apiKey', message: 'Enter the API key again to change the endpoint' },
    ]);
  });

  it('asks for the API secret again too where the provider has one (Zoho CRM)', () => {
    expect(endpointChangeIssues({ provider: 'zoho_crm' }, { endpoint: 'https://accounts.zoho.eu', apiKey: 'refresh' })).toEqual([
      { path: 'apiSecret', message: 'Enter the API secret again to change the endpoint' },
    ]);
  });

  it('counts emptying the endpoint (back to the default address) as a change', () => {
    expect(endpointChangeIssues(sendgrid, { endpoint: null })).toHaveLength(1);
  });

  it('asks nothing when the endpoint is not sent, is sent unchanged, or comes with the secrets', () => {
    expect(endpointChangeIssues(sendgrid, {})).toEqual([]);
    expect(endpointChangeIssues(sendgrid, { endpoint: ' https://api.sendgrid.com ' })).toEqual([]);
    expect(endpointChangeIssues({ provider: 'sendgrid' }, { endpoint: '' })).toEqual([]);
    expect(endpointChangeIssues(sendgrid, { endpoint: 'https://api.eu.sendgrid.com', apiKey: 'SG.key' })).toEqual([]);
  });
});
