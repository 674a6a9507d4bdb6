/**
 * The UK lead capture (POST /api/leads/capture) and the hub's migration-guide form (spec sections 3, 4, 5 and 7).
 * The schemas live beside it: lead-capture.yup.ts (web form) and lead-capture.zod.ts (API), both built from
 * form-rules.ts and this module.
 */
import { UK_HUB_ROUTE, UK_SALES_PAGE_IDS, salesPageRoute } from './content/pages.ts';
import type { UkSalesPageId } from './content/pages.ts';
import { CONSENT_TEXTS, consentClaim, type ConsentClaim } from '../privacy/consent-texts.ts';

export const LEAD_CAPTURE_PATH = '/api/leads/capture';

/**
 * The form that sent the lead: the sales pages' mid-page block, the hub's migration-guide form, the premium pages'
 * consultation form, or the premium page's report e-mail capture (which asks for the e-mail only).
 */
export const LEAD_CAPTURE_FORM_TYPES = ['uk_midpage', 'uk_guide', 'consultation', 'report_request'] as const;
export type LeadCaptureFormType = (typeof LEAD_CAPTURE_FORM_TYPES)[number];

/** The hub's page id; the sales pages use their own ids ('tax-savings', 'fast-setup', ...). */
export const UK_HUB_PAGE_ID = 'uk-hub';

/** The landing pages and the banking page, whose forms also store leads; their id is their route without the slash. */
export const LEAD_CAPTURE_LANDING_PAGES = ['banking-visas', 'uk-dubai', 'uk-dubai-3', 'uk-4', 'uk-dubai-4'] as const;

/** Every `page` a lead capture may name. */
export const LEAD_CAPTURE_PAGES = [UK_HUB_PAGE_ID, ...UK_SALES_PAGE_IDS, ...LEAD_CAPTURE_LANDING_PAGES] as const;
export type LeadCapturePage = (typeof LEAD_CAPTURE_PAGES)[number];

/** The POST /api/leads/capture body (the consultation form adds phone, company and revenue; the report capture has no name). */
export type LeadCapturePayload = {
  name?: string;
  phone?: string;
  company?: string;
  /** Annual revenue in pounds, as the visitor typed it. */
  revenue?: string;
  email: string;
  page: LeadCapturePage;
  formType: LeadCaptureFormType;
  gdprConsent: boolean;
  marketing_opt_in: boolean;
  /** The route the form was on: '/uk/tax-savings'. */
  source: string;
  /** The consent texts the form showed (its e-mail updates box, ticked or not), by id and version. */
  consents?: ConsentClaim[];
};

/** The guide and mid-page forms' values; the consent box (e-mail updates) is optional. */
export type LeadCaptureFormValues = { name: string; email: string; consent: boolean };

export const LEAD_CAPTURE_INITIAL_VALUES: LeadCaptureFormValues = { name: '', email: '', consent: false };

/** The route of a page id: 'uk-hub' -> '/uk', 'tax-savings' -> '/uk/tax-savings'. */
export function leadCaptureSource(page: LeadCapturePage): string {
  if (page === UK_HUB_PAGE_ID) return UK_HUB_ROUTE;
  if (page === 'banking-visas') return '/uk/banking-visas';
  if ((LEAD_CAPTURE_LANDING_PAGES as readonly string[]).includes(page)) return `/${page}`;
  return salesPageRoute(page as UkSalesPageId);
}

/**
 * The request body for a form's values. The one consent box covers both flags: ticking it agrees to be contacted
 * (gdprConsent) and to receive e-mail updates (marketing_opt_in).
 */
export function buildLeadCapturePayload(
  values: LeadCaptureFormValues,
  page: LeadCapturePage,
  formType: LeadCaptureFormType,
): LeadCapturePayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    page,
    formType,
    gdprConsent: values.consent,
    marketing_opt_in: values.consent,
    source: leadCaptureSource(page),
    consents: [consentClaim(formType === 'uk_guide' ? CONSENT_TEXTS.ukGuideUpdates : CONSENT_TEXTS.ukSalesUpdates, values.consent)],
  };
}

/** After a successful guide request, WhatsApp opens once this countdown ends. */
export const WHATSAPP_COUNTDOWN_SECONDS = 3;

/** Whole seconds left before WhatsApp opens (3, 2, 1, then 0 = open now). */
export function whatsappCountdownSecondsLeft(startedAt: Date, now: Date): number {
  const elapsed = (now.getTime() - startedAt.getTime()) / 1000;
  return Math.max(0, Math.min(WHATSAPP_COUNTDOWN_SECONDS, Math.ceil(WHATSAPP_COUNTDOWN_SECONDS - elapsed)));
}

export type GuideFormState = 'idle' | 'submitting' | 'success';

/** The guide form shows its success screen whether or not the submission worked (a failure is only logged). */
export function guideFormStateAfterSubmit(_submitted: { ok: boolean }): GuideFormState {
  return 'success';
}
