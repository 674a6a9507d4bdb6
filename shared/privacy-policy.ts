/**
 * The privacy policy (spec main-site.md section 2 and uk-and-admin.md sections 2 and 9): cookies, GDPR rights,
 * third parties and contact; privacy requests answered within 30 days. The spec's date (July 18, 2025) gave way to
 * the date of the last change of these words (shared/spec-disagreements.md): change POLICY_LAST_UPDATED with them.
 */
import { CONTACT } from './contact.ts';
import { businessEmail, type BusinessEmail } from './launch-settings.ts';
import { LEAD_RETENTION_MONTHS, PRIVACY_REQUEST_RESPONSE_DAYS } from './privacy/retention.ts';
import { BRAND } from './site-copy.ts';

export { PRIVACY_REQUEST_RESPONSE_DAYS };

/** The day these words last changed (the third parties, the retention period): shown as "Last updated". */
export const POLICY_LAST_UPDATED = 'November 26, 2026';

export type PolicySection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

/**
 * The policy's words for a business e-mail address, or, while the owner has not set one, for WhatsApp and the phone
 * (the business number shown at the foot of every page), so the policy never names a made-up address.
 */
function writeTo(email: BusinessEmail | null) {
  return email
    ? { request: `Send your request to ${email.address}.`, question: `write to ${email.address}` }
    : { request: 'Send your request to us on WhatsApp or by phone, on the number at the foot of this page.', question: 'message us on WhatsApp or call us on the number at the foot of this page' };
}

/** The privacy policy's text for a business e-mail address (null while unset: the contact sentences name WhatsApp and the phone). */
export function privacyPolicy(email: BusinessEmail | null) {
  const contact = writeTo(email);
  return {
    heading: 'Privacy Policy',
    lastUpdated: `Last updated: ${POLICY_LAST_UPDATED}`,
    intro: `${BRAND.name} is ${BRAND.entity}. This policy explains which data we collect when you visit our website or contact us, why we collect it and the rights you have over it.`,
    sections: [
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'We use cookies and similar local storage to run the website and, only with your consent, to understand how it is used and to measure our marketing.',
          'You choose which optional cookies you accept in the cookie banner, and you can change that choice at any time. We ask again after 13 months.',
          // The first-party counts of issue 26 (shared/analytics/analytics-rules.ts: retentionDays 400, about 13 months).
          'With your consent to analytics, our own server counts how our site is used: one page view per page you open, clicks on our WhatsApp and phone buttons, and whether you sent one of our forms, along with whether your screen is a phone or a desktop and the campaign tags (utm_source, utm_medium, utm_campaign) in the address you arrived from. We also count, whatever you choose, how many visitors accept or refuse analytics cookies. These are only daily totals per page, button and campaign: we store no identifier, cookie, IP address, browser details or fingerprint with them, so no count can be traced back to you or linked across visits. No third party receives them, and the daily totals are deleted after 13 months.',
        ],
        items: [
          'Necessary: keep the website working and secure and remember your cookie choice. Always on.',
          'Analytics: count visits and see which pages help visitors, so we can improve them.',
          'Marketing: measure which advertisements bring visitors to us.',
          'Functional: remember preferences such as a package you chose.',
        ],
      },
      {
        id: 'gdpr-rights',
        heading: 'Your GDPR Rights',
        paragraphs: [
          'If you are in the European Union, the European Economic Area or the United Kingdom, the General Data Protection Regulation gives you these rights over your personal data:',
          `${contact.request} We answer every privacy request within ${PRIVACY_REQUEST_RESPONSE_DAYS} days.`,
          `How long we keep your data: the details you send us are kept while we work with you. If you do not become a client, they are anonymised after ${LEAD_RETENTION_MONTHS} months without any activity on your request.`,
        ],
        items: [
          'Access: ask for a copy of the data we hold about you.',
          'Rectification: have inaccurate data corrected.',
          'Erasure: have your data deleted.',
          'Restriction and objection: limit or object to how we use your data.',
          'Portability: receive your data in a common machine-readable format.',
          'Withdraw consent: at any time, without affecting what was done before.',
          'Complaint: lodge a complaint with your data protection authority.',
        ],
      },
      {
        id: 'third-parties',
        heading: 'Third Parties',
        paragraphs: [
          'We share your data only with the services that help us answer you and run the website, and never sell it.',
        ],
        items: [
          'Amazon Web Services (AWS): hosts our website and stores the data you send us, and delivers the e-mails we send you (Amazon SES).',
          'Our customer relationship and e-mail tools: when our team connects them, your contact details are sent to Zoho CRM, MailerLite, Mailchimp or SendGrid so we can follow up your request and, if you agreed, send you our e-mails.',
          'WhatsApp (Meta): when you choose to chat with us, your messages are handled under WhatsApp’s own privacy policy.',
          'Analytics and advertising tags (such as Google, Meta and LinkedIn): loaded only with your consent.',
          'No geolocation service: your country comes from our own content delivery network (Amazon CloudFront) and is used only to decide whether to ask for cookie consent.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          `For any question about this policy or your data, ${contact.question} or visit us at ${CONTACT.address}.`,
          `We answer privacy requests within ${PRIVACY_REQUEST_RESPONSE_DAYS} days.`,
        ],
      },
    ] satisfies readonly PolicySection[],
  } as const;
}

/** The policy as the site shows it, with the business e-mail of the launch settings. */
export const PRIVACY_POLICY = privacyPolicy(businessEmail());
