import { leadFormSchema } from '../lead/lead.zod.ts';
import { buildLeadCapturePayload } from '../uk/lead-capture.ts';
import { leadCapturePayloadSchema } from '../uk/lead-capture.zod.ts';
import { buildTaxReportRequest } from '../uk/pdf-request.ts';
import { taxReportRequestSchema } from '../uk/pdf-request.zod.ts';
import { calculateTax } from '../uk/tax-engine.ts';
import { HUB_COPY } from '../uk/copy/hub.ts';
import { UK_SALES_COPY } from '../uk/copy/sales-pages.ts';
import { CONSENT_TEXTS, consentRecords } from './consent-texts.ts';

const lead = { fullName: 'Jane Doe', email: 'jane@example.com', phone: '+971500000000' };
const midpage = { formType: 'uk_midpage', name: 'Tom Baker', email: 'tom@baker.co.uk', page: 'tax-savings', source: '/uk/tax-savings', gdprConsent: true, marketing_opt_in: true };
const report = {
  calculation: calculateTax({ profit: 250_000, method: 'salary' }),
  timestamp: '2026-11-26T09:30:00.000Z',
  personalDetails: { name: 'Jane', email: 'jane@x.com', phone: '' },
};

/** The first error message of a refused body. */
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the consent texts', () => {
  it('are the words the UK forms show beside their boxes, each at version 1', () => {
    // Ours (the spec gives no label): the words the forms showed before they moved here, pinned as literals.
    expect(Object.values(CONSENT_TEXTS).map(({ id, version, text }) => ({ id, version, text }))).toEqual([
      { id: 'home-lead-privacy-notice', version: 1, text: 'We use these details only to answer your request. Our Privacy Policy explains how we handle your data and your rights.' },
      { id: 'uk-guide-email-updates', version: 1, text: 'Send me e-mail updates about moving my business to Dubai' },
      { id: 'uk-sales-email-updates', version: 1, text: 'Send me e-mail updates about moving my business to Dubai (optional).' },
      { id: 'uk-report-privacy-consent', version: 1, text: 'I agree to the privacy policy and to be contacted about my report' },
    ]);
  });

  it('are what the forms render: the form copy reads the same source', () => {
    expect(HUB_COPY.guide.consent).toBe(CONSENT_TEXTS.ukGuideUpdates.text);
    expect(HUB_COPY.pdf.consent).toBe(CONSENT_TEXTS.ukReportPrivacy.text);
    expect(UK_SALES_COPY.leadCapture.consent).toBe(CONSENT_TEXTS.ukSalesUpdates.text);
  });
});

describe('what a form sends with its submission', () => {
  it('the guide form names its own box, ticked or not', () => {
    expect(buildLeadCapturePayload({ name: 'Tom', email: 'tom@x.com', consent: false }, 'uk-hub', 'uk_guide').consents).toEqual([
      { id: 'uk-guide-email-updates', version: 1, given: false },
    ]);
  });

  it('the PDF request names the privacy box it was sent with', () => {
    const body = buildTaxReportRequest(report.calculation, { name: 'Jane', email: 'jane@x.com', phone: '', consent: true }, new Date());
    expect(body.consents).toEqual([{ id: 'uk-report-privacy-consent', version: 1, given: true }]);
  });
});

describe('the API’s consent checks', () => {
  it('accept the home form’s notice and a body without consents (a page from before consents were sent)', () => {
    expect(leadFormSchema.safeParse({ ...lead, consents: [{ id: 'home-lead-privacy-notice', version: 1, given: false }] }).success).toBe(true);
    expect(leadFormSchema.safeParse(lead).success).toBe(true);
  });

  it.each([
    ['an unknown id', [{ id: 'newsletter-everything', version: 1, given: true }]],
    ['an old version', [{ id: 'home-lead-privacy-notice', version: 0, given: false }]],
    ['a future version', [{ id: 'home-lead-privacy-notice', version: 2, given: false }]],
    ['another form’s text', [{ id: 'uk-report-privacy-consent', version: 1, given: true }]],
    ['a version sent as text', [{ id: 'home-lead-privacy-notice', version: '1', given: false }]],
  ])('refuse %s on the home form with a readable message', (_label, consents) => {
    // Act
    const result = leadFormSchema.safeParse({ ...lead, consents });

    // Assess
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe('Unknown consent text: reload the page and send the form again');
  });

  it('refuse a text sent twice, and fields a claim does not have', () => {
    const notice = { id: 'home-lead-privacy-notice', version: 1, given: false };
    expect(messageOf(leadFormSchema.safeParse({ ...lead, consents: [notice, notice] }))).toBeDefined();
    expect(leadFormSchema.safeParse({ ...lead, consents: [{ ...notice, at: '2020-01-01T00:00:00Z' }] }).success).toBe(false);
  });

  it('accept each UK box on its own form and none on the premium forms', () => {
    expect(leadCapturePayloadSchema.safeParse({ ...midpage, consents: [{ id: 'uk-sales-email-updates', version: 1, given: true }] }).success).toBe(true);
    const consultation = { ...midpage, formType: 'consultation', consents: [{ id: 'uk-sales-email-updates', version: 1, given: true }] };
    expect(messageOf(leadCapturePayloadSchema.safeParse(consultation))).toBe('Unknown consent text: reload the page and send the form again');
  });

  it('refuse a PDF request whose privacy box was not ticked, with the form’s message', () => {
    // Act
    const unticked = taxReportRequestSchema.safeParse({ ...report, consents: [{ id: 'uk-report-privacy-consent', version: 1, given: false }] });
    const none = taxReportRequestSchema.safeParse({ ...report, consents: [] });
    const ticked = taxReportRequestSchema.safeParse({ ...report, consents: [{ id: 'uk-report-privacy-consent', version: 1, given: true }] });

    // Assess
    expect(messageOf(unticked)).toBe('Please accept the privacy policy to continue');
    expect(messageOf(none)).toBe('Please accept the privacy policy to continue');
    expect(ticked.success).toBe(true);
  });
});

describe('what is stored', () => {
  it('each claim, marked shown, stamped with the time the server received it', () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    expect(consentRecords([{ id: 'uk-guide-email-updates', version: 1, given: true }], at)).toEqual([
      { id: 'uk-guide-email-updates', version: 1, shown: true, given: true, at: '2026-11-26T10:00:00.000Z' },
    ]);
    expect(consentRecords(undefined, at)).toBeUndefined();
  });
});
