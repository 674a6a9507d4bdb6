import { leadEditYupSchema } from './lead-edit.yup.ts';
import { leadEditSchema } from './lead-edit.zod.ts';

const valid = {
  fullName: 'Sara Ali',
  email: 'sara@example.ae',
  phone: '+971 50 123 4567',
  companyName: 'Ali Trading',
  businessActivity: 'General trading',
  preferredStructure: 'Free zone',
  country: 'United Arab Emirates',
  additionalRequirements: '',
};

// Each case changes one field of a valid form; both schemas must give the same verdict and the same message.
const cases: [string, Record<string, unknown>][] = [
  ['a complete form', {}],
  ['no country', { country: '' }],
  ['an unlisted country', { country: 'Atlantis' }],
  ['a one-letter name', { fullName: 'S' }],
  ['a two-letter name', { fullName: 'Al' }],
  ['an empty name', { fullName: '' }],
  ['a name padded to two letters by spaces', { fullName: ' S ' }],
  ['a 121-character name', { fullName: 'x'.repeat(121) }],
  ['an empty e-mail', { email: '' }],
  ['an e-mail with no domain dot', { email: 'sara@example' }],
  ['an e-mail with a display name', { email: '"1"<victim@x.com>' }],
  ['an e-mail with a comma', { email: 'a@x.com,b@y.com' }],
  ['an e-mail with surrounding spaces', { email: '  sara@example.ae ' }],
  ['an emptied phone', { phone: '' }],
  ['a 9-character phone', { phone: '123456789' }],
  ['a 10-character phone', { phone: '1234567890' }],
  ['a 33-character phone', { phone: '1'.repeat(33) }],
  ['a 200-character company', { companyName: 'c'.repeat(200) }],
  ['a 201-character company', { companyName: 'c'.repeat(201) }],
  ['a 201-character business activity', { businessActivity: 'b'.repeat(201) }],
  ['a 201-character preferred structure', { preferredStructure: 's'.repeat(201) }],
  ['2,000 characters of requirements', { additionalRequirements: 'r'.repeat(2000) }],
  ['2,001 characters of requirements', { additionalRequirements: 'r'.repeat(2001) }],
];

async function yupVerdict(input: Record<string, unknown>) {
  try {
    await leadEditYupSchema.validate(input, { abortEarly: false });
    return { ok: true, messages: [] as string[] };
  } catch (error) {
    return { ok: false, messages: [...new Set((error as { errors: string[] }).errors)].sort() };
  }
}

function zodVerdict(input: Record<string, unknown>) {
  const result = leadEditSchema.safeParse(input);
  return { ok: result.success, messages: result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))].sort() };
}

describe('the lead correction rules in the admin form (Yup) and in the API (Zod)', () => {
  it.each(cases)('give the same verdict and messages for %s', async (_name, change) => {
    const input = { ...valid, ...change };
    expect(zodVerdict(input)).toEqual(await yupVerdict(input));
  });
});

describe('the lead correction messages', () => {
  // Expected values are the spec's literals (main-site.md section 5), copied here.
  it.each([
    [{ fullName: 'S' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ email: 'sara@example' }, 'email', 'Please enter a valid email address'],
    [{ phone: '123456789' }, 'phone', 'Please enter a valid phone number'],
  ])('say what the public lead form says for %j', (body, field, message) => {
    const result = leadEditSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('refuses an edit that changes nothing (ours: "Please change at least one field")', () => {
    const result = leadEditSchema.safeParse({ status: 'closed' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Please change at least one field']);
  });

  it('accepts a single field and leaves the others out', () => {
    expect(leadEditSchema.parse({ email: ' new@example.com ' })).toEqual({ email: 'new@example.com' });
  });
});
