import {
  buildLeadCapturePayload,
  guideFormStateAfterSubmit,
  LEAD_CAPTURE_INITIAL_VALUES,
  LEAD_CAPTURE_PAGES,
  leadCaptureSource,
  WHATSAPP_COUNTDOWN_SECONDS,
  whatsappCountdownSecondsLeft,
} from './lead-capture.ts';
import type { LeadCaptureFormValues } from './lead-capture.ts';
import { leadCaptureYupSchema } from './lead-capture.yup.ts';
import { leadCapturePayloadSchema } from './lead-capture.zod.ts';

const valid: LeadCaptureFormValues = { name: 'Tom Baker', email: 'tom@baker.co.uk', consent: false };

const samples: LeadCaptureFormValues[] = [
  valid,
  { ...valid, consent: true },
  { ...valid, name: '' },
  { ...valid, name: '  ' },
  { ...valid, name: 'x'.repeat(120) },
  { ...valid, name: 'x'.repeat(121) },
  { ...valid, email: '' },
  { ...valid, email: 'tom@baker' },
  { ...valid, email: 'tom@@baker.com' },
  { ...valid, email: ' tom@baker.com ' },
  { ...valid, email: `${'a'.repeat(250)}@b.com` },
];

describe('UK lead capture: web form and API agree', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample] as const))('judge %s alike', (_label, sample) => {
    const formAccepts = leadCaptureYupSchema.isValidSync(sample);
    const apiAccepts = leadCapturePayloadSchema.safeParse(buildLeadCapturePayload(sample, 'tax-savings', 'uk_midpage')).success;

    expect(apiAccepts).toBe(formAccepts);
  });

  it('accept some and reject some of the samples', () => {
    const verdicts = samples.map((sample) => leadCaptureYupSchema.isValidSync(sample));
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });

  it('lets the guide form be sent without ticking the consent box', () => {
    expect(leadCaptureYupSchema.isValidSync({ name: 'Tom', email: 'tom@x.com' })).toBe(true);
  });

  it('says which field is missing', () => {
    expect(() => leadCaptureYupSchema.validateSync({ ...valid, name: '' })).toThrow('Name is required');
    expect(() => leadCaptureYupSchema.validateSync({ ...valid, email: '' })).toThrow('Email is required');
    expect(() => leadCaptureYupSchema.validateSync({ ...valid, email: 'x' })).toThrow('Please enter a valid email address');
  });
});

describe('lead capture payload', () => {
  it('sends the mid-page lead with its page, form type, consent flags and source', () => {
    expect(buildLeadCapturePayload({ name: ' Tom ', email: 'tom@x.com', consent: true }, 'fast-setup', 'uk_midpage')).toEqual({
      name: 'Tom',
      email: 'tom@x.com',
      page: 'fast-setup',
      formType: 'uk_midpage',
      gdprConsent: true,
      marketing_opt_in: true,
      source: '/uk/fast-setup',
      // Ours: the id and version of shared/privacy/consent-texts.ts.
      consents: [{ id: 'uk-sales-email-updates', version: 1, given: true }],
    });
  });

  it('sends consent flags as false when the box is not ticked', () => {
    const payload = buildLeadCapturePayload(valid, 'uk-hub', 'uk_guide');
    expect(payload).toMatchObject({ gdprConsent: false, marketing_opt_in: false, source: '/uk' });
    expect(leadCapturePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('knows the hub, every sales page, the banking page and the landing pages, and nothing else', () => {
    expect(LEAD_CAPTURE_PAGES).toEqual([
      'uk-hub',
      'tax-savings',
      'fast-setup',
      'market-access',
      'lifestyle',
      'ownership',
      'corporate-tax',
      'wealth-preservation',
      'banking-visas',
      'uk-dubai',
      'uk-dubai-3',
      'uk-4',
      'uk-dubai-4',
    ]);
    expect(leadCaptureSource('wealth-preservation')).toBe('/uk/wealth-preservation');
    expect(leadCaptureSource('banking-visas')).toBe('/uk/banking-visas');
    expect(leadCaptureSource('uk-dubai-3')).toBe('/uk-dubai-3');
    const payload = buildLeadCapturePayload(valid, 'tax-savings', 'uk_midpage');
    expect(leadCapturePayloadSchema.safeParse({ ...payload, page: 'pricing' }).success).toBe(false);
    expect(leadCapturePayloadSchema.safeParse({ ...payload, formType: 'popup' }).success).toBe(false);
    expect(leadCapturePayloadSchema.safeParse({ ...payload, gdprConsent: 'yes' }).success).toBe(false);
    expect(leadCapturePayloadSchema.safeParse({ ...payload, source: '' }).success).toBe(false);
  });

  it('stores a report request with only an e-mail, but a consultation only with a name', () => {
    const common = { page: 'uk-dubai', gdprConsent: false, marketing_opt_in: false, source: '/uk-dubai' };
    expect(leadCapturePayloadSchema.safeParse({ ...common, formType: 'report_request', email: 'a@b.co' }).success).toBe(true);
    expect(leadCapturePayloadSchema.safeParse({ ...common, formType: 'consultation', email: 'a@b.co' }).success).toBe(false);
    expect(
      leadCapturePayloadSchema.safeParse({ ...common, formType: 'consultation', name: 'Ann', email: 'a@b.co', company: 'Ann Ltd', revenue: '500000' }).success,
    ).toBe(true);
  });

  it('starts with an empty form', () => {
    expect(LEAD_CAPTURE_INITIAL_VALUES).toEqual({ name: '', email: '', consent: false });
  });
});

describe('guide form success', () => {
  const start = new Date('2025-07-01T10:00:00.000Z');
  const after = (ms: number) => new Date(start.getTime() + ms);

  it('counts down 3, 2, 1 and then opens WhatsApp', () => {
    expect(WHATSAPP_COUNTDOWN_SECONDS).toBe(3);
    expect(whatsappCountdownSecondsLeft(start, start)).toBe(3);
    expect(whatsappCountdownSecondsLeft(start, after(999))).toBe(3);
    expect(whatsappCountdownSecondsLeft(start, after(1_000))).toBe(2);
    expect(whatsappCountdownSecondsLeft(start, after(2_500))).toBe(1);
    expect(whatsappCountdownSecondsLeft(start, after(3_000))).toBe(0);
    expect(whatsappCountdownSecondsLeft(start, after(60_000))).toBe(0);
  });

  it('never shows more than 3 seconds even if the clock goes back', () => {
    expect(whatsappCountdownSecondsLeft(start, after(-5_000))).toBe(3);
  });

  it('shows the success screen even when the submission failed', () => {
    expect(guideFormStateAfterSubmit({ ok: true })).toBe('success');
    expect(guideFormStateAfterSubmit({ ok: false })).toBe('success');
  });
});
