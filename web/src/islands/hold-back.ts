/** Moves what a static page held back from its first paint into the head (see after-first-paint.ts). */
import { AFTER_FIRST_PAINT_ATTRIBUTE } from './after-first-paint.ts';

const heldBack = document.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT_ATTRIBUTE}]`);
if (heldBack) document.head.append(heldBack.content);
