import { mfaCodeYupSchema } from '#shared/auth/login.yup.ts';
import { mfaCodeSchema } from './mfa.zod.ts';

const api = mfaCodeSchema('expired');
const body = (code: unknown) => ({ username: 'amira', challengeSession: 'session', code });

/** The form's first message for the code, or undefined when it accepts it. */
async function formMessage(code: string): Promise<string | undefined> {
  try {
    await mfaCodeYupSchema.validate({ code });
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
}

describe('the authenticator code rules', () => {
  it('accept six digits, also grouped as an app shows them, in the form and in the API alike', async () => {
    for (const code of ['123456', '000000', '123 456', ' 123456 ', '123-456']) {
      expect(await formMessage(code)).toBeUndefined();
      expect(api.safeParse(body(code)).success).toBe(true);
    }
    expect(api.parse(body('123 456')).code).toBe('123456');
  });

  it('refuse anything else with the same message in the form and in the API', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12345a', '１２３４５６']) {
      expect(await formMessage(code)).toBe('Enter the 6-digit code from your authenticator app');
      const parsed = api.safeParse(body(code));
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((issue) => issue.message)).toEqual(['Enter the 6-digit code from your authenticator app']);
    }
  });
});
