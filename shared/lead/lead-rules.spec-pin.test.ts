/**
 * The lead form's rules as the spec states them (main-site.md sections 5 and 9), checked on the web's and the API's
 * schemas at the exact boundaries. Expected messages are the spec's words, copied; the rule constants are not read.
 */
import { IDEMPOTENCY_HEADER } from './lead-rules.ts';
import { leadFormYupSchema } from './lead.yup.ts';
import { leadFormSchema } from './lead.zod.ts';

const valid = { fullName: 'Sara Ali', email: 'sara@example.ae', phone: '+971501234567', country: '' };

async function yupMessages(input: Record<string, unknown>): Promise<string[]> {
  try {
    await leadFormYupSchema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    return [...new Set((error as { errors: string[] }).errors)];
  }
}

function zodMessages(input: Record<string, unknown>): string[] {
  const result = leadFormSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

const both = async (change: Record<string, unknown>) => {
  const input = { ...valid, ...change };
  return { web: await yupMessages(input), api: zodMessages(input) };
};

describe('the lead form, on the page and in the API, as the spec words it', () => {
  it('refuses a one-letter name with "Full name must be at least 2 characters" and takes a two-letter one', async () => {
    // Prepare / Act
    const one = await both({ fullName: 'S' });
    const two = await both({ fullName: 'Al' });

    // Assess
    expect(one).toEqual({ web: ['Full name must be at least 2 characters'], api: ['Full name must be at least 2 characters'] });
    expect(two).toEqual({ web: [], api: [] });
  });

  it('refuses a 9-character phone with "Please enter a valid phone number" and takes a 10-character one', async () => {
    const nine = await both({ phone: '123456789' });
    const ten = await both({ phone: '1234567890' });

    expect(nine).toEqual({ web: ['Please enter a valid phone number'], api: ['Please enter a valid phone number'] });
    expect(ten).toEqual({ web: [], api: [] });
  });

  it('refuses an address without a domain with "Please enter a valid email address"', async () => {
    const result = await both({ email: 'sara@example' });

    expect(result).toEqual({ web: ['Please enter a valid email address'], api: ['Please enter a valid email address'] });
  });

  it('keeps the country optional', async () => {
    const result = await both({ country: undefined });

    expect(result).toEqual({ web: [], api: [] });
  });

  // Our own limits (the spec states none): a name of 120 characters, a phone of 32, an e-mail of 254, a source of 500.
  it('takes a 120-character name and refuses 121 with "Full name must be at most 120 characters"', async () => {
    const at = await both({ fullName: 'x'.repeat(120) });
    const over = await both({ fullName: 'x'.repeat(121) });

    expect(at).toEqual({ web: [], api: [] });
    expect(over).toEqual({ web: ['Full name must be at most 120 characters'], api: ['Full name must be at most 120 characters'] });
  });

  it('takes a 32-character phone and refuses 33', async () => {
    const at = await both({ phone: '1'.repeat(32) });
    const over = await both({ phone: '1'.repeat(33) });

    expect(at).toEqual({ web: [], api: [] });
    expect(over).toEqual({ web: ['Please enter a valid phone number'], api: ['Please enter a valid phone number'] });
  });

  it('takes a 254-character e-mail and refuses 255', async () => {
    const local = 'a'.repeat(245);
    const at = await both({ email: `${local}@ex.co.uk` });
    const over = await both({ email: `${local}a@ex.co.uk` });

    expect(at).toEqual({ web: [], api: [] });
    expect(over).toEqual({ web: ['Please enter a valid email address'], api: ['Please enter a valid email address'] });
  });

  it('refuses a country not on the list with "Please choose a country from the list"', async () => {
    const result = await both({ country: 'Atlantis' });

    expect(result).toEqual({ web: ['Please choose a country from the list'], api: ['Please choose a country from the list'] });
  });

  it('takes a 500-character campaign source and refuses 501', () => {
    const at = leadFormSchema.safeParse({ ...valid, attribution: { utmSource: 's'.repeat(500) } });
    const over = leadFormSchema.safeParse({ ...valid, attribution: { utmSource: 's'.repeat(501) } });

    expect(at.success).toBe(true);
    expect(over.success).toBe(false);
  });

  it('names the repeat-submit header idempotency-key', () => {
    expect(IDEMPOTENCY_HEADER).toBe('idempotency-key');
  });
});
