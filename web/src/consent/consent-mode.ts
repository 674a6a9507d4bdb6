/**
 * Google Consent Mode v2 through the standard gtag stub: every command is queued on window.dataLayer as an
 * `arguments` object, the shape gtag.js and Tag Manager read when they load later. The defaults are pushed from the
 * app's entry before anything else runs, so they precede every tag (the site has no inline script to put them in).
 */
import { consentModeDefaults, consentModeUpdate, type CookieConsent } from '#shared/main-site/consent.ts';

/** The global `gtag` function: creates window.dataLayer and the stub when the page has none yet. */
export function ensureGtag(): (...args: unknown[]) => void {
  window.dataLayer ??= [];
  if (!window.gtag) {
    // gtag.js recognises commands only as `arguments` objects, not arrays: hence a function, not an arrow.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  return window.gtag;
}

/** `gtag('consent', 'default', …)`: everything denied except security storage. Once per page. */
export function setConsentModeDefaults(): void {
  ensureGtag()('consent', 'default', consentModeDefaults());
}

/** `gtag('consent', 'update', …)` with the visitor's choice. */
export function updateConsentMode(consent: Pick<CookieConsent, 'analytics' | 'marketing' | 'functional'>): void {
  ensureGtag()('consent', 'update', consentModeUpdate(consent));
}
