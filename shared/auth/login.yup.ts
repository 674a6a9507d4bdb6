import { object, string } from 'yup';
import { NEW_PASSWORD_MESSAGES } from '../admin/admin-copy.ts';
import { LOGIN_LIMITS, LOGIN_MESSAGES } from './login-rules.ts';
import { MFA_CODE_PATTERN, normalizeMfaCode } from './mfa-rules.ts';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy.ts';
import { MFA_MESSAGES } from './session-messages.ts';

/** The staff login form: the same required rules and messages as the API's Zod schema (functions/auth/login.zod.ts). */
export const loginYupSchema = object({
  username: string().trim().required(LOGIN_MESSAGES.username).max(LOGIN_LIMITS.usernameMax, LOGIN_MESSAGES.invalidCredentials),
  password: string().required(LOGIN_MESSAGES.password).max(LOGIN_LIMITS.passwordMax, LOGIN_MESSAGES.invalidCredentials),
});

export type LoginFormValues = { username: string; password: string };

/**
 * The first-login form: a password the staff pool's policy accepts (the first rule it breaks is the message, as the
 * new-password route says it), typed twice.
 */
export const newPasswordYupSchema = object({
  newPassword: string()
    .required(PASSWORD_MESSAGES.required)
    .test('password-policy', (value, context) => {
      const problem = passwordProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  confirmPassword: string()
    .required(NEW_PASSWORD_MESSAGES.confirmRequired)
    // A test rather than oneOf(): yup checks oneOf before required, and an empty field should say "confirm".
    .test('same-password', NEW_PASSWORD_MESSAGES.mismatch, (value, context) => !value || value === context.parent.newPassword),
});

export type NewPasswordFormValues = { newPassword: string; confirmPassword: string };

/**
 * The authenticator steps' form (the code challenge and the set-up step): six digits, an app's grouping ("123 456")
 * accepted, as the API's schema says (functions/auth/mfa.zod.ts).
 */
export const mfaCodeYupSchema = object({
  code: string()
    .required(MFA_MESSAGES.codeFormat)
    .test('six-digits', MFA_MESSAGES.codeFormat, (value) => MFA_CODE_PATTERN.test(normalizeMfaCode(value ?? ''))),
});

export type MfaCodeFormValues = { code: string };
