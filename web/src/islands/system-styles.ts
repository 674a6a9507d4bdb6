import { SYSTEM_STYLES_META } from './island-names.ts';

let stylesheet: { link: HTMLLinkElement; loaded: Promise<void> } | undefined;

/**
 * Downloads the design system's whole global stylesheet (once) without applying it: as a print stylesheet the
 * browser neither styles the page with it nor recalculates the page's styles, which on a phone would block the main
 * thread while the page loads. Resolves once it is downloaded, or failed to (islands then still work, with the
 * styles the page inlined).
 */
export function fetchSystemStyles(): Promise<void> {
  if (!stylesheet) {
    const href = document.querySelector<HTMLMetaElement>(`meta[name="${SYSTEM_STYLES_META}"]`)?.content;
    if (!href) return Promise.resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.href = href;
    const loaded = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => resolve());
    });
    document.head.append(link);
    stylesheet = { link, loaded };
  }
  return stylesheet.loaded;
}

/**
 * Applies the design system's whole global stylesheet to a static page, which inlines only the part its own HTML uses
 * (web/scripts/critical-css.ts). Islands wait for it before they hydrate: what an island renders later (an error
 * message, an open menu) may use a token or a keyframe the page's HTML did not.
 */
export async function attachSystemStyles(): Promise<void> {
  await fetchSystemStyles();
  if (stylesheet) stylesheet.link.media = 'all';
}
