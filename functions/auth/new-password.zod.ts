import * as z from 'zod';
import { passwordProblem, PASSWORD_POLICY, PASSWORD_MESSAGES } from '#shared/auth/password-policy.ts';
import { SESSION_MESSAGES } from '#shared/auth/session-messages.ts';
import { loginSchema } from './login.zod.ts';

export const newPasswordSchema = z.object({
  username: loginSchema.shape.username,
  newPassword: z
    .string({ error: PASSWORD_MESSAGES.required })
    .max(PASSWORD_POLICY.maxLength, PASSWORD_MESSAGES.tooLong)
    .superRefine((password, context) => {
      const problem = passwordProblem(password);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  challengeSession: z.string({ error: SESSION_MESSAGES.challengeExpired }).min(1, SESSION_MESSAGES.challengeExpired).max(4096, SESSION_MESSAGES.challengeExpired),
});
export type NewPasswordBody = z.infer<typeof newPasswordSchema>;
