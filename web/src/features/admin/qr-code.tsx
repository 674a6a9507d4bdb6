import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

/** The SVG path of a QR code's dark modules: one 1 x 1 square each, at its column and row. */
export function qrModulesPath(value: string): { size: number; path: string } {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return { size, path };
}

/**
 * A QR code of `value`, drawn in the page as SVG (encoded here by uqr: no image service, no network), black on white
 * whatever the colour mode, so any phone camera reads it. `label` is its accessible name.
 */
export function QrCode({ value, label, pixels = 208 }: { value: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrModulesPath(value), [value]);
  const extent = size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      data-qr-modules={size}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
