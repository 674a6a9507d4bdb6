/**
 * Photographs staff upload for an image slot: what is accepted, the variants the site serves, and where
 * they live. Read by the upload function (functions/media/upload.ts), the CMS rules and the page's ImageSlot, so the
 * widths the handler writes are the widths the page asks for.
 */

/** The largest photograph accepted, in bytes: it arrives base64 in a JSON body, which must fit Lambda's 6 MB payload. */
export const MEDIA_MAX_BYTES = 4 * 1024 * 1024;

/** The largest photograph accepted, in pixels: a small file must not decode into more memory than the function has. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** The widths each photograph is served at (CSS pixels for 1x to 3x screens); never above the photograph's own. */
export const MEDIA_WIDTHS = [480, 960, 1440] as const;

/** The encodings of every variant, best first: the order of a <picture>'s sources. */
export const MEDIA_FORMATS = [
  { format: 'avif', contentType: 'image/avif' },
  { format: 'webp', contentType: 'image/webp' },
] as const;

export type MediaFormat = (typeof MEDIA_FORMATS)[number]['format'];

/** What the uploaded bytes may be, recognised by their content (never by a name or a declared type). */
export const ACCEPTED_IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The folder of the media bucket (and of the local stack's data folder) the variants are stored and served under. */
export const MEDIA_PREFIX = 'media/';

/** What staff read when an upload is refused (ours, not the spec's: the spec has no upload). */
export const MEDIA_MESSAGES = {
  required: 'Choose a photograph to upload.',
  tooLarge: 'The photograph is larger than 4 MB. Please choose a smaller file.',
  notAnImage: 'Only JPEG, PNG, WebP or AVIF photographs can be uploaded.',
  unreadable: 'The photograph could not be read. Please choose another file.',
  tooManyPixels: 'The photograph has too many pixels (at most 50 megapixels).',
  uploadFailed: 'The photograph could not be uploaded. Please try again.',
} as const;

/** The CMS Editor's upload field (ours, not the spec's). */
export const MEDIA_COPY = {
  upload: 'Upload a photograph',
  uploadHint: 'JPEG, PNG, WebP or AVIF, at most 4 MB. The site serves it as AVIF and WebP at 480, 960 and 1440 px.',
  uploading: 'Uploading and preparing the photograph…',
  uploaded: 'Photograph uploaded. Save to publish it.',
} as const;

/** The address the CMS Editor uploads a photograph to (the route table's POST /api/cms/media). */
export const MEDIA_UPLOAD_URL = '/api/cms/media';

/** What the upload answers: the address the slot then holds, its size and the variants written. */
export type MediaUpload = {
  address: string;
  width: number;
  height: number;
  variants: { path: string; width: number; height: number; contentType: string; bytes: number }[];
};

/**
 * The widths a photograph `originalWidth` pixels wide is served at: each of MEDIA_WIDTHS it reaches (never upscaled),
 * or its own width alone when it is narrower than the smallest.
 */
export function variantWidths(originalWidth: number): number[] {
  const widths = MEDIA_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length ? widths : [originalWidth];
}

/** The object key of one variant: `media/<id>/<width>.<format>`. */
export function variantKey(id: string, width: number, format: MediaFormat): string {
  return `${MEDIA_PREFIX}${id}/${width}.${format}`;
}

/** An uploaded photograph as a slot names it: its id and the size of its largest variant (the slot's box). */
export type MediaImage = { id: string; width: number; height: number };

const MEDIA_ADDRESS = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{0,4})x([1-9]\d{0,4})$/;

/** The value an image slot holds for an uploaded photograph: `/media/<id>/<width>x<height>` (a site path). */
export function mediaAddress(image: MediaImage): string {
  return `/${MEDIA_PREFIX}${image.id}/${image.width}x${image.height}`;
}

/** The uploaded photograph a slot's value names, or undefined for any other value (an https address, the art). */
export function parseMediaAddress(value: string): MediaImage | undefined {
  const match = MEDIA_ADDRESS.exec(value);
  if (!match) return undefined;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/** The widths an uploaded photograph's largest variant implies were written (the largest is the last). */
export function servedWidths(image: MediaImage): number[] {
  const widths = MEDIA_WIDTHS.filter((width) => width < image.width);
  return [...widths, image.width];
}

/**
 * The type of an image, read from its first bytes (JPEG, PNG, WebP, AVIF), or undefined: a file named .jpg that is
 * something else is refused.
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    // The ISO-BMFF file type box: the major brand, then the compatible brands, up to the box's size.
    const boxSize = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0);
    for (let offset = 8; offset + 4 <= boxSize; offset += offset === 8 ? 8 : 4) {
      if (['avif', 'avis'].includes(ascii(offset, offset + 4))) return 'avif';
    }
  }
  return undefined;
}
