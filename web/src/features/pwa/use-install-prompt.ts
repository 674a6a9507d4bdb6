import { useCallback, useEffect, useState } from 'react';
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

/**
 * The install offer (spec main-site.md section 4): shown 45 seconds after the browser offers an install prompt,
 * unless the app runs installed or the visitor dismissed the banner before (remembered under pwa-install-dismissed).
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const onPrompt = (event: Event) => {
      // The browser's own mini-infobar gives way to the site's banner.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!isInstalled() && !wasDismissed()) setVisible(true);
      }, INSTALL_BANNER_DELAY_MS);
    };
    const onInstalled = () => {
      window.clearTimeout(timer);
      setVisible(false);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    setVisible(false);
    // A prompt can be shown once; the browser fires a new event if the site stays installable.
    setOffer(null);
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch (error) {
      console.warn('Install prompt failed', error);
    }
  }, [offer]);

  const dismiss = useCallback(() => {
    setVisible(false);
    try {
      window.localStorage.setItem(PWA_INSTALL_DISMISSED_KEY, 'true');
    } catch {
      // Blocked storage: hidden for this page only.
    }
  }, []);

  return { visible: visible && offer !== null, install, dismiss };
}
