import type { Lead } from '../data/leads.ts';
import { MARKETING_STATUS, mapLead, marketingConsentOf, splitName } from './field-mapping.ts';

const lead: Lead = {
  id: 'lead-1',
  fullName: 'Sara Al Mansouri',
  email: 'sara@example.ae',
  phone: '+971 50 123 4567',
  status: 'new',
  country: 'United Arab Emirates',
  companyName: 'Falcon Trading',
  businessActivity: 'General trading',
  ipAddress: '203.0.113.9',
  userAgent: 'test',
  accessedGuide: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  formType: 'uk_midpage',
  page: 'tax-savings',
  gdprConsent: true,
  marketingOptIn: false,
};

describe('the provider mapping tables', () => {
  it('split a name into the first word and the rest; a one-word name is the last name', () => {
    expect(splitName('Sara Al Mansouri')).toEqual({ first: 'Sara', last: 'Al Mansouri' });
    expect(splitName('Cher')).toEqual({ last: 'Cher' });
  });

  it('give Zoho CRM the standard Lead fields, Last_Name always; the opt-out is decided apart, for new leads only', () => {
    expect(mapLead('zoho_crm', lead)).toEqual({
      First_Name: 'Sara',
      Last_Name: 'Al Mansouri',
      Email: 'sara@example.ae',
      Phone: '+971 50 123 4567',
      Country: 'United Arab Emirates',
      Company: 'Falcon Trading',
      Industry: 'General trading',
      Description: 'Business activity: General trading\nForm: uk_midpage\nPage: tax-savings\nPrivacy consent: yes\nMarketing opt-in: no\nLead id: lead-1',
    });
  });

  it('give MailerLite its default subscriber fields', () => {
    expect(mapLead('mailerlite', lead)).toEqual({
      name: 'Sara',
      last_name: 'Al Mansouri',
      phone: '+971 50 123 4567',
      country: 'United Arab Emirates',
      company: 'Falcon Trading',
    });
  });

  it("give Mailchimp the audience's default merge fields", () => {
    expect(mapLead('mailchimp', lead)).toEqual({ FNAME: 'Sara', LNAME: 'Al Mansouri', PHONE: '+971 50 123 4567' });
  });

  it('give SendGrid its reserved contact fields, leaving out empty ones', () => {
    expect(mapLead('sendgrid', { ...lead, country: undefined })).toEqual({
      email: 'sara@example.ae',
      first_name: 'Sara',
      last_name: 'Al Mansouri',
      phone_number: '+971 50 123 4567',
    });
  });
});

describe("a contact's marketing status at the providers", () => {
  it('is only what the visitor proved: nothing, a ticked box (unconfirmed), or a confirmed newsletter address', () => {
    expect(marketingConsentOf({ marketingOptIn: false })).toBe('none');
    expect(marketingConsentOf({})).toBe('none');
    expect(marketingConsentOf({ marketingOptIn: true })).toBe('unconfirmed');
    expect(marketingConsentOf({ marketingOptIn: false }, { newsletterConfirmed: true })).toBe('confirmed');
  });

  // Ours: each provider's own double opt-in where it has one; SendGrid has none, so only proof puts a contact on the list.
  it("becomes each provider's status for a new contact", () => {
    expect(MARKETING_STATUS).toEqual({
      mailchimp: { none: 'transactional', unconfirmed: 'pending', confirmed: 'subscribed' },
      mailerlite: { none: 'unsubscribed', unconfirmed: 'unconfirmed', confirmed: 'active' },
      zoho_crm: { none: true, unconfirmed: true, confirmed: false },
      sendgrid: { none: false, unconfirmed: false, confirmed: true },
    });
  });
});
