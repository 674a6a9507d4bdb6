/**
 * The link-preview images (Open Graph, Twitter card): one 1200x630 PNG per page, drawn at build time from the page's
 * headline in the brand's colours. satori lays the text out to SVG with the Inter font from @fontsource/inter (a
 * package file, nothing is downloaded), and resvg turns the SVG into a PNG. The file name carries a hash of the image,
 * under assets/, so CDN and browsers cache it for a year like every hashed asset.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { BRAND } from '#shared/site-copy.ts';
import { BRAND_COLORS } from '#shared/brand-colors.ts';

/** The size LinkedIn, WhatsApp, Facebook and X show large previews at. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the images go inside the built site: under assets/, which is served with the immutable cache. */
export const SHARE_IMAGE_DIR = 'assets/share';

const require = createRequire(import.meta.url);

let fonts: Promise<Font[]> | undefined;

/** Inter regular and bold, read once per build. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

type Style = Record<string, string | number>;

const box = (style: Style, children: ReactNode[] | string): ReactNode =>
  ({ type: 'div', key: null, props: { style: { display: 'flex', ...style }, children } }) as unknown as ReactNode;

/** The card: brand and tagline at the top, the page's headline large, the site's host at the bottom. */
function card(headline: string, host: string): ReactNode {
  return box(
    {
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundColor: BRAND_COLORS.navy[900],
      backgroundImage: `linear-gradient(135deg, ${BRAND_COLORS.navy[900]} 0%, ${BRAND_COLORS.navy[700]} 100%)`,
      borderTop: `16px solid ${BRAND_COLORS.gold[400]}`,
      fontFamily: 'Inter',
      color: 'white',
    },
    [
      box({ flexDirection: 'column' }, [
        box({ fontSize: 40, fontWeight: 700, color: BRAND_COLORS.gold[300] }, BRAND.name),
        box({ fontSize: 28, fontWeight: 400, color: BRAND_COLORS.navy[100], marginTop: 8 }, BRAND.tagline),
      ]),
      box({ fontSize: headline.length > 40 ? 64 : 76, fontWeight: 700, lineHeight: 1.15, maxWidth: 1040 }, headline),
      box({ alignItems: 'center', fontSize: 28, color: BRAND_COLORS.navy[100] }, [
        box({ width: 64, height: 6, backgroundColor: BRAND_COLORS.gold[400], marginRight: 24 }, []),
        box({}, host),
      ]),
    ],
  );
}

export type ShareImage = {
  /** The file's path in the built site, e.g. 'assets/share/home-3f2a1b9c0d.png'. */
  file: string;
  png: Buffer;
};

/** The PNG for a page whose headline is `headline`, named `<name>-<hash>.png`. */
export async function renderShareImage(name: string, headline: string, siteUrl: string): Promise<ShareImage> {
  const svg = await satori(card(headline, new URL(siteUrl).host), { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } }).render().asPng();
  const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
  return { file: `${SHARE_IMAGE_DIR}/${name}-${hash}.png`, png };
}
