/**
 * The template element of a static page holding what the page needs only once it has painted: the web app manifest,
 * and (in an attribute) the brand fonts' faces: the text paints first in the metric-matched fallback faces. The
 * bootstrap moves the content into the head and adds the faces when it runs (hold-back.ts), so none of it competes with
 * the first paint on a phone's connection.
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/** The template's attribute listing the brand faces, as JSON (BrandFace[]). */
export const BRAND_FACES_ATTRIBUTE = 'data-brand-faces';

/** One brand font face, as the FontFace constructor takes it (written by the build: web/scripts/brand-fonts.ts). */
export type BrandFace = { family: string; source: string; descriptors: FontFaceDescriptors };
