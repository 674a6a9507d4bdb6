/**
 * What the export of a person's data (access and portability, issue 23) says about each record type: a plain-English
 * explanation of the type and of each of its fields (the person reads them in the JSON file and the HTML summary),
 * and which stored attributes are internal to the product's processing and are left out. The table's keys (pk, sk,
 * the index keys, kind) are always left out (items.ts `withoutKeys`); everything else about the person is exported.
 *
 * One rule per record type of the Privacy view's registry (PERSONAL_RECORD_TYPES): `export-fields.test.ts` fails,
 * naming the type, when one has none; `export.int.test.ts` fails, naming the type and field, when an item seeded
 * through the real routes holds a field with no explanation here. A nested field (an object's own fields, such as
 * the attribution's UTM values) is explained as `parent.child`; once one such entry exists for a parent, each of
 * its fields needs one.
 */
import type { PersonalRecordType } from '#shared/admin/privacy-contract.ts';

export type ExportRule = {
  /** What this kind of record is, and why it is kept. */
  about: string;
  /** Field name -> what it holds, in plain English. */
  fields: Readonly<Record<string, string>>;
  /** Attributes that only steer the product's own processing (leases, retry tokens) and say nothing about the person. */
  internal?: readonly string[];
};

/** Where the visitor came from: the same six values on every form and the newsletter. */
const ATTRIBUTION_FIELDS = {
  attribution: 'Where you came from when you sent the form (the parts below).',
  'attribution.page': 'The page of our website you sent the form from.',
  'attribution.landingVariant': 'The version of the landing page you were shown.',
  'attribution.utmSource': 'The campaign source in the link you followed (utm_source).',
  'attribution.utmMedium': 'The campaign medium in the link you followed (utm_medium), e.g. email or social.',
  'attribution.utmCampaign': 'The campaign name in the link you followed (utm_campaign).',
  'attribution.referrer': 'The address of the page that linked you to our website.',
} as const;

const CONSENTS_FIELD = {
  consents:
    'The consent texts the form showed you: for each, its id and wording version, whether you ticked it, and when we received it.',
} as const;

/** A lead and a form capture are the same stored record (a capture is a lead sent from another form). */
const LEAD_FIELDS = {
  id: 'The reference number of this submission.',
  fullName: 'The name you gave in the form.',
  email: 'The e-mail address you gave in the form.',
  phone: 'The phone number you gave in the form, as you typed it.',
  phoneE164: 'The same phone number in international format (E.164), so any spelling of it finds you.',
  status: 'Where our team is with your request: new, contacted, qualified or closed (you became a client).',
  companyName: 'The company name you gave.',
  businessActivity: 'The business activity you told us about.',
  preferredStructure: 'The company structure you said you prefer (e.g. free zone or mainland).',
  country: 'The country you gave, or the one your number belongs to.',
  ipAddress: 'The internet address your form was sent from.',
  userAgent: 'The browser and device your form was sent from, as your browser described itself.',
  additionalRequirements: 'Anything else you wrote in the form.',
  accessedGuide: 'Whether you downloaded our guide.',
  guideAccessedAt: 'When you downloaded our guide.',
  createdAt: 'When we received the form.',
  firstContactAt: 'When our team first spoke or wrote to you about this request.',
  followUp: 'When our team planned to get back to you next about this request (the parts below).',
  'followUp.at': 'The date and time our team planned to get back to you.',
  'followUp.note': "Our team's short note of what to do then.",
  'followUp.by': 'The member of our team who planned it.',
  'followUp.updatedAt': 'When it was planned.',
  notes: 'Notes you wrote in the form.',
  formType: 'Which form you used (e.g. the UK guide or the consultation form).',
  page: 'The page the form was on.',
  gdprConsent: 'Whether you ticked the box agreeing to our privacy policy.',
  marketingOptIn: 'Whether you ticked the box asking for e-mail updates.',
  marketingWithdrawnAt: 'When you withdrew your consent to e-mail updates.',
  restriction: 'Why, when and by whom we stopped processing your data at your request (do not contact / do not process).',
  erasedAt: 'When your details were erased from this record (it stays, without them, only in our totals).',
  emailBounced: 'That e-mail to your address could not be delivered, or you reported it as spam, so we stopped e-mailing you.',
  'emailBounced.reason': 'bounce (your mail server refused our e-mail for good) or complaint (you reported it as spam).',
  'emailBounced.at': 'When your mail server or provider told us.',
  furthestStatus: 'The furthest our team got with your request (new, contacted, qualified or closed), which our own statistics count.',
  analyticsKeys:
    'Where our own statistics count this request: the landing page and page version you arrived on, and the campaign of the link you followed.',
  test: 'Our team marked this request as a test they sent themselves, so it is left out of our statistics.',
  ...ATTRIBUTION_FIELDS,
  ...CONSENTS_FIELD,
} as const;

