import * as z from 'zod';
import { MFA_CODE_PATTERN, normalizeMfaCode } from '#shared/auth/mfa-rules.ts';
import { MFA_MESSAGES } from '#shared/auth/session-messages.ts';
import { loginSchema } from './login.zod.ts';

/**
 * The body of both code steps (POST /api/auth/mfa and /api/auth/mfa-setup): the account, the step's session and six
 * digits (an app's grouping "123 456" accepted). `expired`: the step's message for a missing session.
 */
export const mfaCodeSchema = (expired: string) =>
  z.object({
    username: loginSchema.shape.username,
    challengeSession: z.string({ error: expired }).min(1, expired).max(4096, expired),
    code: z
      .string({ error: MFA_MESSAGES.codeFormat })
      .max(32, MFA_MESSAGES.codeFormat)
      .transform(normalizeMfaCode)
      .pipe(z.string().regex(MFA_CODE_PATTERN, MFA_MESSAGES.codeFormat)),
  });
export type MfaCodeBody = z.infer<ReturnType<typeof mfaCodeSchema>>;
