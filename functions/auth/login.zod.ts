import * as z from 'zod';
import { LOGIN_LIMITS, LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';

export const loginSchema = z.object({
  username: z.string({ error: LOGIN_MESSAGES.username }).trim().min(1, LOGIN_MESSAGES.username).max(LOGIN_LIMITS.usernameMax, LOGIN_MESSAGES.invalidCredentials),
  password: z.string({ error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password).max(LOGIN_LIMITS.passwordMax, LOGIN_MESSAGES.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;
