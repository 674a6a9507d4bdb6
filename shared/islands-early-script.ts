/**
 * The one inline script of a static public page (see web/src/islands/README.md). On a phone every request that ends
 * before the first paint delays it, so the page requests its islands bootstrap only once it has painted its first
 * content, or at the visitor's first interaction if that comes sooner. For the page's whole life this script makes a
 * tap answer in the next frame, whether or not the island under it is live yet:
 * - a disclosure button (DISCLOSURE_ATTRIBUTE: a menu toggle, a cost-of-living section) opens or closes its panel
 *   itself, outside islands for good and in an island until it is live;
 * - in an island that is not live yet, the browser's own controls (fields, radios, checkboxes, selects, labels) act
 *   as the browser makes them act, and the island adopts what was typed or chosen once it is live
 *   (web/src/islands/adopt-early-input.ts); a link or any other button shows that it was pressed (aria-busy), scrolls
 *   at once to the section it leads to (an in-page link, or SCROLLS_TO_ATTRIBUTE), keeps the choice it makes
 *   (REMEMBERS_ATTRIBUTES), closes the menu it is in, and is
 *   held: the bootstrap replays it once the island is live (web/src/islands/islands-loader.ts), so its own action
 *   (an analytics event, a remembered choice) happens once. A form in such an island is never sent by the browser
 *   itself (its answers would land in the address bar);
 * - until the bootstrap takes over (web/src/islands/early-hand-over.ts) it keeps what it saw for it, the browser's
 *   install offer and when it came (the install banner still shows 45 seconds after it:
 *   web/src/features/pwa/install-offer.ts) and the service worker's messages (an update is available);
 * - it keeps the offline indicator in step with the connection: once the connection is gone no code could load
 *   to show it;
 * - and, before the first paint, it adds the brand fonts' faces when the page's service worker has them, so the page
 *   paints in them from the start and never swaps faces under the visitor (shared/after-first-paint.ts).
 * If the bootstrap cannot load, islands stay static HTML: held links are followed, held buttons let go, and
 * disclosures keep working.
 *
 * It is a constant text, so the Content Security Policy allows exactly it by its hash
 * (infra/edge/security-headers.ts): inline scripts stay forbidden otherwise. It is plain ES2017, run as written.
 */

import { AFTER_FIRST_PAINT_ATTRIBUTE, BRAND_FACES_ATTRIBUTE } from './after-first-paint.ts';

/** The marker element's attribute naming an island (web/src/islands/island-names.ts). */
export const ISLAND_MARKER_ATTRIBUTE = 'data-island';

/** Set on an island's marker once it is hydrated: from then on its taps are React's. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** Set on an island's marker when its code could not load or hydrate: it stays static HTML. */
export const ISLAND_FAILED_ATTRIBUTE = 'data-island-failed';

/**
 * Marks a disclosure button (with aria-expanded and aria-controls naming its panel): a tap flips aria-expanded and the
 * panel's hidden attribute in the same frame, before any island code ran (and for good outside islands).
 */
export const DISCLOSURE_ATTRIBUTE = 'data-disclosure';

/**
 * On a button in an island: the id of the section its action scrolls to, scrolled to at once when it is tapped before
 * the island is live (the action itself follows when it is).
 */
export const SCROLLS_TO_ATTRIBUTE = 'data-scrolls-to';

/**
 * On a link or button in an island: a choice to keep in localStorage (key and value) at once when it is tapped before
 * the island is live, so the next page (or the island itself) finds it even before the tap is replayed.
 */
export const REMEMBERS_ATTRIBUTES = { key: 'data-remember-key', value: 'data-remember-value' } as const;

/** The meta element of a static page naming its islands bootstrap (a hashed file, unlike this script). */
export const ISLANDS_BOOTSTRAP_META = 'islands-bootstrap';

/** Where the script leaves its hand-over, for the bootstrap to take over. */
export const EARLY_PAGE_GLOBAL = '__earlyPage';

