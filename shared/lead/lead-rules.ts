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
 * What a bare address never holds: white space, control characters and RFC 5322's specials but the dot (quotes,
 * angle brackets, parentheses, square brackets, backslash, comma, semicolon, colon, and a second @). With any of them
 * a "mailbox" can carry a display name or a list (`"1"<victim@x.com>`, `a@x.com, b@y.com`), which every
 * mail system delivers to the one inbox inside while we would count it as a new address.
 */
const NOT_IN_BARE_ADDRESS = String.raw`\s\x00-\x1f\x7f@"<>()\[\]\\,;:`;

/**
 * One e-mail pattern for every form and every API schema: Yup's and Zod's built-in e-mail checks differ, and a form
 * that accepts what the API rejects loses the lead. A bare address only: a local part, an @, and a domain with a dot,
 * none of the characters above, and no encoded word (`=?utf-8?q?...?=`, which a mail program decodes into a name).
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?!.*=\\?)[^${NOT_IN_BARE_ADDRESS}]+@[^${NOT_IN_BARE_ADDRESS}.]+(\\.[^${NOT_IN_BARE_ADDRESS}.]+)+$`,
);

/**
 * The one inbox an address reaches, for per-recipient limits and uniqueness (the tax report's recipient quota, the
 * newsletter's one record per address): lower case, and the `+tag` of the local part removed, so `Victim+1@X.com`
 * and `victim@x.com` count as one. Only a key: what is stored and mailed stays the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/** Where a lead came from; captured by the web app on arrival and sent with every form. */
export const ATTRIBUTION_FIELDS = ['page', 'landingVariant', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The request header that makes a repeated submit of the same form store one lead. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
