import * as z from 'zod';
import { PRIVACY_EXPORT_FORMATS } from '#shared/admin/privacy-export-contract.ts';
import { PRIVACY_EXPORT_MESSAGES } from '#shared/admin/privacy-export-messages.ts';
import { answeredRequestIdSchema } from './answered-request.zod.ts';
import { personQuerySchema } from './person.zod.ts';

/**
 * The Privacy view's search (?email= or ?phone=, exactly one), the file to make: json (the default) or html, and the
 * data request it answers (?requestId=, optional).
 */
export const personExportQuerySchema = personQuerySchema.safeExtend({
  format: z.enum(PRIVACY_EXPORT_FORMATS, { error: PRIVACY_EXPORT_MESSAGES.format }).default('json'),
  requestId: answeredRequestIdSchema,
});
export type PersonExportQueryInput = z.infer<typeof personExportQuerySchema>;
