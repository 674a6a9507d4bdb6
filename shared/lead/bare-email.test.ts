/**
 * Every place a visitor gives an e-mail address (every Zod schema of the API and every Yup schema of the forms) takes
 * a bare address only: a display name, a list, a comment or an encoded word would reach one inbox under a new
 * "address" each time (`"1"<victim@x.com>`, `"2"<victim@x.com>` ...), each with its own quota. The expected messages
 * are the spec's, copied (main-site.md sections 5 and 9, uk-and-admin.md section 5).
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import type * as z from 'zod';
import { newsletterYupSchema } from '../main-site/newsletter.yup.ts';
import { newsletterZodSchema } from '../main-site/newsletter.zod.ts';
import { leadCaptureYupSchema } from '../uk/lead-capture.yup.ts';
import { leadCapturePayloadSchema } from '../uk/lead-capture.zod.ts';
import { pdfRequestYupSchema } from '../uk/pdf-request.yup.ts';
import { taxReportRequestSchema } from '../uk/pdf-request.zod.ts';
import { consultationYupSchema, reportCaptureYupSchema } from '../uk/premium-forms.yup.ts';
import { calculateTax } from '../uk/tax-engine.ts';
import { mailboxKey } from './lead-rules.ts';
import { leadFormYupSchema } from './lead.yup.ts';
import { leadFormSchema } from './lead.zod.ts';

/** The messages of the e-mail field only, from a Yup schema of a form (all fields checked). */
async function yupEmailMessages(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [...new Set(error.inner.filter((issue) => issue.path === 'email').map((issue) => issue.message))];
  }
}

/** The messages of the e-mail field only, from a Zod schema of the API. */
function zodEmailMessages(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return [...new Set(result.error.issues.filter((issue) => issue.path.at(-1) === 'email').map((issue) => issue.message))];
}

const calculation = calculateTax({ profit: 120_000, method: 'dividend' });
const uk = { page: 'uk-dubai', source: 'uk-dubai' };

/** Each place an address is taken, with the message the spec gives for a malformed one there. */
const places: [string, string, (email: string) => Promise<string[]> | string[]][] = [
  ['the lead form (API)', 'Please enter a valid email address', (email) =>
    zodEmailMessages(leadFormSchema, { fullName: 'Sara Ali', email, phone: '+971501234567' })],
  ['the lead form (page)', 'Please enter a valid email address', (email) =>
    yupEmailMessages(leadFormYupSchema, { fullName: 'Sara Ali', email, phone: '+971501234567', country: '' })],
  ['the newsletter (API)', 'Invalid email', (email) => zodEmailMessages(newsletterZodSchema, { email })],
  ['the newsletter (footer form)', 'Invalid email', (email) => yupEmailMessages(newsletterYupSchema, { email })],
  ['the tax report request (API)', 'Please enter a valid email address', (email) =>
    zodEmailMessages(taxReportRequestSchema, {
      calculation,
      timestamp: '2031-03-04T10:00:00.000Z',
      personalDetails: { name: 'Jane Smith', email, phone: '' },
    })],
  ['the PDF request form (page)', 'Please enter a valid email address', (email) =>
    yupEmailMessages(pdfRequestYupSchema, { name: 'Jane Smith', email, phone: '', consent: true })],
  ['the UK guide lead capture (API)', 'Please enter a valid email address', (email) =>
    zodEmailMessages(leadCapturePayloadSchema, { formType: 'uk_guide', name: 'Tom Baker', email, ...uk })],
  ['the UK guide and mid-page forms (page)', 'Please enter a valid email address', (email) =>
    yupEmailMessages(leadCaptureYupSchema, { name: 'Tom Baker', email, consent: false })],
  ['the consultation lead capture (API)', 'Please enter a valid email address', (email) =>
    zodEmailMessages(leadCapturePayloadSchema, { formType: 'consultation', name: 'Tom Baker', email, ...uk })],
  ['the consultation form (page)', 'Please enter a valid email address', (email) =>
    yupEmailMessages(consultationYupSchema, { name: 'Tom Baker', email, phone: '', company: '', revenue: '' })],
  ['the report request lead capture (API)', 'Please enter a valid email address', (email) =>
    zodEmailMessages(leadCapturePayloadSchema, { formType: 'report_request', email, ...uk })],
  ['the report card (page)', 'Please enter a valid email address', (email) => yupEmailMessages(reportCaptureYupSchema, { email })],
];

/** One address of each forbidden kind; each would reach victim@x.com's inbox, or another one, under a new name. */
const notBare: [string, string][] = [
  ['a quoted display name', '"1"<victim@x.com>'],
  ['a display name with a space', '"Vic Tim" <victim@x.com>'],
  ['quotes alone', '"victim"@x.com'],
  ['an opening angle bracket', '<victim@x.com'],
  ['a closing angle bracket', 'victim@x.com>'],
  ['a comma (a list of one)', 'victim@x.com,'],
  ['a comma in the local part', 'victim,1@x.com'],
  ['a semicolon (a list of one)', 'victim@x.com;'],
  ['a colon (a group)', 'friends:victim@x.com'],
  ['parentheses (a comment)', 'victim(1)@x.com'],
  ['an encoded word', '=?utf-8?q?victim?=@x.com'],
  ['an encoded word in the domain', 'victim@=?utf-8?b?eA==?=.com'],
  ['square brackets (a domain literal)', 'victim@[192.0.2.1].com'],
  ['a backslash', 'vic\\tim@x.com'],
];

describe('every form and every API schema takes a bare e-mail address only', () => {
  it.each(places)('%s takes a bare address, with a +tag and capitals', async (_place, _message, emailMessages) => {
    // Act
    const plain = await emailMessages('victim@x.com');
    const tagged = await emailMessages('Victim+1@X.com');

    // Assess
    expect(plain).toEqual([]);
    expect(tagged).toEqual([]);
  });

  describe.each(places)('%s', (_place, message, emailMessages) => {
    it.each(notBare)(`refuses %s with the spec's message`, async (_kind, email) => {
      // Act
      const messages = await emailMessages(email);

      // Assess
      expect(messages).toEqual([message]);
    });
  });
});

describe('the one inbox an address reaches (the key of per-recipient limits and of the newsletter record)', () => {
  it('is the same for Victim+1@X.com, victim+2@x.com and victim@x.com', () => {
    // Act
    const keys = ['Victim+1@X.com', 'victim+2@x.com', 'victim@x.com', '  VICTIM@x.COM '].map(mailboxKey);

    // Assess
    expect(keys).toEqual(['victim@x.com', 'victim@x.com', 'victim@x.com', 'victim@x.com']);
  });

  it('keeps different inboxes apart, and a local part that starts with a plus whole', () => {
    // Act
    const keys = ['victim@y.com', 'victim.1@x.com', '+news@x.com', 'a+b+c@x.com'].map(mailboxKey);

    // Assess
    expect(keys).toEqual(['victim@y.com', 'victim.1@x.com', '+news@x.com', 'a@x.com']);
  });
});
