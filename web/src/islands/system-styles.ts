import { SYSTEM_STYLES_META } from './island-names.ts';

let attached: Promise<void> | undefined;

/**
 * Attaches the design system's whole global stylesheet to a static page (once), which inlines only the part its own
 * HTML uses (web/scripts/critical-css.ts). Islands wait for it before they hydrate: what an island renders later (an
 * error message, an open menu) may use a token or a keyframe the page's HTML did not. Resolves once the stylesheet is
 * applied, or failed to load (the island then still works, with the inlined styles).
 */
export function attachSystemStyles(): Promise<void> {
  attached ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLMetaElement>(`meta[name="${SYSTEM_STYLES_META}"]`)?.content;
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
  return attached;
}
