import { premiumEvent } from './analytics.ts';

describe('premium analytics events', () => {
  it('uses the stated label when the event has one', () => {
    expect(premiumEvent('heroCta')).toEqual({ event: 'uk_dubai_hero_cta', category: 'engagement', label: 'primary' });
    expect(premiumEvent('savingsCta')).toEqual({ event: 'uk_dubai_savings_cta', category: 'engagement', label: 'savings_spotlight' });
  });

  it('labels an event without a stated label with the place of the click', () => {
    expect(premiumEvent('emailCapture', 'report_card')).toEqual({ event: 'uk_dubai_email_capture', category: 'lead', label: 'report_card' });
    expect(premiumEvent('consultation', 'consultation_form')).toMatchObject({ event: 'uk_dubai_premium_consultation', category: 'lead' });
  });
});
