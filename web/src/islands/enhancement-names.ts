/**
 * The enhancements of the static public pages (see README, Performance): behaviour a few lines of DOM script give the
 * static HTML (motion, a click's analytics event, a smooth scroll) where a React island would cost the page a
 * hydration. Plain data, shared by the page components and the browser's bootstrap.
 */

/** Every enhancement, by the name its element carries. */
export type EnhancementName = 'uk-premium-landing' | 'uk-landing';

/** The attribute naming the enhancement an element (usually the page's root) runs; set once it has started. */
export const ENHANCEMENT_ATTRIBUTES = { name: 'data-enhance', started: 'data-enhanced' } as const;

/** The attribute that makes `element` run the enhancement `name` on a static page (spread it on the element). */
export const enhance = (name: EnhancementName) => ({ [ENHANCEMENT_ATTRIBUTES.name]: name });
