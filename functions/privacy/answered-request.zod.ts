import * as z from 'zod';
import { PRIVACY_REQUEST_MESSAGES } from '#shared/admin/privacy-messages.ts';

/**
 * The data request a Privacy view action answers (optional): the id of a logged request (data/data-requests.ts),
 * which then records the action. The erase, export, restriction and consent routes share it.
 */
export const answeredRequestIdSchema = z
  .string({ error: PRIVACY_REQUEST_MESSAGES.requestId })
  .trim()
  .min(1, PRIVACY_REQUEST_MESSAGES.requestId)
  .max(64, PRIVACY_REQUEST_MESSAGES.requestId)
  .optional();
