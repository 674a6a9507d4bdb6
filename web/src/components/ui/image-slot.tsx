import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PHOTO_ATTRIBUTES } from '../../cms/editable-value.ts';
import { defaultPhotoSizes, photoSources } from '../../cms/photo-sources.ts';

type ImageSlotProps = {
  /**
   * The slot's current value from useEditable: the address of a photograph staff uploaded (`/media/<id>/<w>x<h>`) or
   * an https address once staff set one, else the built-in.
   */
  image: { text: string; marker: { 'data-cms-id': string } };
  /** The designed art shown until staff set a photograph. */
  art: ReactNode;
  /** What the photograph shows (the art is decorative and has none). */
  alt: string;
  /** The slot's intrinsic size: it reserves the space (no layout shift) and is the photograph's width/height. */
  width: number;
  height: number;
  /** How wide the slot is drawn, for the browser to pick a variant of an uploaded photograph (the `sizes` attribute). */
  sizes?: string;
} & Omit<BoxProps, 'children'>;

/**
 * A picture staff can replace from the CMS Editor (an image element of shared/cms/editable-elements.ts): the
 * site's designed art (inline SVG: no request, never the page's largest image) until staff upload a photograph (then a
 * <picture> with its AVIF and WebP variants, the browser choosing the width by `sizes`) or set an https address, at
 * the same fixed aspect ratio, so the swap never moves the page.
 */
export function ImageSlot({ image, art, alt, width, height, sizes = defaultPhotoSizes(width), ...boxProps }: ImageSlotProps) {
  const photo = photoSources(image.text);
  // While it shows the art, the slot says what a photograph set later shows and its size: a static page shows that
  // photograph without React (web/src/islands/live-content.ts).
  const photoAttributes = photo
    ? {}
    : { [PHOTO_ATTRIBUTES.alt]: alt, [PHOTO_ATTRIBUTES.width]: width, [PHOTO_ATTRIBUTES.height]: height, [PHOTO_ATTRIBUTES.sizes]: sizes };
  return (
    <Box
      position="relative"
      aspectRatio={`${width} / ${height}`}
      borderRadius="2xl"
      overflow="hidden"
      {...image.marker}
      data-image-slot={photo ? 'photo' : 'art'}
      {...photoAttributes}
      {...boxProps}
    >
      {photo ? (
        <Box asChild width="100%" height="100%" display="block" css={{ '& img': { width: '100%', height: '100%', objectFit: 'cover' } }}>
          <picture>
            {photo.sources.map(({ type, srcSet }) => (
              <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
            ))}
            <img
              src={photo.src}
              alt={alt}
              width={width}
              height={height}
              // Lazy even in the hero: a slot hidden on phones is then never fetched there, and a photograph loading
              // late cannot move the page (its box is reserved) or delay the text's first paint.
              loading="lazy"
              decoding="async"
            />
          </picture>
        </Box>
      ) : (
        art
      )}
    </Box>
  );
}
