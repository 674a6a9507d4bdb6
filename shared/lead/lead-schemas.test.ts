import { leadFormYupSchema } from './lead.yup.ts';
import { leadFormSchema } from './lead.zod.ts';

const valid = { fullName: 'Sara Ali', email: 'sara@example.ae', phone: '+971 50 123 4567', country: '' };

// Each case changes one field of a valid form; both schemas must give the same verdict and the same message.
const cases: [string, Record<string, unknown>][] = [
  ['a complete form', {}],
  ['no country', { country: undefined }],
  ['a listed country', { country: 'United Arab Emirates' }],
  ['an unlisted country', { country: 'Atlantis' }],
  ['a one-letter name', { fullName: 'S' }],
  ['a two-letter name', { fullName: 'Al' }],
  ['a name of spaces', { fullName: '   ' }],
  ['a name padded to two letters by spaces', { fullName: ' S ' }],
  ['a 121-character name', { fullName: 'x'.repeat(121) }],
  ['an empty e-mail', { email: '' }],
  ['an e-mail with no domain dot', { email: 'sara@example' }],
  ['an e-mail with a space', { email: 'sara ali@example.ae' }],
  ['an e-mail with two @', { email: 'sara@@example.ae' }],
  ['an e-mail with surrounding spaces', { email: '  sara@example.ae ' }],
  ['a subdomain e-mail', { email: 'sara.ali+leads@mail.example.co.uk' }],
  ['a 9-character phone', { phone: '123456789' }],
  ['a 10-character phone', { phone: '1234567890' }],
  ['a 33-character phone', { phone: '1'.repeat(33) }],
  ['a missing phone', { phone: undefined }],
];

async function yupVerdict(input: Record<string, unknown>) {
  try {
    await leadFormYupSchema.validate(input, { abortEarly: false });
    return { ok: true, messages: [] as string[] };
  } catch (error) {
    return { ok: false, messages: [...new Set((error as { errors: string[] }).errors)].sort() };
  }
}

function zodVerdict(input: Record<string, unknown>) {
  const result = leadFormSchema.safeParse(input);
  return { ok: result.success, messages: result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))].sort() };
}

describe('the lead form rules on the web (Yup) and in the API (Zod)', () => {
  it.each(cases)('give the same verdict and messages for %s', async (_name, change) => {
    const input = { ...valid, ...change };
    expect(zodVerdict(input)).toEqual(await yupVerdict(input));
  });
});
