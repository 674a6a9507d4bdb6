import * as z from 'zod';
import { AUDIT_MESSAGES, AUDIT_PAGE } from '#shared/admin/audit-rules.ts';
import { BAD_CURSOR_MESSAGE } from '../lib/errors.ts';

export const auditQuerySchema = z.object({
  cursor: z.string().max(2048, BAD_CURSOR_MESSAGE).optional(),
  limit: z.coerce
    .number({ error: AUDIT_MESSAGES.limit })
    .int(AUDIT_MESSAGES.limit)
    .min(1, AUDIT_MESSAGES.limit)
    .max(AUDIT_PAGE.maxLimit, AUDIT_MESSAGES.limit)
    .default(AUDIT_PAGE.defaultLimit),
});
export type AuditQueryInput = z.infer<typeof auditQuerySchema>;