/**
 * What counts as the visitor's first interaction with the page (not focus: the page itself focuses the cookie banner,
 * and a keyboard user reaches anything with a keydown first). The islands loader wakes its 'interaction' islands then.
 */
export const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** The offline indicator every static page renders, hidden while online (web/src/features/pwa/pwa-banners.tsx). */
export const OFFLINE_INDICATOR_SELECTOR = '[data-testid="offline-indicator"]';

/**
 * What the visitor did on an island that was not live yet, in order: a tap on a link or button held for replay
 * ('click'), a disclosure flipped ('toggle'), a tap the browser answered itself ('native': a field, a radio), or typing
 * anywhere ('input', no marker).
 */
export type EarlyInteraction =
  | { type: 'click' | 'toggle'; target: HTMLElement; marker: HTMLElement }
  | { type: 'native'; target: Element; marker: HTMLElement }
  | { type: 'input'; target: EventTarget | null };

/** The browser's install offer, held with the time it came (Date.now()). */
export type HeldInstallOffer = { event: Event; offeredAt: number };

/** What the script kept until the bootstrap took over. */
export type EarlyHandOver = {
  /** Whether the visitor interacted with the page at all (FIRST_INTERACTIONS). */
  interacted: boolean;
  installOffer: HeldInstallOffer | null;
  workerMessages: readonly unknown[];
};

/**
 * The script's hand-over: `takeOver(listener)` stops it keeping the install offer and the worker's messages, hands
 * `listener` every interaction kept so far, in order, and from then on each new one as it happens.
 */
export type EarlyPage = { takeOver: (listener: (interaction: EarlyInteraction) => void) => EarlyHandOver };

/**
 * How long after the page's load the bootstrap is requested anyway: a page opened in a background tab reports no
 * first paint until it is shown, and its islands must still come to life.
 */
const UNPAINTED_FALLBACK_MS = 3000;

