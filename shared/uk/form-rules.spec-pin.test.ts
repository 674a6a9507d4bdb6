/**
 * The UK forms' rules as the spec states them (uk-and-admin.md section 5, PDF request form), at their boundaries, on
 * the web's (Yup) and the API's (Zod) schemas. Expected messages are the spec's words, copied.
 */
import { personalDetailsSchema } from './pdf-request.zod.ts';
import { pdfRequestYupSchema } from './pdf-request.yup.ts';

const valid = { name: 'Alex Turner', email: 'alex@example.co.uk', phone: '', consent: true };

async function messages(change: Record<string, unknown>) {
  const input = { ...valid, ...change };
  let web: string[] = [];
  try {
    await pdfRequestYupSchema.validate(input, { abortEarly: false });
  } catch (error) {
    web = [...new Set((error as { errors: string[] }).errors)];
  }
  const result = personalDetailsSchema.safeParse(input);
  const api = result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
  return { web, api };
}

describe('the PDF request form, as the spec words it', () => {
  it('takes a phone of 16 digits (with a plus, spaces, dashes and brackets) and refuses 17 with "Please enter a valid phone number"', async () => {
    const sixteen = await messages({ phone: '+44 (20) 7946-0000 1234' }); // 16 digits
    const seventeen = await messages({ phone: '+44 (20) 7946-0000 12345' }); // 17 digits

    expect(sixteen).toEqual({ web: [], api: [] });
    expect(seventeen).toEqual({ web: ['Please enter a valid phone number'], api: ['Please enter a valid phone number'] });
  });

  it('takes a one-digit phone and refuses one starting with 0', async () => {
    const one = await messages({ phone: '7' });
    const leadingZero = await messages({ phone: '07946000000' });

    expect(one).toEqual({ web: [], api: [] });
    expect(leadingZero).toEqual({ web: ['Please enter a valid phone number'], api: ['Please enter a valid phone number'] });
  });

  it('asks for the e-mail with "Email is required" and a valid one with "Please enter a valid email address"', async () => {
    const missing = await messages({ email: '' });
    const invalid = await messages({ email: 'alex@example' });

    expect(missing.web[0]).toBe('Email is required');
    expect(missing.api[0]).toBe('Email is required');
    expect(invalid).toEqual({ web: ['Please enter a valid email address'], api: ['Please enter a valid email address'] });
  });

  it('asks for the privacy consent with "Please accept the privacy policy to continue"', async () => {
    const result = await messages({ consent: false });

    expect(result.web).toEqual(['Please accept the privacy policy to continue']);
  });

  // Ours (the spec requires a name and shows no wording or length).
  it('asks for a name with "Name is required" and refuses 121 characters with "Name must be at most 120 characters"', async () => {
    const missing = await messages({ name: '' });
    const at = await messages({ name: 'n'.repeat(120) });
    const over = await messages({ name: 'n'.repeat(121) });

    expect(missing).toEqual({ web: ['Name is required'], api: ['Name is required'] });
    expect(at).toEqual({ web: [], api: [] });
    expect(over).toEqual({ web: ['Name must be at most 120 characters'], api: ['Name must be at most 120 characters'] });
  });
});
