/**
 * Moves what a static page held back from its first paint into the head (shared/after-first-paint.ts). The brand
 * fonts are not added here: a page never swaps faces once painted (the inline script adds them before the first paint
 * when the service worker has them).
 */
import { AFTER_FIRST_PAINT_ATTRIBUTE } from '#shared/after-first-paint.ts';

const heldBack = document.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT_ATTRIBUTE}]`);
if (heldBack) document.head.append(heldBack.content);