export const ISLANDS_EARLY_SCRIPT = `(function () {
  try {
    var heldBack = document.querySelector('template[${AFTER_FIRST_PAINT_ATTRIBUTE}]');
    var brandFaces = heldBack && heldBack.getAttribute('${BRAND_FACES_ATTRIBUTE}');
    if (brandFaces && navigator.serviceWorker && navigator.serviceWorker.controller) {
      JSON.parse(brandFaces).forEach(function (face) {
        document.fonts.add(new FontFace(face.family, face.source, face.descriptors));
      });
    }
  } catch (error) {}
  var requested = false;
  var gaveUp = false;
  var interacted = false;
  var kept = [];
  var listener = null;
  var installOffer = null;
  var workerMessages = [];
  var firstInteractions = ${JSON.stringify(FIRST_INTERACTIONS)};
  function requestBootstrap() {
    if (requested) return;
    requested = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = document.querySelector('meta[name="${ISLANDS_BOOTSTRAP_META}"]').content;
    script.onerror = giveUp;
    document.head.appendChild(script);
  }
  function giveUp() {
    gaveUp = true;
    kept.forEach(function (held) {
      if (held.type !== 'click') return;
      held.target.removeAttribute('aria-busy');
      if (held.target.matches('a[href]')) held.target.click();
    });
  }
  function report(interaction) {
    if (listener) listener(interaction);
    else kept.push(interaction);
  }
  function noteInteraction() {
    interacted = true;
    requestBootstrap();
  }
  function flip(button) {
    var open = button.getAttribute('aria-expanded') !== 'true';
    var panel = document.getElementById(button.getAttribute('aria-controls'));
    button.setAttribute('aria-expanded', String(open));
    if (panel) panel.hidden = !open;
  }
  function disclosureAround(element) {
    for (var panel = element.closest('[id]'); panel; panel = panel.parentElement && panel.parentElement.closest('[id]')) {
      var button = document.querySelector('[${DISCLOSURE_ATTRIBUTE}][aria-controls="' + panel.id + '"][aria-expanded="true"]');
      if (button) return button;
    }
    return null;
  }
  function onClick(event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var marker = target.closest('[${ISLAND_MARKER_ATTRIBUTE}]');
    if (marker && marker.hasAttribute('${ISLAND_LIVE_ATTRIBUTE}')) return;
    var sleeping = marker && !gaveUp && !marker.hasAttribute('${ISLAND_FAILED_ATTRIBUTE}');
    var disclosure = target.closest('[${DISCLOSURE_ATTRIBUTE}]');
    if (!sleeping) {
      if (disclosure) flip(disclosure);
      return;
    }
    requestBootstrap();
    if (target.closest('input, select, textarea, label')) return report({ type: 'native', target: target, marker: marker });
    event.preventDefault();
    event.stopPropagation();
    if (disclosure) {
      flip(disclosure);
      return report({ type: 'toggle', target: disclosure, marker: marker });
    }
    var pressed = target.closest('a[href], button, [role="button"]') || target;
    var around = pressed.matches('a[href]') && disclosureAround(pressed);
    if (around) {
      flip(around);
      report({ type: 'toggle', target: around, marker: marker });
    }
    pressed.setAttribute('aria-busy', 'true');
    var href = pressed.getAttribute('href') || '';
    var section = document.getElementById(href.charAt(0) === '#' ? href.slice(1) : pressed.getAttribute('${SCROLLS_TO_ATTRIBUTE}') || '');
    if (section) section.scrollIntoView({ behavior: 'smooth' });
    var rememberKey = pressed.getAttribute('${REMEMBERS_ATTRIBUTES.key}');
    try {
      if (rememberKey) localStorage.setItem(rememberKey, pressed.getAttribute('${REMEMBERS_ATTRIBUTES.value}'));
    } catch (blocked) {
      // Storage blocked (private modes): the island remembers nothing either.
    }
    report({ type: 'click', target: pressed, marker: marker });
  }
  function preventBrowserSubmit(event) {
    var marker = event.target instanceof Element && event.target.closest('[${ISLAND_MARKER_ATTRIBUTE}]');
    if (marker && !marker.hasAttribute('${ISLAND_LIVE_ATTRIBUTE}')) event.preventDefault();
  }
  function noteTyping(event) {
    report({ type: 'input', target: event.target });
  }
  function holdInstallOffer(event) {
    event.preventDefault();
    installOffer = { event: event, offeredAt: Date.now() };
  }
  function holdWorkerMessage(event) {
    workerMessages.push(event.data);
  }
  function showConnection() {
    document.querySelectorAll('${OFFLINE_INDICATOR_SELECTOR}').forEach(function (indicator) {
      indicator.hidden = navigator.onLine;
    });
  }
  function takeOver(onInteraction) {
    window.removeEventListener('beforeinstallprompt', holdInstallOffer);
    if (navigator.serviceWorker) navigator.serviceWorker.removeEventListener('message', holdWorkerMessage);
    firstInteractions.forEach(function (type) {
      window.removeEventListener(type, noteInteraction, true);
    });
    listener = onInteraction;
    kept.splice(0).forEach(onInteraction);
    return { interacted: interacted, installOffer: installOffer, workerMessages: workerMessages };
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', preventBrowserSubmit, true);
  document.addEventListener('input', noteTyping, true);
  window.addEventListener('beforeinstallprompt', holdInstallOffer);
  if (navigator.serviceWorker) navigator.serviceWorker.addEventListener('message', holdWorkerMessage);
  window.addEventListener('online', showConnection);
  window.addEventListener('offline', showConnection);
  document.addEventListener('DOMContentLoaded', showConnection);
  firstInteractions.forEach(function (type) {
    window.addEventListener(type, noteInteraction, { capture: true, passive: true });
  });
  var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (entryTypes.indexOf('paint') === -1) {
    requestBootstrap();
  } else {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) requestBootstrap();
    }).observe({ type: 'paint', buffered: true });
  }
  window.addEventListener('load', function () {
    setTimeout(requestBootstrap, ${UNPAINTED_FALLBACK_MS});
  });
  window.${EARLY_PAGE_GLOBAL} = { takeOver: takeOver };
})();`;
