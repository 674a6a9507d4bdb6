import { ValidationError } from 'yup';
import { newsletterYupSchema } from './newsletter.yup.ts';
import { newsletterZodSchema } from './newsletter.zod.ts';

async function yupVerdict(body: unknown): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  try {
    const value = await newsletterYupSchema.validate(body);
    return { ok: true, email: value.email };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, message: error.errors[0] ?? '' };
    throw error;
  }
}

function zodVerdict(body: unknown): { ok: true; email: string } | { ok: false; message: string } {
  const result = newsletterZodSchema.safeParse(body);
  return result.success ? { ok: true, email: result.data.email } : { ok: false, message: result.error.issues[0]?.message ?? '' };
}

const longLocal = 'a'.repeat(247);

const cases: [unknown, { ok: true; email: string } | { ok: false; message: string }][] = [
  [{ email: 'ana@example.com' }, { ok: true, email: 'ana@example.com' }],
  [{ email: '  ana@example.co.uk  ' }, { ok: true, email: 'ana@example.co.uk' }],
  [{ email: 'first.last+news@sub.example.ae' }, { ok: true, email: 'first.last+news@sub.example.ae' }],
  [{ email: `${longLocal}@ex.com` }, { ok: true, email: `${longLocal}@ex.com` }], // 254 characters
  [{ email: `${longLocal}a@ex.com` }, { ok: false, message: 'Invalid email' }], // 255 characters
  [{}, { ok: false, message: 'Required' }],
  [{ email: null }, { ok: false, message: 'Required' }],
  [{ email: '' }, { ok: false, message: 'Required' }],
  [{ email: '   ' }, { ok: false, message: 'Required' }],
  [{ email: 'ana' }, { ok: false, message: 'Invalid email' }],
  [{ email: 'ana@example' }, { ok: false, message: 'Invalid email' }],
  [{ email: 'ana@@example.com' }, { ok: false, message: 'Invalid email' }],
  [{ email: 'ana @example.com' }, { ok: false, message: 'Invalid email' }],
  [{ email: 'ana@example..com' }, { ok: false, message: 'Invalid email' }],
  [{ email: '@example.com' }, { ok: false, message: 'Invalid email' }],
  [{ email: 12345 }, { ok: false, message: 'Invalid email' }],
  [{ email: { address: 'ana@example.com' } }, { ok: false, message: 'Invalid email' }],
];

describe('newsletter e-mail rule', () => {
  it.each(cases)('footer form and API agree on %j', async (body, expected) => {
    expect(zodVerdict(body)).toEqual(expected);
    expect(await yupVerdict(body)).toEqual(expected);
  });
});
