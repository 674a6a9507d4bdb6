/**
 * A small flowing layout over pdf-lib for the tax report: A4 pages with margins, a cursor that moves down the page,
 * text measured with the embedded fonts (wrapped to a width, aligned, or drawn as runs of several fonts for a name in
 * any script), filled shapes, and link annotations. A block that would cross the bottom margin starts a new page.
 * pdf-lib draws from the bottom-left corner; everything here speaks of `y` as the cursor's baseline from the bottom.
 */
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { fontRuns, type ReportFontName } from './report-fonts.ts';

type PdfLib = typeof import('pdf-lib');

/** A4 in PostScript points. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56, bottom: 66 } as const;
/** The width between the margins. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export type TextStyle = { size: number; font?: 'regular' | 'bold'; color: Color };

export type Fonts = { regular: PDFFont; bold: PDFFont; get(name: ReportFontName): Promise<PDFFont> };

export class ReportCanvas {
  page!: PDFPage;
  /** The cursor: the top of the next block, in points from the bottom of the page. */
  y = 0;
  readonly pages: PDFPage[] = [];
  readonly pdf: PDFDocument;
  readonly lib: PdfLib;
  readonly fonts: Fonts;

  constructor(pdf: PDFDocument, lib: PdfLib, fonts: Fonts) {
    this.pdf = pdf;
    this.lib = lib;
    this.fonts = fonts;
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts the next block on a new page, unless the current page is still empty. */
  pageBreak(): void {
    if (this.y < PAGE.height - PAGE.margin) this.newPage();
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  keep(height: number): void {
    if (this.y - height < PAGE.bottom) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  font(style: Pick<TextStyle, 'font'>): PDFFont {
    return style.font === 'bold' ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, style: Pick<TextStyle, 'font' | 'size'>): number {
    return this.font(style).widthOfTextAtSize(text, style.size);
  }

  /** Draws one line of text with its baseline at `baseline`; `align: 'right'` ends it at `x`. */
  textAt(text: string, x: number, baseline: number, style: TextStyle & { align?: 'left' | 'right' }): void {
    const left = style.align === 'right' ? x - this.width(text, style) : x;
    this.page.drawText(text, { x: left, y: baseline, size: style.size, font: this.font(style), color: style.color });
  }

  /** The lines `text` wraps into at `width`, measured in its font (a word longer than the width keeps its own line). */
  wrap(text: string, width: number, style: Pick<TextStyle, 'font' | 'size'>): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    return current ? [...lines, current] : lines;
  }

  /** A wrapped paragraph at the cursor, kept on one page; the cursor moves below it. */
  paragraph(text: string, style: TextStyle & { x?: number; width?: number; leading?: number }): void {
    const x = style.x ?? PAGE.margin;
    const leading = style.leading ?? style.size * 1.45;
    const lines = this.wrap(text, style.width ?? CONTENT_WIDTH - (x - PAGE.margin), style);
    this.keep(lines.length * leading);
    for (const line of lines) {
      this.textAt(line, x, this.y - style.size, style);
      this.y -= leading;
    }
  }

  /**
   * A line of text that may mix scripts (a visitor's name): each run in a font that has its letters, one after the
   * other from `x`. Latin runs take the style's font; Arabic and Chinese runs their own Noto face.
   */
  async mixedText(text: string, x: number, baseline: number, style: TextStyle): Promise<number> {
    let left = x;
    for (const run of fontRuns(text)) {
      const font = run.font === 'regular' ? this.font(style) : await this.fonts.get(run.font);
      this.page.drawText(run.text, { x: left, y: baseline, size: style.size, font, color: style.color });
      left += font.widthOfTextAtSize(run.text, style.size);
    }
    return left - x;
  }

  rect(x: number, y: number, width: number, height: number, color: Color): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  rule(y: number, color: Color, x = PAGE.margin, width = CONTENT_WIDTH): void {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color });
  }

  /** Makes a rectangle of the current page a link to `url` (a web, tel: or WhatsApp address), with no border. */
  link(url: string, x: number, y: number, width: number, height: number): void {
    const { PDFString } = this.lib;
    const annotation = this.pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y, x + width, y + height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(this.pdf.context.register(annotation));
  }
}

/** A colour from a '#rrggbb' brand value. */
export function hexColor(lib: PdfLib, hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16);
  return lib.rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
