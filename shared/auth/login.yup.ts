import { object, ref, string } from 'yup';
import { NEW_PASSWORD_MESSAGES, NEW_PASSWORD_POLICY } from '../admin/admin-copy.ts';
import { LOGIN_LIMITS, LOGIN_MESSAGES } from './login-rules.ts';

/** The staff login form: the same required rules and messages as the API's Zod schema (functions/auth/login.zod.ts). */
export const loginYupSchema = object({
  username: string().trim().required(LOGIN_MESSAGES.username).max(LOGIN_LIMITS.usernameMax, LOGIN_MESSAGES.invalidCredentials),
  password: string().required(LOGIN_MESSAGES.password).max(LOGIN_LIMITS.passwordMax, LOGIN_MESSAGES.invalidCredentials),
});

export type LoginFormValues = { username: string; password: string };

/** One of each class the staff pool's password policy demands. */
const POLICY_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** The first-login form: a password the pool's policy accepts, typed twice. */
export const newPasswordYupSchema = object({
  newPassword: string()
    .required(NEW_PASSWORD_MESSAGES.required)
    .min(NEW_PASSWORD_POLICY.minLength, NEW_PASSWORD_MESSAGES.policy)
    .max(NEW_PASSWORD_POLICY.maxLength, NEW_PASSWORD_MESSAGES.policy)
    .test('policy', NEW_PASSWORD_MESSAGES.policy, (value) => POLICY_CLASSES.every((pattern) => pattern.test(value ?? ''))),
  confirmPassword: string()
    .required(NEW_PASSWORD_MESSAGES.confirmRequired)
    .oneOf([ref('newPassword')], NEW_PASSWORD_MESSAGES.mismatch),
});

export type NewPasswordFormValues = { newPassword: string; confirmPassword: string };
