/**
 * The template element of a static page holding what the page needs only once it has painted: the web app manifest,
 * and (in an attribute) the brand fonts' faces. The bootstrap moves the content into the head when it runs
 * (web/src/islands/hold-back.ts), so none of it competes with the first paint on a phone's connection.
 *
 * The brand faces behave as `font-display: optional`, so the text never moves once painted (a page that re-lays its
 * text out under a visitor's finger turns their tap into a tap on something else): a page paints in the brand faces
 * only when a visit already brought them (the inline script adds them before the first paint:
 * shared/islands-early-script.ts); otherwise it keeps its metric-matched fallback faces, and the bootstrap fetches the
 * brand files for the next page and notes that they are there (BRAND_FONTS_FETCHED_KEY).
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/** The template's attribute listing the brand faces, as JSON (BrandFace[]). */
export const BRAND_FACES_ATTRIBUTE = 'data-brand-faces';

/**
 * localStorage: the BRAND_FACES_ATTRIBUTE value whose files a visit has fetched (a build with other font files
 * names other files, so it starts again from the fallback faces).
 */
export const BRAND_FONTS_FETCHED_KEY = 'brandFontsFetched';

/** One brand font face, as the FontFace constructor takes it (written by the build: web/scripts/brand-fonts.ts). */
export type BrandFace = { family: string; source: string; descriptors: FontFaceDescriptors };
