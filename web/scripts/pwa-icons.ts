/**
 * Draws the installable app's PNG icons (web/public/icons/) from the favicon's geometry: the gold "D" on the brand
 * navy. Run once after changing the mark: `./node_modules/.bin/node web/scripts/pwa-icons.ts`. The PNGs are
 * committed; the build only copies them. No image library: a 4x4 supersampled rasteriser and zlib.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const NAVY = [0x12, 0x21, 0x3f] as const;
const GOLD = [0xdc, 0xaa, 0x3a] as const;

/** The favicon's "D" (viewBox 0..32): the stem and bowl, minus the counter. */
function inGlyph(x: number, y: number): boolean {
  const outer = y >= 9 && y <= 23 && ((x >= 9 && x <= 15.2) || (x > 15.2 && ((x - 15.2) / 7.8) ** 2 + ((y - 16) / 7) ** 2 <= 1));
  const counter = y >= 12 && y <= 20 && ((x >= 12.4 && x <= 15.1) || (x > 15.1 && ((x - 15.1) / 4.4) ** 2 + ((y - 16) / 4) ** 2 <= 1));
  return outer && !counter;
}

/** Inside a rounded square of side 32 with corner radius r (r = 0: the full square). */
function inBackground(x: number, y: number, r: number): boolean {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * One icon. `maskable`: full-bleed navy and the mark shrunk into the central safe zone (80% circle), so any mask shape
 * the platform applies keeps it whole.
 */
function drawIcon(size: number, maskable: boolean): Buffer {
  const samples = 4;
  const glyphScale = maskable ? 0.72 : 1;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let glyph = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          if (inBackground(x, y, maskable ? 0 : 7)) bg++;
          // The favicon's mark is centred on (16, 16).
          if (inGlyph(16 + (x - 16) / glyphScale, 16 + (y - 16) / glyphScale)) glyph++;
        }
      }
      const total = samples * samples;
      const g = glyph / total;
      const a = Math.max(bg, glyph) / total;
      const o = 1 + px * 4;
      for (let c = 0; c < 3; c++) row[o + c] = Math.round(NAVY[c] * (1 - g) + GOLD[c] * g);
      row[o + 3] = Math.round(a * 255);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG of filtered scanlines (filter byte 0 on each row). */
function png(size: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const iconsDir = resolve(import.meta.dirname, '../public/icons');
const icons: [file: string, size: number, maskable: boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-192.png', 192, true],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
for (const [file, size, maskable] of icons) writeFileSync(join(iconsDir, file), drawIcon(size, maskable));
console.log(`Wrote ${icons.length} icons into ${iconsDir}`);
