/**
 * The fonts of the tax report PDF: Noto Sans for Latin (with Latin Extended: Ł, Ş, ...), Noto Sans Arabic and Noto
 * Sans SC (Chinese), each embedded as a subset of the glyphs the report uses. The files come from npm packages; the
 * function build copies them beside the bundle (FONT_ASSET_DIR) rather than inlining them in the JavaScript, so the
 * bundle stays small and the Chinese font (10 MB) is read only for a name that needs it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A font the report may embed: the package file it comes from, and the name it has beside the bundle. */
export type ReportFont = { file: string; packagePath: string };

export const REPORT_FONTS = {
  regular: { file: 'NotoSans-Regular.ttf', packagePath: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf' },
  bold: { file: 'NotoSans-Bold.ttf', packagePath: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
  arabic: { file: 'NotoSansArabic-Regular.ttf', packagePath: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf' },
  chinese: { file: 'NotoSansSC-Regular.ttf', packagePath: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
} as const satisfies Record<string, ReportFont>;

export type ReportFontName = keyof typeof REPORT_FONTS;

/** The folder beside the function's bundle (index.mjs) that the build copies the font files into. */
export const FONT_ASSET_DIR = 'fonts';

const here = dirname(fileURLToPath(import.meta.url));

/** Where a font file is: beside the deployed bundle, or (run from source: tests, the local stack) in node_modules. */
export function fontFilePath(font: ReportFont): string {
  const besideBundle = join(here, FONT_ASSET_DIR, font.file);
  return existsSync(besideBundle) ? besideBundle : resolve(here, '../../node_modules', font.packagePath);
}

// Read once per warm function: fonts do not change while it runs.
const loaded = new Map<ReportFontName, Uint8Array>();

/** The bytes of one report font. */
export function reportFontBytes(name: ReportFontName): Uint8Array {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(fontFilePath(REPORT_FONTS[name]));
    loaded.set(name, bytes);
  }
  return bytes;
}

/** Which font draws a character: Arabic and Chinese (Han, kana) letters their own, everything else Noto Sans. */
export function fontForCharacter(character: string): ReportFontName {
  if (/\p{Script=Arabic}/u.test(character)) return 'arabic';
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(character)) return 'chinese';
  return 'regular';
}

/**
 * A line split into runs of one font each. Spaces, hyphens and apostrophes stay in the run they are in, so a name in
 * one script is one run (and Arabic keeps its joined letter forms across a space).
 */
export function fontRuns(text: string): { font: ReportFontName; text: string }[] {
  const runs: { font: ReportFontName; text: string }[] = [];
  for (const character of text) {
    const neutral = /[\s'’-]/u.test(character);
    const last = runs.at(-1);
    const font = neutral && last ? last.font : fontForCharacter(character);
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}
