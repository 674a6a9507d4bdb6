import {
  ANALYTICS_EVENTS,
  calculatorClick,
  LANDING_CTA_EVENTS,
  navigationClick,
  packageSelect,
  toGtagEvent,
} from './analytics-events.ts';

describe('analytics events', () => {
  it('sends the table’s fixed events with their category and label', () => {
    expect(Object.values(ANALYTICS_EVENTS).map((e) => [e.event, e.category, e.label])).toEqual([
      ['consultation_click', 'cta', 'header'],
      ['newsletter_signup', 'engagement', 'footer'],
      ['lead_form_submit', 'conversion', 'simple_form'],
      ['whatsapp_click', 'contact', 'floating_widget'],
    ]);
  });

  it('tells header from mobile-menu navigation', () => {
    expect(navigationClick('packages', 'header')).toEqual({
      event: 'navigation_click',
      category: 'navigation',
      label: 'packages',
      source: 'header',
    });
    expect(navigationClick('uk_clients', 'mobile_menu')).toMatchObject({ label: 'uk_clients', source: 'mobile_menu' });
  });

  it('labels package and calculator clicks with the package id', () => {
    expect(packageSelect('freezone')).toEqual({ event: 'package_select', category: 'engagement', label: 'freezone' });
    expect(calculatorClick('offshore')).toEqual({ event: 'calculator_click', category: 'engagement', label: 'offshore' });
  });

  it('names landing call-to-action events like the table, labelled by where they were clicked', () => {
    const names = new Set(Object.values(LANDING_CTA_EVENTS).map((e) => e.event));
    expect([...names].sort()).toEqual(['consultation_click', 'navigation_click', 'whatsapp_click']);
    expect(LANDING_CTA_EVENTS.heroConsultation).toEqual({ event: 'consultation_click', category: 'cta', label: 'hero' });
  });

  it('sends events to gtag with category, label, source and the funnel version', () => {
    expect(toGtagEvent(navigationClick('about', 'header'))).toEqual([
      'event',
      'navigation_click',
      { event_category: 'navigation', event_label: 'about', source: 'header', funnel_version: 'uk_funnel_v2' },
    ]);
    expect(toGtagEvent(ANALYTICS_EVENTS.leadFormSubmit)[2]).toEqual({
      event_category: 'conversion',
      event_label: 'simple_form',
      funnel_version: 'uk_funnel_v2',
    });
  });
});
