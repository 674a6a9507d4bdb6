/**
 * The rules and messages shared by the UK section's forms (PDF request, guide form, lead capture). The web forms'
 * Yup schemas and the API's Zod schemas are both built from this module, and the *.schemas.test.ts files prove they
 * agree.
 */
import { EMAIL_PATTERN, LEAD_LIMITS, LEAD_MESSAGES } from '../lead/lead-rules.ts';

export { EMAIL_PATTERN };

export const UK_FORM_LIMITS = {
  nameMax: LEAD_LIMITS.fullNameMax,
  emailMax: LEAD_LIMITS.emailMax,
  /** Digits in a phone number once spaces, dashes and brackets are removed. */
  phoneDigitsMax: 16,
  sourceMax: LEAD_LIMITS.attributionMax,
} as const;

export const UK_FORM_MESSAGES = {
  /** The spec requires a name but shows no wording; this is ours. */
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${UK_FORM_LIMITS.nameMax} characters`,
  emailRequired: 'Email is required',
  email: LEAD_MESSAGES.email,
  phone: LEAD_MESSAGES.phone,
  consent: 'Please accept the privacy policy to continue',
} as const;

/**
 * A phone number once spaces, dashes and brackets are removed: an optional leading plus, then 1 to 16 digits, the
 * first not 0.
 */
export const PHONE_PATTERN = new RegExp(`^\\+?[1-9]\\d{0,${UK_FORM_LIMITS.phoneDigitsMax - 1}}$`);

/** Removes the spaces, dashes and brackets people type in phone numbers: '+44 (20) 7946-0000' -> '+442079460000'. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s\-()]/g, '');
}

/** The optional phone rule: empty (after trimming) is fine; otherwise the normalised number must match. */
export function isValidOptionalPhone(raw: string | undefined | null): boolean {
  if (raw == null || raw.trim() === '') return true;
  return PHONE_PATTERN.test(normalizePhone(raw));
}
