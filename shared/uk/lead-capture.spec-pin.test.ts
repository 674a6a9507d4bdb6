/** The UK lead capture call as the spec states it (uk-and-admin.md sections 4 and 7), copied. */
import { LEAD_CAPTURE_FORM_TYPES, LEAD_CAPTURE_PATH, WHATSAPP_COUNTDOWN_SECONDS } from './lead-capture.ts';

describe('the UK lead capture, as the spec states it', () => {
  it('posts to /api/leads/capture with the form type uk_midpage for the sales pages (the other three are ours)', () => {
    expect(LEAD_CAPTURE_PATH).toBe('/api/leads/capture');
    expect(LEAD_CAPTURE_FORM_TYPES).toEqual(['uk_midpage', 'uk_guide', 'consultation', 'report_request']);
  });

  it('opens WhatsApp after a 3-second countdown', () => {
    expect(WHATSAPP_COUNTDOWN_SECONDS).toBe(3);
  });
});
