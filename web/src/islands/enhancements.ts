/**
 * Starts the React-free enhancements of a static page (enhancement-names.ts). Each is a small chunk of its own,
 * requested at once when the page has an element naming it (its links should act as they say from the start), which
 * defers any heavier work of its own (motion waits for idle). No enhancement changes what the visitor sees before it
 * runs, so a page without it is complete, only plainer.
 */
import { ENHANCEMENT_ATTRIBUTES, type EnhancementName } from './enhancement-names.ts';

const ENHANCEMENT_LOADERS: Record<EnhancementName, () => Promise<(element: HTMLElement) => void>> = {
  'uk-premium-landing': () =>
    import('../features/uk-premium/static-landing.ts').then((module) => (element) => module.enhanceLanding(element, { pointer: true })),
  'uk-landing': () =>
    import('../features/uk-premium/static-landing.ts').then((module) => (element) => module.enhanceLanding(element, { pointer: false })),
};

/** Loads and starts every enhancement the page's elements name (each element once). */
export function startEnhancements(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ENHANCEMENT_ATTRIBUTES.name}]`)) {
    const name = element.getAttribute(ENHANCEMENT_ATTRIBUTES.name) as EnhancementName;
    const load = ENHANCEMENT_LOADERS[name];
    if (!load || element.hasAttribute(ENHANCEMENT_ATTRIBUTES.started)) continue;
    void load().then((start) => {
      start(element);
      element.setAttribute(ENHANCEMENT_ATTRIBUTES.started, '');
    });
  }
}
