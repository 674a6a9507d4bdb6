/**
 * The offline indicator of a static page, without React: PwaBanners always renders it, hidden while online, and this
 * shows and hides it as the connection drops and returns. The banners' island cannot wake for it: its code would have
 * to load just when the connection is gone.
 */
const INDICATOR = '[data-testid="offline-indicator"]';

/** Keeps the page's offline indicator in step with the connection. */
export function showOfflineIndicator(): void {
  const update = () => {
    for (const indicator of document.querySelectorAll<HTMLElement>(INDICATOR)) indicator.hidden = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
