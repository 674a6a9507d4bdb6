/**
 * What an image slot shows for a photograph staff set (React-free: ImageSlot and a static page's live-content patcher
 * both render from it): an uploaded photograph's AVIF and WebP variants with their widths, or an https address as is.
 */
import { isHttpsUrl } from '#shared/cms/editable-elements.ts';
import { MEDIA_FORMATS, parseMediaAddress, servedWidths, variantKey } from '#shared/cms/media-rules.ts';

export type PhotoSources = {
  /** The <img>'s own address: an uploaded photograph's widest WebP, or the https address. */
  src: string;
  /** The <source> elements of the <picture>, best format first (none for an https address). */
  sources: { type: string; srcSet: string }[];
};

/** The picture of a slot's value, or undefined when the value is no photograph (the built-in art). */
export function photoSources(value: string): PhotoSources | undefined {
  const media = parseMediaAddress(value);
  if (media) {
    const sources = MEDIA_FORMATS.map(({ format, contentType }) => ({
      type: contentType,
      srcSet: servedWidths(media)
        .map((width) => `/${variantKey(media.id, width, format)} ${width}w`)
        .join(', '),
    }));
    return { src: `/${variantKey(media.id, media.width, 'webp')}`, sources };
  }
  return isHttpsUrl(value) ? { src: value, sources: [] } : undefined;
}

/** How wide a slot of this intrinsic width is drawn, for the browser to pick a variant (the `sizes` attribute). */
export const defaultPhotoSizes = (width: number) => `(min-width: 48em) ${width}px, 100vw`;
