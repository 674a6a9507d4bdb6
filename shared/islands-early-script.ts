/**
 * The one inline script of a static public page (see README, Performance). On a phone every request that ends before
 * the first paint delays it, so the page requests its islands bootstrap only once it has painted its first content,
 * or at the visitor's first interaction if that comes sooner. Until the bootstrap takes over
 * (web/src/islands/early-hand-over.ts), this script:
 * - holds a click on an island (static HTML until then), and notes what the visitor types and whether they interacted
 *   at all, so the bootstrap can replay the click once that island is live and wake the islands due at the first
 *   interaction (web/src/islands/islands-loader.ts). If the bootstrap cannot load, it stops holding and gives the
 *   held clicks back to the page as they were (a link in an island still leads where it says);
 * - holds the browser's install offer and when it came, so the install banner still shows 45 seconds after it
 *   (web/src/features/pwa/install-offer.ts), and the service worker's messages (an update is available);
 * - and for good keeps the offline indicator in step with the connection: once the connection is gone no code could
 *   load to show it.
 *
 * It is a constant text, so the Content Security Policy allows exactly it by its hash
 * (infra/edge/security-headers.ts): inline scripts stay forbidden otherwise. It is plain ES2017, run as written.
 */

/** The marker element's attribute naming an island (web/src/islands/island-names.ts). */
export const ISLAND_MARKER_ATTRIBUTE = 'data-island';

/** The meta element of a static page naming its islands bootstrap (a hashed file, unlike this script). */
export const ISLANDS_BOOTSTRAP_META = 'islands-bootstrap';

/** Where the script leaves what it held, for the bootstrap to take over. */
export const EARLY_PAGE_GLOBAL = '__earlyPage';

/**
 * What counts as the visitor's first interaction with the page (not focus: the page itself focuses the cookie banner,
 * and a keyboard user reaches anything with a keydown first). The islands loader wakes its 'interaction' islands then.
 */
export const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** The offline indicator every static page renders, hidden while online (web/src/features/pwa/pwa-banners.tsx). */
export const OFFLINE_INDICATOR_SELECTOR = '[data-testid="offline-indicator"]';

/** What the visitor did before the bootstrap ran, in order: a click held on an island, or typing anywhere. */
export type EarlyInteraction = { type: 'click' | 'input'; target: EventTarget | null };

/** The browser's install offer, held with the time it came (Date.now()). */
export type HeldInstallOffer = { event: Event; offeredAt: number };

/** What the script held, and a call that stops it holding anything (the bootstrap's own listeners take over). */
export type EarlyPage = {
  interactions: EarlyInteraction[];
  /** Whether the visitor interacted with the page at all (FIRST_INTERACTIONS). */
  interacted: () => boolean;
  installOffer: () => HeldInstallOffer | null;
  workerMessages: unknown[];
  release: () => void;
};

/**
 * How long after the page's load the bootstrap is requested anyway: a page opened in a background tab reports no
 * first paint until it is shown, and its islands must still come to life.
 */
const UNPAINTED_FALLBACK_MS = 3000;

export const ISLANDS_EARLY_SCRIPT = `(function () {
  var requested = false;
  var interacted = false;
  var interactions = [];
  var installOffer = null;
  var workerMessages = [];
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
    release();
    interactions.forEach(function (held) {
      if (held.type === 'click') held.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    });
  }
  function noteInteraction() {
    interacted = true;
    requestBootstrap();
  }
  function release() {
    document.removeEventListener('click', holdIslandClick, true);
    document.removeEventListener('input', noteTyping, true);
    window.removeEventListener('beforeinstallprompt', holdInstallOffer);
    if (navigator.serviceWorker) navigator.serviceWorker.removeEventListener('message', holdWorkerMessage);
    firstInteractions.forEach(function (type) {
      window.removeEventListener(type, noteInteraction, true);
    });
  }
  function holdIslandClick(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('[${ISLAND_MARKER_ATTRIBUTE}]')) return;
    event.preventDefault();
    event.stopPropagation();
    interactions.push({ type: 'click', target: target });
    requestBootstrap();
  }
  function noteTyping(event) {
    interactions.push({ type: 'input', target: event.target });
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
  document.addEventListener('click', holdIslandClick, true);
  document.addEventListener('input', noteTyping, true);
  window.addEventListener('beforeinstallprompt', holdInstallOffer);
  if (navigator.serviceWorker) navigator.serviceWorker.addEventListener('message', holdWorkerMessage);
  window.addEventListener('online', showConnection);
  window.addEventListener('offline', showConnection);
  document.addEventListener('DOMContentLoaded', showConnection);
  var firstInteractions = ${JSON.stringify(FIRST_INTERACTIONS)};
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
  window.${EARLY_PAGE_GLOBAL} = {
    interactions: interactions,
    interacted: function () {
      return interacted;
    },
    installOffer: function () {
      return installOffer;
    },
    workerMessages: workerMessages,
    release: release
  };
})();`;
