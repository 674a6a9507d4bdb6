import * as z from 'zod';
import { E164_PATTERN, PHONE_CONFIG_LIMITS, PHONE_CONFIG_MESSAGES } from './phone-config-rules.ts';

/** PUT /api/admin/phone-config/{configKey}: the row as staff edited it. */
export const phoneConfigBodySchema = z.object({
  phoneNumber: z.string({ error: PHONE_CONFIG_MESSAGES.phoneNumber }).trim().regex(E164_PATTERN, PHONE_CONFIG_MESSAGES.phoneNumber),
  displayName: z
    .string({ error: PHONE_CONFIG_MESSAGES.displayName })
    .trim()
    .min(1, PHONE_CONFIG_MESSAGES.displayName)
    .max(PHONE_CONFIG_LIMITS.displayNameMax, PHONE_CONFIG_MESSAGES.displayNameTooLong),
  description: z
    .string({ error: PHONE_CONFIG_MESSAGES.descriptionTooLong })
    .trim()
    .max(PHONE_CONFIG_LIMITS.descriptionMax, PHONE_CONFIG_MESSAGES.descriptionTooLong)
    .optional()
    .transform((value) => value || undefined),
  isActive: z.boolean({ error: PHONE_CONFIG_MESSAGES.isActive }),
});
export type PhoneConfigBody = z.infer<typeof phoneConfigBodySchema>;

export const phoneConfigPathSchema = z.object({
  configKey: z
    .string({ error: PHONE_CONFIG_MESSAGES.configKey })
    .trim()
    .min(1, PHONE_CONFIG_MESSAGES.configKey)
    .max(PHONE_CONFIG_LIMITS.configKeyMax, PHONE_CONFIG_MESSAGES.configKey),
});
export type PhoneConfigPath = z.infer<typeof phoneConfigPathSchema>;
