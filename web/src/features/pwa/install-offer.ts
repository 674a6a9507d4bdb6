/**
 * The install offer (spec main-site.md section 4), without React: shown 45 seconds after the browser offers an install
 * prompt, unless the app runs installed or the visitor dismissed the banner before (remembered under
 * pwa-install-dismissed). Started by every public page's bootstrap (holding what the inline script caught before), so
 * the browser's offer is caught whenever it comes, before any banner code has loaded; the banner (useInstallPrompt) reads this store.
 */
import type { HeldInstallOffer } from '#shared/islands-early-script.ts';
import { INSTALL_BANNER_DELAY_MS, PWA_INSTALL_DISMISSED_KEY } from '#shared/main-site/timings.ts';

/** The event Chromium browsers fire when the site may be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const wasDismissed = () => {
  try {
    return window.localStorage.getItem(PWA_INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

let offer: BeforeInstallPromptEvent | null = null;
let visible = false;
let timer: number | undefined;
let started = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const setVisible = (next: boolean) => {
  visible = next;
  notify();
};

/** Holds the browser's offer, and shows the banner the delay after it came (`offeredAt`, by Date.now()). */
const holdOffer = (event: Event, offeredAt: number) => {
  offer = event as BeforeInstallPromptEvent;
  window.clearTimeout(timer);
  timer = window.setTimeout(
    () => {
      if (!isInstalled() && !wasDismissed()) setVisible(true);
    },
    Math.max(0, INSTALL_BANNER_DELAY_MS - (Date.now() - offeredAt)),
  );
};

export const installOffer = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** True while the banner should show: an offer is held and its delay has passed. */
  isVisible: () => visible && offer !== null,

  /**
   * Listens for the browser's offer (once per page); `earlier`: an offer a static page's inline script held before this
   * code ran (shared/islands-early-script.ts).
   */
  start(earlier: HeldInstallOffer | null = null): void {
    if (started) return;
    started = true;
    if (earlier) holdOffer(earlier.event, earlier.offeredAt);
    window.addEventListener('beforeinstallprompt', (event) => {
      // The browser's own mini-infobar gives way to the site's banner.
      event.preventDefault();
      holdOffer(event, Date.now());
    });
    window.addEventListener('appinstalled', () => {
      window.clearTimeout(timer);
      offer = null;
      setVisible(false);
    });
  },

  /** Opens the browser's prompt (once: the browser fires a new offer if the site stays installable). */
  async install(): Promise<void> {
    const held = offer;
    if (!held) return;
    offer = null;
    setVisible(false);
    try {
      await held.prompt();
      await held.userChoice;
    } catch (error) {
      console.warn('Install prompt failed', error);
    }
  },

  /** Hides the banner and remembers not to offer it again. */
  dismiss(): void {
    setVisible(false);
    try {
      window.localStorage.setItem(PWA_INSTALL_DISMISSED_KEY, 'true');
    } catch {
      // Blocked storage: hidden for this page only.
    }
  },
};
