/**
 * The brand typeface pair (self-hosted @fontsource files, latin subset): Fraunces 600 for headings, Inter 400 and 600
 * for text, and the local fallback faces a static page paints in until a visit has fetched them (the brand faces
 * behave as font-display: optional, so a page never swaps faces under the visitor: shared/after-first-paint.ts).
 *
 * The fallback faces are metric-matched by Capsize: each is a local system face (Georgia, Times New Roman or Arial,
 * with Liberation, their metric twins on Linux) scaled so its average character width matches the brand face's
 * (size-adjust), with the brand face's ascent, descent and line gap (the overrides), so a first page, set in them, looks
 * like the next ones, set in the brand faces: the same line heights, and lines of about the same length. The brand faces' metrics are read from the very files the
 * pages load; the system faces' from @capsizecss/metrics.
 *
 * Digits (with + and £, the prices') run wider than the letters against the system faces, whose digits are
 * tabular: the average width of letters would leave a price wider or narrower than the brand font sets it, so they get
 * their own fallback faces (declared last, so tried first within their unicode-range), sized on the digits' widths.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import georgia from '@capsizecss/metrics/georgia';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromBuffer } from '@capsizecss/unpack';
import fontkit from 'fontkit';
import type { BrandFace } from '../../shared/after-first-paint.ts';

const fontsource = resolve(import.meta.dirname, '../../node_modules/@fontsource');

/** The characters the @fontsource latin files cover. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

type BrandFontFile = { family: 'Fraunces' | 'Inter'; weight: 400 | 600; file: string };

const BRAND_FONT_FILES: readonly BrandFontFile[] = [
  { family: 'Fraunces', weight: 600, file: `${fontsource}/fraunces/files/fraunces-latin-600-normal.woff2` },
  { family: 'Inter', weight: 400, file: `${fontsource}/inter/files/inter-latin-400-normal.woff2` },
  { family: 'Inter', weight: 600, file: `${fontsource}/inter/files/inter-latin-600-normal.woff2` },
];

type SystemFaceMetrics = typeof arial;

/** The characters of a price: the digits, the plus sign and the pound sign. */
const DIGITS = [...'0123456789+£'];
const DIGITS_RANGE = 'U+0030-0039, U+002B, U+00A3';

/**
 * The system faces' mean advance width over DIGITS, in their units (2048 per em): measured with fontkit on Liberation
 * Sans (regular and bold alike: tabular digits 1139, + 1196) and Liberation Serif Bold (digits 1024, + 1167), the
 * metric twins of Arial and Times New Roman. Georgia's old-style digits have no fallback face of their own.
 */
const SYSTEM_DIGIT_WIDTHS = { arial: 1143.8, timesNewRomanBold: 1035.9 } as const;

/**
 * @capsizecss/metrics describes the regular cut of each system font only. A bold cut has its regular cut's vertical
 * metrics (ascent, descent, line gap, units per em) but is wider: its average width (Capsize's English-weighted
 * xWidthAvg) is given here, measured with @capsizecss/unpack on Liberation Sans Bold and Liberation Serif Bold, whose
 * advance widths are Arial Bold's and Times New Roman Bold's by design; Georgia Bold, which has no metric twin to
 * measure, at the width its previous hand-tuned fallback was sized to.
 */
const boldCut = (regular: SystemFaceMetrics, fullName: string, postscriptName: string, xWidthAvg: number): SystemFaceMetrics => ({
  ...regular,
  fullName,
  postscriptName,
  xWidthAvg,
  subsets: { ...regular.subsets, latin: { xWidthAvg } },
});

/** One fallback face: the family the theme names (web/src/theme.ts), the system face it stretches, and its weight. */
type FallbackFace = {
  family: string;
  brand: BrandFontFile;
  system: SystemFaceMetrics;
  localNames: readonly string[];
  /** The system face's mean width over DIGITS, when the digits get a face of their own. */
  systemDigitWidth?: number;
};

const brandFile = (family: BrandFontFile['family'], weight: BrandFontFile['weight']) =>
  BRAND_FONT_FILES.find((file) => file.family === family && file.weight === weight)!;

