/** Moves what a static page held back from its first paint into the head, and adds its brand fonts (after-first-paint.ts). */
import { AFTER_FIRST_PAINT_ATTRIBUTE, BRAND_FACES_ATTRIBUTE, type BrandFace } from './after-first-paint.ts';

/**
 * Loads every brand face, then adds them together: the page's text is laid out again once, not once per face (each
 * relayout of a long page blocks a phone's main thread). A face that fails to load is left out; its fallback stays.
 */
async function addBrandFaces(faces: readonly BrandFace[]): Promise<void> {
  const loaded = await Promise.allSettled(faces.map(({ family, source, descriptors }) => new FontFace(family, source, descriptors).load()));
  for (const face of loaded) if (face.status === 'fulfilled') document.fonts.add(face.value);
}

const heldBack = document.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT_ATTRIBUTE}]`);
if (heldBack) {
  document.head.append(heldBack.content);
  void addBrandFaces(JSON.parse(heldBack.getAttribute(BRAND_FACES_ATTRIBUTE) ?? '[]') as BrandFace[]);
}
