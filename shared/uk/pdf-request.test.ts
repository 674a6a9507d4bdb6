import { UK_FORM_MESSAGES } from './form-rules.ts';
import {
  buildTaxReportRequest,
  canSubmitPdfRequest,
  PDF_REQUEST_INITIAL_VALUES,
  PDF_REQUEST_MESSAGES,
  pdfRequestOutcome,
} from './pdf-request.ts';
import { personalDetailsYupSchema, pdfRequestYupSchema } from './pdf-request.yup.ts';
import { personalDetailsSchema, taxReportRequestSchema } from './pdf-request.zod.ts';
import { calculateTax } from './tax-engine.ts';

const valid = { name: 'Jane Smith', email: 'jane@example.co.uk', phone: '' };

/** Personal details both sides must judge alike. */
const samples: Array<Record<string, unknown>> = [
  valid,
  { ...valid, phone: '+44 (20) 7946-0000' },
  { ...valid, phone: '07946 000000' },
  { ...valid, phone: '+0 7946' },
  { ...valid, phone: '1' },
  { ...valid, phone: '+1234567890123456' },
  { ...valid, phone: '+12345678901234567' },
  { ...valid, phone: '44 20 7946 000x' },
  { ...valid, phone: '++44' },
  { ...valid, phone: '+' },
  { ...valid, phone: '   ' },
  { name: valid.name, email: valid.email },
  { ...valid, name: '' },
  { ...valid, name: '   ' },
  { ...valid, name: 'x'.repeat(120) },
  { ...valid, name: 'x'.repeat(121) },
  { ...valid, email: '' },
  { ...valid, email: 'jane@example' },
  { ...valid, email: 'jane example@x.com' },
  { ...valid, email: '  jane@example.com  ' },
  { ...valid, email: `${'a'.repeat(250)}@x.com` },
  { email: valid.email, phone: '' },
  { name: valid.name, phone: '' },
];

const yupAccepts = (input: unknown) => personalDetailsYupSchema.isValidSync(input);
const zodAccepts = (input: unknown) => personalDetailsSchema.safeParse(input).success;

describe('PDF request personal details: web form and API agree', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('judge %s alike', (_label, sample) => {
    expect(zodAccepts(sample)).toBe(yupAccepts(sample));
  });

  it('accept some and reject some of the samples (so the agreement means something)', () => {
    const verdicts = samples.map(yupAccepts);
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });

  it.each([
    [{ ...valid, name: '' }, UK_FORM_MESSAGES.nameRequired],
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: 'jane@' }, 'Please enter a valid email address'],
    [{ ...valid, phone: '0044 20 7946 0000' }, 'Please enter a valid phone number'],
  ])('show the same message for %j', (input, message) => {
    expect(() => personalDetailsYupSchema.validateSync(input)).toThrow(message);
    expect(personalDetailsSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('PDF request form consent', () => {
  it('asks for the privacy policy consent before the form can be sent', () => {
    expect(() => pdfRequestYupSchema.validateSync({ ...valid, consent: false })).toThrow(
      'Please accept the privacy policy to continue',
    );
    expect(() => pdfRequestYupSchema.validateSync({ ...valid })).toThrow(UK_FORM_MESSAGES.consent);
    expect(pdfRequestYupSchema.isValidSync({ ...valid, consent: true })).toBe(true);
  });

  it('keeps submit disabled until name, e-mail and consent are given', () => {
    expect(canSubmitPdfRequest(PDF_REQUEST_INITIAL_VALUES)).toBe(false);
    expect(canSubmitPdfRequest({ ...valid, consent: false })).toBe(false);
    expect(canSubmitPdfRequest({ ...valid, name: ' ', consent: true })).toBe(false);
    expect(canSubmitPdfRequest({ ...valid, email: '', consent: true })).toBe(false);
    expect(canSubmitPdfRequest({ ...valid, consent: true })).toBe(true);
  });
});

describe('POST /api/tax-report body', () => {
  const now = new Date('2025-07-10T09:30:00.000Z');
  const calculation = calculateTax({ profit: 250_000, method: 'salary' });

  it('sends the calculation, the time and the trimmed personal details, and the API accepts it', () => {
    const body = buildTaxReportRequest(calculation, { name: ' Jane ', email: 'jane@x.com ', phone: '', consent: true }, now);

    expect(body).toEqual({
      calculation,
      timestamp: '2025-07-10T09:30:00.000Z',
      personalDetails: { name: 'Jane', email: 'jane@x.com', phone: '' },
      // Ours: the id and version of shared/privacy/consent-texts.ts.
      consents: [{ id: 'uk-report-privacy-consent', version: 1, given: true }],
    });
    expect(taxReportRequestSchema.safeParse(body).success).toBe(true);
    expect(taxReportRequestSchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
  });

  it('accepts a dividend calculation, which has no employer NIC', () => {
    const body = buildTaxReportRequest(calculateTax({ profit: 90_000, method: 'dividend' }), { ...valid, consent: true }, now);
    expect(taxReportRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a missing amount', { ...calculation, totalSavings: undefined }],
    ['an amount sent as text', { ...calculation, totalUKTax: '1000' }],
    ['an infinite amount', { ...calculation, income: Number.POSITIVE_INFINITY }],
    ['a NaN amount', { ...calculation, ukNIC: Number.NaN }],
    ['an unknown extraction method', { ...calculation, extractionMethod: 'bonus' }],
  ])('rejects a calculation with %s', (_label, bad) => {
    expect(taxReportRequestSchema.safeParse({ calculation: bad, timestamp: now.toISOString(), personalDetails: valid }).success).toBe(
      false,
    );
  });

  it('rejects a timestamp that is not an ISO date-time', () => {
    expect(taxReportRequestSchema.safeParse({ calculation, timestamp: 'yesterday', personalDetails: valid }).success).toBe(false);
  });
});

describe('PDF request outcome', () => {
  it('says the PDF will be e-mailed within 2-3 minutes on 201', () => {
    expect(pdfRequestOutcome(201)).toEqual({ kind: 'success', message: PDF_REQUEST_MESSAGES.success });
    expect(PDF_REQUEST_MESSAGES.success).toContain('within 2-3 minutes');
  });

  it.each([200, 400, 500, 503])('asks to try again on status %i', (status) => {
    expect(pdfRequestOutcome(status).message).toBe('Failed to request PDF. Please try again.');
  });

  it('says the request is queued when offline', () => {
    expect(pdfRequestOutcome('network-error').message).toBe(
      "PDF request queued. You'll receive it once online connection is restored.",
    );
  });
});
