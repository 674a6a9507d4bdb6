import { describe, expect, it } from '@jest/globals';
import { leadCapturePayloadSchema } from './lead-capture.zod.ts';
import { consultationYupSchema, reportCaptureYupSchema } from './premium-forms.yup.ts';

const common = { page: 'uk-dubai', source: 'uk-dubai' };
const consultation = { name: 'Oliver Hughes', email: 'oliver@example.co.uk', phone: '', company: '', revenue: '' };

async function yupVerdict(schema: typeof consultationYupSchema | typeof reportCaptureYupSchema, input: Record<string, unknown>) {
  try {
    await schema.validate(input, { abortEarly: false });
    return { ok: true, messages: [] as string[] };
  } catch (error) {
    return { ok: false, messages: [...new Set((error as { errors: string[] }).errors)].sort() };
  }
}

function zodVerdict(input: Record<string, unknown>) {
  const result = leadCapturePayloadSchema.safeParse(input);
  return { ok: result.success, messages: result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))].sort() };
}

// Each case changes one field of a valid form; the web form and the API must give the same verdict and message.
const consultationCases: [string, Record<string, unknown>][] = [
  ['a complete form', {}],
  ['no name', { name: '' }],
  ['a name of spaces', { name: '   ' }],
  ['no e-mail', { email: '' }],
  ['an e-mail with no domain dot', { email: 'oliver@example' }],
  ['a UK phone with spaces and brackets', { phone: '+44 (20) 7946 0123' }],
  ['a phone of letters', { phone: 'call me' }],
  ['a phone starting with 0 after the plus', { phone: '+0123' }],
];

describe('the premium forms on the web (Yup) and in the API (Zod)', () => {
  it.each(consultationCases)('the consultation form gives the same verdict and messages for %s', async (_name, change) => {
    const values = { ...consultation, ...change };
    const payload = { formType: 'consultation', ...common, ...values, phone: values.phone || undefined, company: values.company || undefined, revenue: values.revenue || undefined };
    expect(zodVerdict(payload)).toEqual(await yupVerdict(consultationYupSchema, values));
  });

  it('the consultation form refuses a 501-character company or revenue, as the API does', async () => {
    for (const field of ['company', 'revenue']) {
      const values = { ...consultation, [field]: 'x'.repeat(501) };
      expect((await yupVerdict(consultationYupSchema, values)).ok).toBe(false);
      expect(zodVerdict({ formType: 'consultation', ...common, ...values, phone: undefined }).ok).toBe(false);
      const atLimit = { ...consultation, [field]: 'x'.repeat(500) };
      expect((await yupVerdict(consultationYupSchema, atLimit)).ok).toBe(true);
    }
  });

  it.each([
    ['an e-mail', 'sam@example.com'],
    ['no e-mail', ''],
    ['an e-mail of spaces', '   '],
    ['an e-mail with two @', 'sam@@example.com'],
  ])('the report card gives the same verdict and messages for %s', async (_name, email) => {
    expect(zodVerdict({ formType: 'report_request', ...common, email })).toEqual(await yupVerdict(reportCaptureYupSchema, { email }));
  });

  it('names the missing e-mail with the UK forms\' message', async () => {
    expect((await yupVerdict(reportCaptureYupSchema, { email: '' })).messages).toContain('Email is required');
  });
});
