/**
 * The template element of a static page holding what the page needs only once it has painted: the web app manifest,
 * and (in an attribute) the brand fonts' faces. The bootstrap moves the content into the head when it runs
 * (web/src/islands/hold-back.ts), so none of it competes with the first paint on a phone's connection.
 *
 * The brand faces behave as `font-display: optional`, so the text never moves once painted (a page that re-lays its
 * text out under a visitor's finger turns their tap into a tap on something else): a page paints in the brand faces
 * only when its service worker has them (the worker precaches the fonts every page names, so a page it controls reads
 * them from that cache at once); the inline script then adds them before the first paint
 * (shared/islands-early-script.ts). A first visit keeps its metric-matched fallback faces.
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/** The template's attribute listing the brand faces, as JSON (BrandFace[]). */
export const BRAND_FACES_ATTRIBUTE = 'data-brand-faces';

/** One brand font face, as the FontFace constructor takes it (written by the build: web/scripts/brand-fonts.ts). */
export type BrandFace = { family: string; source: string; descriptors: FontFaceDescriptors };
