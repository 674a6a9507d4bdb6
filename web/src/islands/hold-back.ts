/** Moves what a static page held back from its first paint into the head, and fetches its brand fonts (shared/after-first-paint.ts). */
import { AFTER_FIRST_PAINT_ATTRIBUTE, BRAND_FACES_ATTRIBUTE, BRAND_FONTS_FETCHED_KEY, type BrandFace } from '#shared/after-first-paint.ts';

/**
 * Fetches every brand face without adding it to the page (the page keeps the faces it painted in), and notes that the
 * next page can paint in them. A face that fails to load leaves the note unwritten: the next page tries again.
 */
async function fetchBrandFacesForNextPage(listed: string): Promise<void> {
  const faces = JSON.parse(listed) as BrandFace[];
  const loaded = await Promise.allSettled(faces.map(({ family, source, descriptors }) => new FontFace(family, source, descriptors).load()));
  if (loaded.some((face) => face.status === 'rejected')) return;
  try {
    localStorage.setItem(BRAND_FONTS_FETCHED_KEY, listed);
  } catch {
    // Storage refused (private mode, full): every page stays in the fallback faces, which is how a first visit looks.
  }
}

/** Whether a visit already fetched these faces (then the inline script has added them: this page paints in them). */
function alreadyFetched(listed: string): boolean {
  try {
    return localStorage.getItem(BRAND_FONTS_FETCHED_KEY) === listed;
  } catch {
    return false;
  }
}

const heldBack = document.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT_ATTRIBUTE}]`);
if (heldBack) {
  document.head.append(heldBack.content);
  const listed = heldBack.getAttribute(BRAND_FACES_ATTRIBUTE);
  if (listed && !alreadyFetched(listed)) void fetchBrandFacesForNextPage(listed);
}