const FALLBACK_FACES: readonly FallbackFace[] = [
  {
    family: 'Fraunces fallback',
    brand: brandFile('Fraunces', 600),
    system: boldCut(georgia, 'Georgia Bold', 'Georgia-Bold', 982),
    localNames: ['Georgia Bold', 'Georgia-Bold'],
  },
  {
    family: 'Fraunces fallback serif',
    brand: brandFile('Fraunces', 600),
    system: boldCut(timesNewRoman, 'Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 886),
    localNames: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
    systemDigitWidth: SYSTEM_DIGIT_WIDTHS.timesNewRomanBold,
  },
  {
    family: 'Inter fallback',
    brand: brandFile('Inter', 400),
    system: arial,
    localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    systemDigitWidth: SYSTEM_DIGIT_WIDTHS.arial,
  },
  {
    family: 'Inter fallback',
    brand: brandFile('Inter', 600),
    system: boldCut(arial, 'Arial Bold', 'Arial-BoldMT', 983),
    localNames: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    systemDigitWidth: SYSTEM_DIGIT_WIDTHS.arial,
  },
];

type FontStackMetrics = Pick<FontMetrics, 'familyName' | 'ascent' | 'descent' | 'lineGap' | 'unitsPerEm' | 'xWidthAvg'> &
  Partial<Pick<FontMetrics, 'fullName' | 'postscriptName' | 'subsets'>>;

const toCssProperty = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Metrics whose average width is `xWidthAvg`, for Capsize to size a face on (digits rather than letters). */
function withAverageWidth({ subsets: _letterWidths, ...metrics }: FontStackMetrics, xWidthAvg: number): FontStackMetrics {
  return { ...metrics, xWidthAvg };
}

/** The brand face's mean advance width over DIGITS, in its units. */
function digitWidth(fontFile: Buffer): number {
  const font = fontkit.create(fontFile);
  return DIGITS.reduce((sum, character) => sum + font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth, 0) / DIGITS.length;
}

/** One @font-face rule for `face`, sized by Capsize from the two faces' metrics. */
function fallbackFontFace(
  { family, brand, localNames }: FallbackFace,
  brandMetrics: FontStackMetrics,
  systemMetrics: FontStackMetrics,
  unicodeRange?: string,
): string {
  const {
    fontFaces: [face],
  } = createFontStack([brandMetrics, systemMetrics], { fontFaceFormat: 'styleObject' });
  // Capsize names the face after the brand family and the system face's first local name: the theme's names and
  // every local name (Liberation too) are used instead.
  const { fontFamily: _capsizeFamily, src: _capsizeSource, ...overrides } = face!['@font-face'];
  const declarations = [
    `font-family:'${family}'`,
    `src:${localNames.map((name) => `local('${name}')`).join(',')}`,
    `font-weight:${brand.weight}`,
    ...Object.entries(overrides).map(([property, value]) => `${toCssProperty(property)}:${String(value)}`),
    ...(unicodeRange ? [`unicode-range:${unicodeRange}`] : []),
  ];
  return `@font-face{${declarations.join(';')}}`;
}

/**
 * The fallback @font-face rules, with Capsize's size-adjust and ascent, descent and line-gap overrides: one per
 * fallback face, then the digits' faces.
 */
export async function fallbackFontFaces(): Promise<string> {
  const faces = await Promise.all(
    FALLBACK_FACES.map(async (face) => {
      const brandFile = await readFile(face.brand.file);
      const brandMetrics = await fromBuffer(brandFile);
      const letters = fallbackFontFace(face, brandMetrics, face.system);
      const digits =
        face.systemDigitWidth === undefined
          ? ''
          : fallbackFontFace(
              face,
              withAverageWidth(brandMetrics, digitWidth(brandFile)),
              withAverageWidth(face.system, face.systemDigitWidth),
              DIGITS_RANGE,
            );
      return { letters, digits };
    }),
  );
  return [...faces.map(({ letters }) => letters), ...faces.map(({ digits }) => digits)].join('');
}

/** A brand font file as the build writes it: under assets/, named by its content (immutable). */
export type BrandFontAsset = { fileName: string; source: Buffer; face: BrandFace };

/** The brand font files, and the FontFace descriptions the islands bootstrap adds after the first paint. */
export async function brandFontAssets(): Promise<BrandFontAsset[]> {
  return Promise.all(
    BRAND_FONT_FILES.map(async ({ family, weight, file }) => {
      const source = await readFile(file);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/${basename(file, '.woff2')}-${hash}.woff2`;
      return {
        fileName,
        source,
        face: {
          family,
          source: `url(/${fileName}) format('woff2')`,
          descriptors: { style: 'normal', weight: String(weight), display: 'optional', unicodeRange: LATIN_RANGE },
        },
      };
    }),
  );
}
