/**
 * The lead form's rules and messages (spec main-site.md sections 5 and 9). Both the web form (Yup) and the API (Zod)
 * build their schemas from this module, and lead-schemas.test.ts proves they agree.
 */
export const LEAD_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 120,
  emailMax: 254,
  phoneMin: 10,
  phoneMax: 32,
  attributionMax: 500,
} as const;

export const LEAD_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  fullNameTooLong: 'Full name must be at most 120 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  country: 'Please choose a country from the list',
} as const;

/**
 * One e-mail pattern for both sides: Yup's and Zod's built-in e-mail checks differ, and a form that accepts what the
 * API rejects loses the lead. A local part, an @, and a domain with a dot and no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Where a lead came from; captured by the web app on arrival and sent with every form. */
export const ATTRIBUTION_FIELDS = ['page', 'landingVariant', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The request header that makes a repeated submit of the same form store one lead. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
