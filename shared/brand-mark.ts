/**
 * The brand's monogram as vector data: a navy rounded square with a gold "D", on a 32-unit grid. The favicon
 * (web/public/favicon.svg) draws it, and the tax report PDF draws the same shapes as its logo, so both stay one mark
 * (brand-mark.test.ts holds the favicon to it).
 */
import { BRAND_COLORS } from './brand-colors.ts';

export const BRAND_MARK = {
  /** The square's side, in the mark's own units. */
  size: 32,
  /** The corner radius of the square. */
  cornerRadius: 7,
  background: BRAND_COLORS.navy[800],
  letterColor: BRAND_COLORS.gold[400],
  /** The "D", as an SVG path on the 32-unit grid. */
  letterPath: 'M9 23V9h6.2c4.7 0 7.8 2.7 7.8 7s-3.1 7-7.8 7zm3.4-3h2.7c2.7 0 4.4-1.5 4.4-4s-1.7-4-4.4-4h-2.7z',
} as const;

/** The mark as an SVG document, exactly as the favicon file holds it. */
export function brandMarkSvg(): string {
  const { size, cornerRadius, background, letterColor, letterPath } = BRAND_MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${background}"/><path d="${letterPath}" fill="${letterColor}"/></svg>`;
}
