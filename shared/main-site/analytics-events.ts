/**
 * Analytics events of the main site (spec main-site.md section 7), as data. Send them with `toGtagEvent`.
 *
 * Landing call-to-action clicks reuse the table's event names, with the place of the click as the label: a hero
 * button to the lead form is a consultation_click labelled 'hero', the hero chat button is a whatsapp_click labelled
 * 'hero', and the UK block's links are navigation_click events with source 'hero'.
 */
import { FUNNEL_VERSION } from './timings.ts';
import type { PackageId } from './packages.ts';

/** One analytics event. `source` says which part of the page sent it, where the table distinguishes sources. */
export interface AnalyticsEvent {
  readonly event: string;
  readonly category: string;
  readonly label: string;
  readonly source?: string;
}

/** The fixed events of the table. */
export const ANALYTICS_EVENTS = {
  /** Header 'Free Consultation' button. */
  consultationClick: { event: 'consultation_click', category: 'cta', label: 'header' },
  /** Footer newsletter subscribed. */
  newsletterSignup: { event: 'newsletter_signup', category: 'engagement', label: 'footer' },
  /** Lead form stored. */
  leadFormSubmit: { event: 'lead_form_submit', category: 'conversion', label: 'simple_form' },
  /** Floating WhatsApp button. */
  whatsappClick: { event: 'whatsapp_click', category: 'contact', label: 'floating_widget' },
} as const satisfies Record<string, AnalyticsEvent>;

/** Targets of header and mobile-menu navigation. */
export type NavigationTarget = 'packages' | 'about' | 'uk_clients';
/** Where a navigation click came from. */
export type NavigationSource = 'header' | 'mobile_menu';

/** A header or mobile-menu link click. */
export function navigationClick(label: NavigationTarget, source: NavigationSource): AnalyticsEvent {
  return { event: 'navigation_click', category: 'navigation', label, source };
}

/** A package card's choose button; labelled with the package id. */
export function packageSelect(packageId: PackageId): AnalyticsEvent {
  return { event: 'package_select', category: 'engagement', label: packageId };
}

/** A package card's calculator link; labelled with the package id. */
export function calculatorClick(packageId: PackageId): AnalyticsEvent {
  return { event: 'calculator_click', category: 'engagement', label: packageId };
}

/** Call-to-action clicks on the landing page (hero and UK entrepreneurs block). */
export const LANDING_CTA_EVENTS = {
  /** Hero primary button: scrolls to the lead form. */
  heroConsultation: { event: 'consultation_click', category: 'cta', label: 'hero' },
  /** Hero secondary button: opens the WhatsApp chat. */
  heroWhatsapp: { event: 'whatsapp_click', category: 'contact', label: 'hero' },
  /** UK entrepreneurs block links. */
  ukTaxSavings: { event: 'navigation_click', category: 'navigation', label: 'uk_tax_savings', source: 'hero' },
  ukFastSetup: { event: 'navigation_click', category: 'navigation', label: 'uk_fast_setup', source: 'hero' },
  ukLifestyle: { event: 'navigation_click', category: 'navigation', label: 'uk_lifestyle', source: 'hero' },
  ukClients: { event: 'navigation_click', category: 'navigation', label: 'uk_clients', source: 'hero' },
} as const satisfies Record<string, AnalyticsEvent>;

/** The gtag call for an event: `gtag(...toGtagEvent(e))`. Carries the funnel version label. */
export function toGtagEvent(
  e: AnalyticsEvent,
): ['event', string, { event_category: string; event_label: string; source?: string; funnel_version: string }] {
  return [
    'event',
    e.event,
    {
      event_category: e.category,
      event_label: e.label,
      ...(e.source ? { source: e.source } : {}),
      funnel_version: FUNNEL_VERSION,
    },
  ];
}
