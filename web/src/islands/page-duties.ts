/**
 * What every public page runs (bootstrap.ts imports it): the page-wide duties without React, then the islands, each
 * loaded and hydrated when its strategy fires.
 */
import { SERVED_PAGE_ATTRIBUTE } from '../config/paths.ts';
import { consentStore } from '../consent/consent-instance.ts';
import { setConsentModeDefaults } from '../consent/consent-mode.ts';
import { startAnalytics } from '../lib/analytics-beacon/start-analytics.ts';
import { startWebVitals } from '../features/web-vitals/start-web-vitals.ts';
import { installOffer } from '../features/pwa/install-offer.ts';
import { registerServiceWorker, serviceWorkerUpdates } from '../features/pwa/service-worker-client.ts';
import { startTrackingTags } from '../features/tracking/start-tracking-tags.ts';
import { captureAttribution } from '../lib/attribution.ts';
import { selectedPackage } from '../lib/selected-package.ts';
import { startOutbox } from '../lib/submission-outbox.ts';
import { fallBackToDefaultHomeOnFailure } from './corporate-home-fallback.ts';
import { takeOverFromEarlyScript } from './early-hand-over.ts';
import { startEnhancements } from './enhancements.ts';
import { ISLAND_ATTRIBUTES } from './island-names.ts';
import { noteEarlyInteraction, startIslands, wakeIslandsNamed, whenIdle } from './islands-loader.ts';
import { showLivePhoneNumbers } from './live-phone-numbers.ts';
import { fetchSystemStyles } from './system-styles.ts';

// The page's inline script hands over the taps it held on islands (each wakes its island, replayed once it is live),
// the browser's install offer and the worker's messages.
const early = takeOverFromEarlyScript(noteEarlyInteraction);

// Google Consent Mode defaults (all denied but security storage) before anything can load a tag.
setConsentModeDefaults();

captureAttribution({
  pathname: window.location.pathname,
  search: window.location.search,
  referrer: document.referrer,
  homeVariant: document.getElementById('root')?.getAttribute(SERVED_PAGE_ATTRIBUTE) === 'corporate' ? 'corporate' : 'default-home',
});

// Submissions kept while offline (or while the API failed) are sent again from every page.
startOutbox();

/**
 * The cookie banner is in the page as hidden HTML: shown (and focused) when the consent decision calls for it, and woken (made interactive) at the first interaction like any 'interaction' island.
 */
function showCookieBannerWhenDue(): void {
  const marker = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}="cookie-banner"]`);
  if (!marker) return;
  let shown = false;
  const update = () => {
    const due = consentStore.getSnapshot().status === 'banner';
    marker.hidden = !due;
    if (due && !shown) {
      shown = true;
      const active = document.activeElement;
      if (!active || active === document.body) marker.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
    }
  };
  consentStore.subscribe(update);
  void consentStore.start().then(update);
}

showCookieBannerWhenDue();
void startTrackingTags();
startWebVitals();
// First-party counts (views, counted buttons' clicks), only with analytics consent.
startAnalytics();
// The corporate home shows the default home if its own code fails.
fallBackToDefaultHomeOnFailure();
startIslands(early);
// A package chosen on the home page shows preselected in the calculator, which reads it once live: wake it at once.
if (selectedPackage()) wakeIslandsNamed('cost-calculator');
// The texts and pictures staff edit (CMS), on the pages that have some: asked at once, the home's hero is above the
// fold (see live-content.ts). Its own chunk, so the other static pages do not load the CMS registry (nor import it
// here for the attribute's name: data-cms-id, CMS_ID_ATTRIBUTE).
if (document.querySelector('[data-cms-id]')) void import('./live-content.ts').then(({ showLiveContent }) => showLiveContent());
// React-free behaviour of the page's static HTML (a landing page's motion and link actions).
startEnhancements();
// The numbers staff set in the admin replace the seeded ones in the static HTML's links.
whenIdle(() => void showLivePhoneNumbers());
// The whole design-system stylesheet, downloaded (not applied) so an island woken later need not wait for it; after
// the page's load (a stylesheet requested before it would hold the load event back).
const afterLoad = (run: () => void) =>
  document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true });
afterLoad(() => whenIdle(() => void fetchSystemStyles()));

// The app's overlays wake on what they announce: a waiting update, an install offer (its banner is due). The offline
// indicator needs no code of theirs: it is in the HTML, shown by the inline script while the connection is gone.
serviceWorkerUpdates.subscribe(() => wakeIslandsNamed('pwa-banners'));
installOffer.subscribe(() => {
  if (installOffer.isVisible()) wakeIslandsNamed('pwa-banners');
});
installOffer.start(early.installOffer);
registerServiceWorker(early.workerMessages);
