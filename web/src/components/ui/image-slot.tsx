import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isHttpsUrl } from '#shared/cms/editable-elements.ts';
import { PHOTO_ATTRIBUTES } from '../../features/cms/editable-value.ts';

type ImageSlotProps = {
  /** The slot's current value from useEditable: an https address once staff set a photograph, else the built-in. */
  image: { text: string; marker: { 'data-cms-id': string } };
  /** The designed art shown until staff set a photograph. */
  art: ReactNode;
  /** What the photograph shows (the art is decorative and has none). */
  alt: string;
  /** The slot's intrinsic size: it reserves the space (no layout shift) and is the photograph's width/height. */
  width: number;
  height: number;
} & Omit<BoxProps, 'children'>;

/**
 * A picture staff can replace from the CMS Editor (an image element of shared/cms/editable-elements.ts): the
 * site's designed art (inline SVG: no request, never the page's largest image) until an https address of a
 * photograph is set, then that photograph at the same fixed aspect ratio, so the swap never moves the page.
 */
export function ImageSlot({ image, art, alt, width, height, ...boxProps }: ImageSlotProps) {
  const photo = isHttpsUrl(image.text) ? image.text : undefined;
  // While it shows the art, the slot says what a photograph set later shows and its size: a static page shows that
  // photograph without React (web/src/islands/live-content.ts).
  const photoAttributes = photo
    ? {}
    : { [PHOTO_ATTRIBUTES.alt]: alt, [PHOTO_ATTRIBUTES.width]: width, [PHOTO_ATTRIBUTES.height]: height };
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
        <Box asChild width="100%" height="100%" objectFit="cover" display="block">
          <img
            src={photo}
            alt={alt}
            width={width}
            height={height}
            // Lazy even in the hero: a slot hidden on phones is then never fetched there, and a photograph loading
            // late cannot move the page (its box is reserved) or delay the text's first paint.
            loading="lazy"
            decoding="async"
          />
        </Box>
      ) : (
        art
      )}
    </Box>
  );
}