export const EXPORT_RULES: Readonly<Record<PersonalRecordType, ExportRule>> = {
  lead: {
    about: 'A request you sent through the enquiry form of our website, with where you came from and what you agreed to.',
    fields: LEAD_FIELDS,
  },
  capture: {
    about: 'A form you sent on our UK pages (a guide download, a consultation request or updates), stored like an enquiry.',
    fields: LEAD_FIELDS,
  },
  leadNote: {
    about: 'A note a member of our team wrote about your request.',
    fields: {
      id: 'The reference number of the note.',
      leadId: 'The reference number of the request the note is about.',
      text: 'What the note says.',
      author: 'The member of our team who wrote it.',
      createdAt: 'When the note was written.',
    },
  },
  leadContact: {
    about: 'A record that a member of our team contacted you, or tried to, about your request, with what came of it.',
    fields: {
      id: 'The reference number of the entry.',
      leadId: 'The reference number of the request it is about.',
      contactKind: 'attempt (our team started to contact you) or contact (our team spoke or wrote to you).',
      channel: 'How: WhatsApp, call, e-mail or another way.',
      by: 'The member of our team who contacted you.',
      at: 'When it happened.',
      outcome: 'What our team noted about the conversation.',
    },
  },
  leadSync: {
    about: 'A copy of your request we sent to a service we use (our CRM or e-mail marketing tool), and how that went.',
    fields: {
      leadId: 'The reference number of the request that was sent.',
      integrationId: 'Our reference for the connection to that service.',
      provider: 'The service it was sent to (e.g. Zoho CRM, Mailchimp, MailerLite, SendGrid).',
      integrationName: 'The name our team gave that connection.',
      state: 'How the sending went: pending, queued, synced (delivered) or failed.',
      tries: 'How many times we tried to send it.',
      updatedAt: 'When this record last changed.',
      nextAttemptAt: 'When we will try again.',
      syncedAt: 'When the service received it.',
      providerId: "The service's own reference for your contact.",
      message: "The service's answer when sending failed or is being retried.",
      operation: 'What we last asked the service to do with your copy besides storing it: erase it or unsubscribe you.',
    },
  },
  leadOutbox: {
    about: 'A to-do item while our team is still to be told of your request, or it is still to be sent to our services.',
    fields: {
      leadId: 'The reference number of the request.',
      tries: 'How many times we tried.',
      staffNotified: 'Whether our team has been e-mailed about your request.',
      queuedAt: 'When the to-do item was created.',
      dueAt: 'When the next step is due.',
      message: 'Why the last try failed, if it did.',
    },
    internal: ['resend'],
  },
  leadAudit: {
    about: 'A change our team made to your request (such as its status or a correction), kept so every change can be traced.',
    fields: {
      id: 'The reference number of the entry.',
      at: 'When the change was made.',
      actor: 'The member of our team who made it.',
      action: 'What was done (e.g. lead.status: the status changed; lead.note: a note was added; lead.edit: a correction).',
      target: 'The request it was made to.',
      before: 'The value before the change.',
      after: 'The value after the change.',
    },
    // The member of staff's own internet address: theirs, not the person's.
    internal: ['ip'],
  },
  taxReportRequest: {
    about: 'Your request for our PDF tax comparison report, with the figures it was made from.',
    fields: {
      id: 'The reference number of the request.',
      calculation: 'The figures of the tax calculation you asked the report for.',
      timestamp: 'When your browser made the calculation.',
      personalDetails: 'The details you gave to receive the report (the parts below).',
      'personalDetails.name': 'The name you gave.',
      'personalDetails.email': 'The e-mail address the report was sent to.',
      'personalDetails.phone': 'The phone number you gave, if any.',
      status: 'Whether the report was sent: requested, sent or failed.',
      createdAt: 'When we received the request.',
      sentAt: 'When the report was e-mailed to you.',
      failure: 'Why sending the report failed, if it did.',
      failedAt: 'When sending the report failed.',
      ...CONSENTS_FIELD,
    },
    internal: ['claimedAt'],
  },
  taxReportQuota: {
    about: 'A counter of how many reports were sent to your address in one day, to stop abuse; deleted at the end of the day.',
    fields: {
      reports: 'How many reports were sent to your address that day.',
      expiresAt: 'When the counter is deleted (seconds since 1 January 1970, UTC).',
    },
  },
  newsletterSubscription: {
    about: 'Your subscription to our newsletter, with the proof that you confirmed it.',
    fields: {
      email: 'The address you subscribed, as you typed it.',
      state: 'pending (not confirmed yet) or confirmed.',
      subscribedAt: 'When you asked to subscribe.',
      confirmationSentAt: 'When we e-mailed you the confirmation link.',
      confirmedAt: 'When you confirmed the subscription by following the link: your consent.',
      unsubscribedAt: 'When the subscription ended.',
      unsubscribedReason: 'Why it ended: withdrawn (you asked), bounced (your address could not receive it) or complained (you reported it as spam).',
      ...ATTRIBUTION_FIELDS,
    },
  },
  newsletterOutbox: {
    about: 'The confirmation e-mail of your newsletter subscription, while it is still to be sent.',
    fields: {
      subscription: 'Your subscription (your address in lower case, without any +tag).',
      siteUrl: 'The website address the confirmation link points to.',
      tries: 'How many times we tried to send it.',
      queuedAt: 'When it was first queued to be sent.',
      dueAt: 'When it is due to be sent.',
      message: 'Why the last try failed, if it did.',
    },
  },
  newsletterToken: {
    about: 'The one-time confirmation link we e-mailed you, stored only as a hash; deleted 7 days after it was made.',
    fields: {
      email: 'Your subscription (your address in lower case, without any +tag).',
      issuedAt: 'When the link was made.',
      usedAt: 'When the link was used.',
      expiresAt: 'When it is deleted (seconds since 1 January 1970, UTC).',
    },
  },
  idempotencyRecord: {
    about: 'A short-lived record that stops one form sent twice from being stored twice; deleted after 24 hours.',
    fields: {
      itemId: 'The reference number of the submission it points to.',
      fingerprint: 'A hash of the form as sent (not the form itself).',
      expiresAt: 'When it is deleted (seconds since 1 January 1970, UTC).',
    },
  },
  spamSubmission: {
    about: 'A form sent from your details that our spam filter caught; kept 90 days to study what automated senders do.',
    fields: {
      id: 'The reference number of the submission.',
      route: 'Which of our forms it was sent to.',
      body: 'The form as it was sent (cut after 2,000 characters).',
      ipAddress: 'The internet address it was sent from.',
      userAgent: 'The browser and device it was sent from, as the browser described itself.',
      createdAt: 'When we received it.',
      expiresAt: 'When it is deleted (seconds since 1 January 1970, UTC).',
    },
  },
  restrictionMarker: {
    about: 'A marker on your e-mail address or phone number saying we must not contact you or process your data, so a form you send later is kept aside too.',
    fields: {
      reason: 'Your request, as our team recorded it.',
      at: 'When processing was restricted.',
      by: 'The member of our team who recorded it.',
    },
  },
  refusedRequest: {
    about: 'A record of a request we refused (e.g. too many reports asked for), with the address masked; deleted after 90 days.',
    fields: {
      id: 'The reference number of the record.',
      at: 'When it was refused.',
      route: 'Which of our forms it was sent to.',
      reason: 'Why it was refused.',
      recipient: 'The e-mail address, masked (first character and domain).',
      source: 'The network it was sent from (the last part of the address removed).',
      expiresAt: 'When it is deleted (seconds since 1 January 1970, UTC).',
    },
  },
};

type Item = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item as exported: without the type's internal-only attributes (the table's keys are already stripped). */
export function exportedItem(type: PersonalRecordType, item: Item): Item {
  const internal = new Set(EXPORT_RULES[type].internal ?? []);
  return Object.fromEntries(Object.entries(item).filter(([name]) => !internal.has(name)));
}

/**
 * The fields of an exported item that have no explanation in its type's rule: a top-level field, or a nested one of
 * a parent whose fields are explained one by one (`parent.child`).
 */
export function unexplainedFields(type: PersonalRecordType, item: Item): string[] {
  const { fields } = EXPORT_RULES[type];
  const missing: string[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (!(name in fields)) missing.push(name);
    const nested = Object.keys(fields).some((field) => field.startsWith(`${name}.`));
    if (nested && isPlainObject(value)) for (const child of Object.keys(value)) if (!(`${name}.${child}` in fields)) missing.push(`${name}.${child}`);
  }
  return missing;
}
