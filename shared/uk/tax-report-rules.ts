/**
 * What keeps POST /api/tax-report from being an open relay: the visitor's "name" reaches the e-mail and the
 * PDF only when it is plainly a name, and one recipient and one source address get a bounded number of reports a day.
 * Why these limits are enough is in the README ("The tax report is not a relay").
 */

/** A name is shown when it is at most this many characters (ours; the bound). */
export const PLAIN_NAME_MAX = 60;

/** Letters of any script (with their combining marks), spaces, hyphens and apostrophes: nothing else. */
const PLAIN_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;

/** Shapes that read as a link, a domain or an address even when made of letters (e.g. "www example com" passes the pattern but not this). */
const READS_AS_LINK = /\b(?:https?|www|ftp|mailto)\b|\b[\p{L}\p{N}-]+\s*(?:dot|\[dot\]|\(dot\))\s*(?:com|net|org|io|co|uk|ru|info|xyz|biz)\b/iu;

/**
 * The name to show in the report and its e-mail, or undefined when the visitor's text is not plainly a name (then
 * the greeting is neutral and the PDF names nobody). Spaces are collapsed, so no layout can be drawn with them.
 */
export function plainNameOf(text: string): string | undefined {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > PLAIN_NAME_MAX) return undefined;
  if (!PLAIN_NAME_PATTERN.test(name) || READS_AS_LINK.test(name)) return undefined;
  return name;
}

/**
 * How many reports may be requested per fixed window (ours): per recipient address (the 4th to one address in a day
 * is refused) and per source address (one office behind one address asks for a few; a script asks for hundreds).
 */
export const TAX_REPORT_LIMITS = {
  windowSeconds: 24 * 60 * 60,
  perRecipient: 3,
  perSource: 20,
} as const;

/** Ours: the 429 answers when a limit is reached (the form shows the spec's failure message for any non-201). */
export const TAX_REPORT_LIMIT_MESSAGES = {
  perRecipient: `This e-mail address has already been sent ${TAX_REPORT_LIMITS.perRecipient} reports today. Please try again tomorrow.`,
  perSource: 'Too many reports have been requested from your network today. Please try again tomorrow.',
} as const;
