/**
 * Looks at a PDF the way its reader does: each page rendered by three common renderers (MuPDF, poppler and
 * Ghostscript, the Debian packages mupdf-tools, poppler-utils and ghostscript), their warnings collected, and every
 * glyph MuPDF finds in the text checked for ink where it is drawn on each rendering. Text extraction alone cannot
 * see a broken font: a subset whose glyph outlines are garbage still extracts every word, while the page shows blanks.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Dots per inch of the renderings: a 7 pt full stop still covers a few pixels. */
const DPI = 200;

/** How far (of 255 grey levels) a pixel must be from the glyph box's background to count as ink. */
const INK_CONTRAST = 48;

/** Warnings that say nothing about the document: this Debian build of MuPDF has no colour management. */
const HARMLESS_WARNINGS = [/^warning: ICC support is not available$/];

export type Glyph = { page: number; line: string; char: string; box: { left: number; top: number; right: number; bottom: number } };

export type Rendering = {
  renderer: 'mupdf' | 'poppler' | 'ghostscript';
  /** What the renderer printed while drawing the pages (harmless lines left out): any font trouble shows here. */
  warnings: string[];
  /** The glyphs that have no ink where the text says they are, with their line. */
  blankGlyphs: Glyph[];
};

export type RenderedPdf = {
  /** The text lines as MuPDF reads them, page by page. */
  lines: string[];
  /** Every visible glyph (not spaces), with its box in points from the page's top-left corner. */
  glyphs: Glyph[];
  renderings: Rendering[];
};

type Raster = { width: number; height: number; pixels: Uint8Array };

function readPgm(path: string): Raster {
  const bytes = readFileSync(path);
  // "P5", width, height and maximum value, separated by whitespace or "#" comments (Ghostscript writes one), then
  // one whitespace byte and the pixels.
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    const character = String.fromCharCode(bytes[at]!);
    if (character === '#') while (bytes[at] !== 0x0a) at++;
    else if (/\s/.test(character)) at++;
    else {
      let field = '';
      while (!/\s/.test(String.fromCharCode(bytes[at]!))) field += String.fromCharCode(bytes[at++]!);
      fields.push(field);
    }
  }
  if (fields[0] !== 'P5' || fields[3] !== '255') throw new Error(`Not an 8-bit binary PGM: ${path}`);
  return { width: Number(fields[1]), height: Number(fields[2]), pixels: bytes.subarray(at + 1) };
}

const decodeXml = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#\d+);/g, (_, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[name]!;
  });

/** The glyphs and lines of MuPDF's structured text (`mutool draw -F stext`). */
function parseStructuredText(xml: string): { lines: string[]; glyphs: Glyph[] } {
  const lines: string[] = [];
  const glyphs: Glyph[] = [];
  for (const [, pageId, pageXml] of xml.matchAll(/<page id="page(\d+)"[^>]*>([\s\S]*?)<\/page>/g)) {
    for (const [, lineXml] of pageXml!.matchAll(/<line [^>]*>([\s\S]*?)<\/line>/g)) {
      const chars = [...lineXml!.matchAll(/<char quad="([^"]+)"[^>]*\sc="([^"]*)"/g)].map(([, quad, c]) => {
        const [x0, y0, x1, , , y2] = quad!.split(' ').map(Number) as [number, number, number, number, number, number];
        return { char: decodeXml(c!), box: { left: Math.min(x0, x1), right: Math.max(x0, x1), top: y0, bottom: y2 } };
      });
      const line = chars.map((glyph) => glyph.char).join('');
      lines.push(line);
      for (const glyph of chars) {
        if (/\s/u.test(glyph.char) || glyph.box.right - glyph.box.left < 0.5) continue;
        glyphs.push({ page: Number(pageId), line, ...glyph });
      }
    }
  }
  return { lines, glyphs };
}

/**
 * Whether a glyph's box holds ink: pixels clearly darker or lighter than the box's own background (its commonest
 * grey), so text on the brand's navy band or a tinted row counts as well as text on white. The box is narrowed by a
 * fifth on each side so that a neighbour's overhang cannot lend a blank glyph its ink.
 */
function hasInk(raster: Raster, box: Glyph['box']): boolean {
  const scale = DPI / 72;
  const inset = (box.right - box.left) / 5;
  const left = Math.max(0, Math.floor((box.left + inset) * scale));
  const right = Math.min(raster.width, Math.ceil((box.right - inset) * scale));
  const top = Math.max(0, Math.floor(box.top * scale));
  const bottom = Math.min(raster.height, Math.ceil(box.bottom * scale));
  const counts = new Uint32Array(256);
  for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) counts[raster.pixels[y * raster.width + x]!]!++;
  const background = counts.indexOf(Math.max(...counts));
  for (let value = 0; value < 256; value++) if (counts[value]! > 0 && Math.abs(value - background) > INK_CONTRAST) return true;
  return false;
}

const significant = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !HARMLESS_WARNINGS.some((pattern) => pattern.test(line)));

/** Renders every page with each renderer in greyscale and checks each glyph for ink. */
export async function renderPdf(pdf: Uint8Array): Promise<RenderedPdf> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-render-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const text = await run('mutool', ['draw', '-F', 'stext', '-o', '-', file], { maxBuffer: 64 * 1024 * 1024 });
    const { lines, glyphs } = parseStructuredText(text.stdout);
    const renderers = {
      mupdf: ['mutool', ['draw', '-q', '-r', String(DPI), '-c', 'gray', '-o', join(dir, 'mupdf-%d.pgm'), file]],
      poppler: ['pdftoppm', ['-r', String(DPI), '-gray', file, join(dir, 'poppler')]],
      ghostscript: ['gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pgmraw', `-r${DPI}`, '-o', join(dir, 'ghostscript-%d.pgm'), file]],
    } as const;
    const renderings: Rendering[] = [];
    for (const [renderer, [command, args]] of Object.entries(renderers) as [Rendering['renderer'], (typeof renderers)[keyof typeof renderers]][]) {
      const output = await run(command, [...args]);
      // MuPDF's text extraction reads the fonts too: its warnings count with its rendering's.
      const warnings = significant(`${renderer === 'mupdf' ? text.stderr : ''}\n${output.stdout}\n${output.stderr}`);
      // Page files are numbered from 1, zero-padded by poppler to the width of the page count.
      const pages = new Map(
        readdirSync(dir)
          .filter((name) => name.startsWith(`${renderer}-`) && name.endsWith('.pgm'))
          .map((name) => [Number(/-(\d+)\.pgm$/.exec(name)![1]), readPgm(join(dir, name))]),
      );
      const blankGlyphs = glyphs.filter((glyph) => {
        const page = pages.get(glyph.page);
        return !page || !hasInk(page, glyph.box);
      });
      renderings.push({ renderer, warnings, blankGlyphs });
    }
    return { lines, glyphs, renderings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A rendering's trouble in words, for a failing test's message: warnings, then each line with glyphs left blank. */
export function renderingTrouble(rendering: Rendering): string[] {
  const byLine = new Map<string, string[]>();
  for (const glyph of rendering.blankGlyphs) byLine.set(glyph.line, [...(byLine.get(glyph.line) ?? []), glyph.char]);
  return [
    ...rendering.warnings.map((warning) => `${rendering.renderer}: ${warning}`),
    ...[...byLine].map(([line, chars]) => `${rendering.renderer}: no ink for ${JSON.stringify(chars.join(''))} in "${line}"`),
  ];
}
