/** The PDF request's call and messages as the spec states them (uk-and-admin.md sections 7 and 8), copied. */
import { PDF_REQUEST_MESSAGES, pdfRequestOutcome, TAX_REPORT_PATH } from './pdf-request.ts';

describe('the PDF request, as the spec words it', () => {
  it('posts to /api/tax-report', () => {
    expect(TAX_REPORT_PATH).toBe('/api/tax-report');
  });

  it('on 201 says the PDF will be e-mailed within 2-3 minutes', () => {
    expect(pdfRequestOutcome(201)).toEqual({
      kind: 'success',
      message: 'Your PDF tax report has been requested and will be emailed to you within 2-3 minutes.',
    });
  });

  it('on any other status says "Failed to request PDF. Please try again."', () => {
    expect(pdfRequestOutcome(200)).toEqual({ kind: 'failed', message: 'Failed to request PDF. Please try again.' });
    expect(pdfRequestOutcome(503)).toEqual({ kind: 'failed', message: 'Failed to request PDF. Please try again.' });
  });

  it('offline says "PDF request queued. You\'ll receive it once online connection is restored."', () => {
    expect(pdfRequestOutcome('network-error')).toEqual({
      kind: 'queued',
      message: "PDF request queued. You'll receive it once online connection is restored.",
    });
  });

  // Ours (the spec shows only the form's side): what the API answers with its 503 when delivery failed.
  it('has the API answer "We could not send your report just now. Please try again." when delivery fails', () => {
    expect(PDF_REQUEST_MESSAGES.notSent).toBe('We could not send your report just now. Please try again.');
  });
});
