/**
 * The honeypot of every public form: a text field named HONEYPOT_FIELD, hidden from people (off-screen, out of the tab
 * order, aria-hidden, autocomplete off) but present in the HTML, so form-filling bots fill it and people never do.
 *
 * The server rule: a request whose body carries the field with any non-blank value is spam. It is stored flagged as
 * spam and answered exactly like a real success (so a bot learns nothing), but it is kept out of the lead list,
 * searches, aggregates, exports and integrations, sends no e-mail, and is only counted for staff. No third-party
 * CAPTCHA is involved.
 */

/** The name of the hidden field every public form sends (empty when a person filled the form). */
export const HONEYPOT_FIELD = 'website';

/**
 * True when a request body has the honeypot filled: the field is present and is not blank (a string of only spaces,
 * null, or absent all count as empty; any other value, a non-blank string, a number, an object, counts as filled).
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}
