import { loginYupSchema, newPasswordYupSchema } from './login.yup.ts';

/** The first message the schema gives for these values, or undefined when it accepts them. */
async function messageFor(schema: typeof loginYupSchema | typeof newPasswordYupSchema, values: object): Promise<string | undefined> {
  try {
    // As Formik asks: every error, the first one per field shown.
    await schema.validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
}

describe('the admin login form rules', () => {
  it('asks for a username and a password with the spec messages', async () => {
    expect(await messageFor(loginYupSchema, { username: '  ', password: 'x' })).toBe('Username is required');
    expect(await messageFor(loginYupSchema, { username: 'sara', password: '' })).toBe('Password is required');
    expect(await messageFor(loginYupSchema, { username: 'sara', password: 'anything' })).toBeUndefined();
  });
});

describe('the new-password form rules', () => {
  it('explains which rule of the policy a new password breaks', async () => {
    expect(await messageFor(newPasswordYupSchema, { newPassword: 'Short1!', confirmPassword: 'Short1!' })).toBe('Use at least 12 characters');
    expect(await messageFor(newPasswordYupSchema, { newPassword: 'no-upper-case-1!', confirmPassword: 'no-upper-case-1!' })).toBe(
      'Include an uppercase letter',
    );
    expect(await messageFor(newPasswordYupSchema, { newPassword: 'No-Symbols-Here1', confirmPassword: 'No-Symbols-Here1' })).toBeUndefined();
  });

  it('needs the same password twice', async () => {
    expect(await messageFor(newPasswordYupSchema, { newPassword: 'Chosen-Passw0rd-2026!', confirmPassword: 'Chosen-Passw0rd-2026?' })).toBe(
      'The passwords do not match',
    );
    expect(await messageFor(newPasswordYupSchema, { newPassword: 'Chosen-Passw0rd-2026!', confirmPassword: '' })).toBe(
      'Please confirm the new password',
    );
  });
});
