import { fillGreeting, leadFirstName, leadInterest, leadPhoneActions, mailtoLink, telLink, type ContactableLead } from './whatsapp-greeting.ts';

const TEMPLATE = 'Hi {firstName}, {staffName} here about {interest}.';

const lead = (fields: Partial<ContactableLead>): ContactableLead => ({ fullName: 'Aisha Rahman', email: 'aisha@example.com', phone: '', formType: 'lead', ...fields });

/** The WhatsApp link staff Sara opens for a lead typed this way. */
const whatsappFor = (fields: Partial<ContactableLead>) => {
  const actions = leadPhoneActions(lead(fields), TEMPLATE, 'Sara');
  return actions.kind === 'number' ? actions.whatsappUrl : actions;
};

describe('the WhatsApp link of a lead, for numbers as people type them', () => {
  it('opens a UK mobile typed nationally, with a trunk 0 in brackets, or with 00', () => {
    const greeting = '?text=Hi%20Aisha%2C%20Sara%20here%20about%20setting%20up%20your%20company.';

    expect(whatsappFor({ phone: '07700 900123', country: 'GB' })).toBe(`https://wa.me/447700900123${greeting}`);
    expect(whatsappFor({ phone: '07700 900123', country: 'United Kingdom' })).toBe(`https://wa.me/447700900123${greeting}`);
    expect(whatsappFor({ phone: '+44 (0)7700 900123' })).toBe(`https://wa.me/447700900123${greeting}`);
    expect(whatsappFor({ phone: '0044 7700 900123', country: 'United Arab Emirates' })).toBe(`https://wa.me/447700900123${greeting}`);
  });

  it('opens a UAE mobile typed nationally or in E.164', () => {
    expect(whatsappFor({ phone: '050 123 4567', country: 'AE', fullName: 'Omar Al Farsi', preferredStructure: 'Free Zone', businessActivity: 'e-commerce' })).toBe(
      'https://wa.me/971501234567?text=Hi%20Omar%2C%20Sara%20here%20about%20Free%20Zone%20for%20e-commerce.',
    );
    expect(whatsappFor({ phone: '+971501234567', fullName: 'Omar', preferredStructure: 'Mainland LLC' })).toBe(
      'https://wa.me/971501234567?text=Hi%20Omar%2C%20Sara%20here%20about%20Mainland%20LLC.',
    );
  });

  it('opens an Indian, a Pakistani and a German mobile typed nationally with the lead’s country', () => {
    expect(whatsappFor({ phone: '98765 43210', country: 'India', fullName: 'Priya Sharma', businessActivity: 'IT consulting' })).toBe(
      'https://wa.me/919876543210?text=Hi%20Priya%2C%20Sara%20here%20about%20IT%20consulting.',
    );
    expect(whatsappFor({ phone: '0300 1234567', country: 'PK', fullName: 'Bilal Khan', businessActivity: 'Textiles' })).toBe(
      'https://wa.me/923001234567?text=Hi%20Bilal%2C%20Sara%20here%20about%20Textiles.',
    );
    expect(whatsappFor({ phone: '0151 12345678', country: 'Germany', fullName: 'Jürgen Weiß', formType: 'consultation' })).toBe(
      'https://wa.me/4915112345678?text=Hi%20J%C3%BCrgen%2C%20Sara%20here%20about%20a%20consultation%20on%20your%20UK%20company.',
    );
  });

  it('opens a US number typed with brackets and a hyphen', () => {
    expect(whatsappFor({ phone: '(415) 555-0132', country: 'United States', fullName: 'Emily  Carter', formType: 'uk_guide' })).toBe(
      'https://wa.me/14155550132?text=Hi%20Emily%2C%20Sara%20here%20about%20our%20UK%20business%20guide.',
    );
    expect(whatsappFor({ phone: '+1 415-555-0132', fullName: 'Emily Carter', formType: 'tax_report' })).toBe(
      'https://wa.me/14155550132?text=Hi%20Emily%2C%20Sara%20here%20about%20your%20UK%20tax%20report.',
    );
  });

  it('uses the stored E.164 number when the lead has one', () => {
    expect(leadPhoneActions(lead({ phone: '050 123 4567', phoneE164: '+971501234567' }), TEMPLATE, 'Sara')).toEqual({
      kind: 'number',
      e164: '+971501234567',
      whatsappUrl: 'https://wa.me/971501234567?text=Hi%20Aisha%2C%20Sara%20here%20about%20setting%20up%20your%20company.',
      telUrl: 'tel:+971501234567',
    });
  });

  it('says a number cannot be read and offers it as typed, and offers no phone action without a number', () => {
    expect(leadPhoneActions(lead({ phone: '07700 900123' }), TEMPLATE, 'Sara')).toEqual({ kind: 'unreadable', original: '07700 900123' });
    expect(leadPhoneActions(lead({ phone: ' call me after 5 ' }), TEMPLATE, 'Sara')).toEqual({ kind: 'unreadable', original: 'call me after 5' });
    expect(leadPhoneActions(lead({ phone: '' }), TEMPLATE, 'Sara')).toEqual({ kind: 'none' });
    expect(leadPhoneActions(lead({ phone: '   ' }), TEMPLATE, 'Sara')).toEqual({ kind: 'none' });
  });
});

describe('the greeting and the other contact links', () => {
  it('fills every placeholder, as often as it appears, and leaves other braces alone', () => {
    expect(fillGreeting('{firstName}, {firstName}! {staffName} {interest} {price}', { staffName: 'Sara', firstName: 'Omar', interest: 'a licence' })).toBe(
      'Omar, Omar! Sara a licence {price}',
    );
  });

  it('calls the lead by the first word of their name, and names what they asked about', () => {
    expect(leadFirstName('  Mary Ann Smith ')).toBe('Mary');
    expect(leadFirstName('')).toBe('');
    expect(leadInterest({ formType: 'report_request' })).toBe('your UK tax report');
    expect(leadInterest({ formType: 'something_new' })).toBe('setting up your company');
    expect(leadInterest({})).toBe('setting up your company');
  });

  it('builds tel: and mailto: links', () => {
    expect(telLink('+447700900123')).toBe('tel:+447700900123');
    expect(mailtoLink('aisha@example.com')).toBe('mailto:aisha@example.com');
    expect(mailtoLink(' o.brien+leads@example.co.uk ', { subject: 'Your enquiry & next steps' })).toBe(
      'mailto:o.brien%2Bleads@example.co.uk?subject=Your%20enquiry%20%26%20next%20steps',
    );
  });
});
