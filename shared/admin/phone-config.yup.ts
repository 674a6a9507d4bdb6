import { boolean, object, string } from 'yup';
import { E164_PATTERN, PHONE_CONFIG_LIMITS, PHONE_CONFIG_MESSAGES } from './phone-config-rules.ts';

/** A phone config row in edit mode: the same rules and messages as the API's Zod schema (phone-config.zod.ts). */
export const phoneConfigYupSchema = object({
  phoneNumber: string().trim().required(PHONE_CONFIG_MESSAGES.phoneNumber).matches(E164_PATTERN, PHONE_CONFIG_MESSAGES.phoneNumber),
  displayName: string().trim().required(PHONE_CONFIG_MESSAGES.displayName).max(PHONE_CONFIG_LIMITS.displayNameMax, PHONE_CONFIG_MESSAGES.displayNameTooLong),
  description: string().trim().max(PHONE_CONFIG_LIMITS.descriptionMax, PHONE_CONFIG_MESSAGES.descriptionTooLong),
  isActive: boolean().required(PHONE_CONFIG_MESSAGES.isActive),
});

export type PhoneConfigFormValues = { phoneNumber: string; displayName: string; description: string; isActive: boolean };
