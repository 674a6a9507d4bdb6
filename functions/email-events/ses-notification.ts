/**
 * Reads one message SES sends about an e-mail of ours: the event JSON a configuration set publishes to SNS (field
 * `eventType`), or the older identity notification (field `notificationType`), which SES documents with the same
 * `bounce` and `complaint` objects ("Amazon SES event data" and "notification contents" in the SES developer guide).
 * Only what decides an action is read: the kind, the bounce type, the recipients it is about and when. Everything
 * else SES publishes (Send, Delivery, Open, Click, Reject, DeliveryDelay, Rendering Failure, Subscription) is an
 * 'ignored' event, not an error: the configuration set may be widened later without this breaking.
 */

/** SES's bounce types: only a Permanent bounce means the address will never receive e-mail. */
export const BOUNCE_TYPES = ['Permanent', 'Transient', 'Undetermined'] as const;
export type BounceType = (typeof BOUNCE_TYPES)[number];

/** `emailKind`: the e-mail's `kind` message tag (functions/lib/clients/ses.ts `emailKindTag`), when it had one. */
export type SesEmailEvent =
  | { kind: 'bounce'; bounceType: BounceType; subType?: string; recipients: string[]; at: string; emailKind?: string }
  | { kind: 'complaint'; feedbackType?: string; recipients: string[]; at: string; emailKind?: string }
  | { kind: 'ignored'; eventType: string };

/** A message read, or why it could not be (the reason names fields, never an address). */
export type ParsedNotification = { ok: true; event: SesEmailEvent } | { ok: false; problem: string };

/** The longest address SMTP allows (RFC 5321 path limit). */
const ADDRESS_MAX = 254;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The bare address of a recipient as SES writes it: usually `user@example.com`, sometimes with a display name
 * (`"Name" <user@example.com>`) when the original To header had one. Undefined for anything that is not an address.
 */
export function bareAddress(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const address = (raw.match(/<([^<>]+)>\s*$/)?.[1] ?? raw).trim();
  return address.length <= ADDRESS_MAX && /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : undefined;
}

/** An ISO timestamp SES gave, or undefined when absent or not a date. */
function timestamp(value: unknown): string | undefined {
  const raw = text(value);
  return raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined;
}

/** The addresses of a recipients list (`bouncedRecipients`, `complainedRecipients`), or a problem. */
function recipientsOf(list: unknown, field: string): { ok: true; recipients: string[] } | { ok: false; problem: string } {
  if (!Array.isArray(list) || list.length === 0) return { ok: false, problem: `${field} is missing or empty` };
  const recipients = list.map((entry) => (isObject(entry) ? bareAddress(entry.emailAddress) : undefined));
  if (recipients.some((address) => address === undefined)) return { ok: false, problem: `${field} has an entry without a valid emailAddress` };
  return { ok: true, recipients: [...new Set(recipients as string[])] };
}

/** Reads the SNS message body (a JSON string) SES published. */
export function parseSesNotification(message: string): ParsedNotification {
  let body: unknown;
  try {
    body = JSON.parse(message);
  } catch {
    return { ok: false, problem: 'the message is not JSON' };
  }
  if (!isObject(body)) return { ok: false, problem: 'the message is not a JSON object' };
  const eventType = text(body.eventType) ?? text(body.notificationType);
  if (!eventType) return { ok: false, problem: 'neither eventType nor notificationType is set' };
  const mailAt = isObject(body.mail) ? timestamp(body.mail.timestamp) : undefined;
  // SES repeats the send's message tags, each as a list of values: which of our e-mails it was.
  const tags = isObject(body.mail) && isObject(body.mail.tags) ? body.mail.tags : {};
  const emailKind = Array.isArray(tags.kind) ? text(tags.kind[0])?.slice(0, 40) : undefined;
  const kindOf = emailKind ? { emailKind } : {};

  if (eventType === 'Bounce') {
    const bounce = body.bounce;
    if (!isObject(bounce)) return { ok: false, problem: 'a Bounce without its bounce object' };
    const bounceType = BOUNCE_TYPES.find((type) => type === bounce.bounceType);
    if (!bounceType) return { ok: false, problem: 'bounce.bounceType is not Permanent, Transient or Undetermined' };
    const recipients = recipientsOf(bounce.bouncedRecipients, 'bounce.bouncedRecipients');
    if (!recipients.ok) return recipients;
    const at = timestamp(bounce.timestamp) ?? mailAt;
    if (!at) return { ok: false, problem: 'a Bounce without a timestamp' };
    const subType = text(bounce.bounceSubType);
    return { ok: true, event: { kind: 'bounce', bounceType, ...(subType ? { subType } : {}), recipients: recipients.recipients, at, ...kindOf } };
  }

  if (eventType === 'Complaint') {
    const complaint = body.complaint;
    if (!isObject(complaint)) return { ok: false, problem: 'a Complaint without its complaint object' };
    const recipients = recipientsOf(complaint.complainedRecipients, 'complaint.complainedRecipients');
    if (!recipients.ok) return recipients;
    const at = timestamp(complaint.timestamp) ?? mailAt;
    if (!at) return { ok: false, problem: 'a Complaint without a timestamp' };
    const feedbackType = text(complaint.complaintFeedbackType) ?? text(complaint.complaintSubType);
    return { ok: true, event: { kind: 'complaint', ...(feedbackType ? { feedbackType } : {}), recipients: recipients.recipients, at, ...kindOf } };
  }

  return { ok: true, event: { kind: 'ignored', eventType: eventType.slice(0, 40) } };
}

/** Whether the event stops e-mail to its recipients: a Permanent bounce or a complaint (a Transient one does not). */
export const suppressesRecipients = (event: SesEmailEvent): boolean =>
  event.kind === 'complaint' || (event.kind === 'bounce' && event.bounceType === 'Permanent');
