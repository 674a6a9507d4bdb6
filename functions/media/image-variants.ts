/**
 * Turns one uploaded photograph into the variants the site serves: AVIF and WebP at each of variantWidths (never
 * upscaled), with libvips compiled to WebAssembly (wasm-vips). The same .wasm runs on this x64 machine and on the
 * ARM64 Lambda, so nothing native is downloaded or built at install or run time. libvips is instantiated at the first
 * upload and kept by the warm function: it takes about a second, which at module load would put every cold start of
 * the route over its 150 ms budget.
 */
import type VipsModule from 'wasm-vips';
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  variantWidths,
  type MediaFormat,
} from '#shared/cms/media-rules.ts';

type Vips = Awaited<ReturnType<typeof VipsModule>>;

/** One encoded variant. */
export type ImageVariant = { width: number; height: number; format: MediaFormat; contentType: string; bytes: Uint8Array };

/** A photograph the site cannot use: the caller answers 400 with this message. */
export class UnusableImageError extends Error {}

let vips: Promise<Vips> | undefined;

function loadVips(): Promise<Vips> {
  vips ??= import('wasm-vips').then(({ default: Vips }) =>
    // Only the HEIF module (AVIF): JPEG, PNG and WebP are in the main module; JPEG XL and SVG are never needed.
    Vips({ dynamicLibraries: ['vips-heif.wasm'] }),
  );
  vips.catch(() => {
    vips = undefined;
  });
  return vips;
}

/**
 * Quality settings: AVIF at 50 looks like WebP at 75 at about half the bytes. AVIF's effort 2 (of 9) keeps an upload
 * within seconds in WebAssembly (higher efforts cost several times the time for a few per cent of bytes).
 */
const ENCODE_OPTIONS: Record<MediaFormat, Record<string, number | boolean>> = {
  avif: { Q: 50, effort: 2, keep: 0 },
  webp: { Q: 75, effort: 4, keep: 0 },
};

/**
 * The variants of a photograph, each width in both formats (EXIF orientation applied, metadata such as GPS position
 * dropped). Throws UnusableImageError for bytes libvips cannot decode or an image over MEDIA_MAX_PIXELS.
 */
export async function makeImageVariants(bytes: Uint8Array): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  const lib = await loadVips();
  let header;
  try {
    header = lib.Image.newFromBuffer(bytes);
  } catch {
    throw new UnusableImageError(MEDIA_MESSAGES.unreadable);
  }
  // The header is read without decoding the pixels, so an oversized image is refused before it takes the memory.
  const original = { width: header.width, height: header.height };
  const rotated = header.getTypeof('orientation') !== 0 && header.getInt('orientation') >= 5;
  header.delete();
  if (rotated) [original.width, original.height] = [original.height, original.width];
  if (original.width * original.height > MEDIA_MAX_PIXELS) throw new UnusableImageError(MEDIA_MESSAGES.tooManyPixels);

  const variants: ImageVariant[] = [];
  for (const width of variantWidths(original.width)) {
    let resized;
    try {
      // In memory once: the encoders each read the whole image, which a streamed thumbnail allows only once.
      resized = lib.Image.thumbnailBuffer(bytes, width, { height: 100_000, size: 'down' }).copyMemory();
    } catch {
      throw new UnusableImageError(MEDIA_MESSAGES.unreadable);
    }
    try {
      for (const { format, contentType } of MEDIA_FORMATS) {
        const encoded = resized.writeToBuffer(`.${format}`, ENCODE_OPTIONS[format]);
        variants.push({ width: resized.width, height: resized.height, format, contentType, bytes: encoded });
      }
    } finally {
      resized.delete();
    }
  }
  const largest = variants.reduce((top, variant) => (variant.width > top.width ? variant : top));
  return { width: largest.width, height: largest.height, variants };
}
