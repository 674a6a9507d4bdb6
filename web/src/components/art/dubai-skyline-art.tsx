import { BRAND_COLORS } from '#shared/brand-colors.ts';

const { navy, gold } = BRAND_COLORS;

/** Towers of the skyline, left to right: x, width, height (from the waterline at y=300). */
const TOWERS = [
  [24, 34, 120],
  [64, 26, 160],
  [96, 40, 110],
  [300, 30, 150],
  [336, 44, 190],
  [386, 28, 130],
  [420, 38, 170],
  [464, 30, 105],
  [500, 40, 140],
] as const;

/**
 * The home hero's built-in picture, drawn for this site: Dubai at dusk (the Burj Khalifa's stepped spire, the Burj Al
 * Arab's sail, towers over the water) in the brand's navy and gold. Inline, so it costs no request and is never the
 * page's largest image; decorative, so screen readers skip it.
 */
export function DubaiSkylineArt() {
  return (
    <svg viewBox="0 0 560 420" width="100%" height="100%" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="skyline-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={navy[700]} />
          <stop offset="0.7" stopColor={navy[500]} />
          <stop offset="1" stopColor={gold[300]} stopOpacity="0.55" />
        </linearGradient>
        <linearGradient id="skyline-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={navy[800]} />
          <stop offset="1" stopColor={navy[950]} />
        </linearGradient>
        <linearGradient id="skyline-tower" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={navy[900]} />
          <stop offset="1" stopColor={navy[800]} />
        </linearGradient>
      </defs>
      <rect width="560" height="420" rx="28" fill="url(#skyline-sky)" />
      <circle cx="410" cy="240" r="70" fill={gold[300]} opacity="0.35" />
      <circle cx="410" cy="240" r="44" fill={gold[200]} opacity="0.55" />
      {TOWERS.map(([x, width, height]) => (
        <g key={x}>
          <rect x={x} y={300 - height} width={width} height={height} fill="url(#skyline-tower)" />
          {Array.from({ length: Math.floor(height / 22) }, (_, row) => (
            <rect key={row} x={x + 6} y={300 - height + 10 + row * 22} width={width - 12} height="3" fill={gold[300]} opacity="0.35" />
          ))}
        </g>
      ))}
      {/* Burj Khalifa: stepped setbacks up to the spire. */}
      <path
        d="M200 300 V210 h6 V150 h6 V100 h5 V60 h4 V22 h2 V8 h2 V22 h2 V60 h4 V100 h5 V150 h6 V210 h6 V300 Z"
        fill={navy[950]}
      />
      <path d="M224 300 V40 h2 V300 Z" fill={gold[300]} opacity="0.6" />
      {/* Burj Al Arab: the sail on its island. */}
      <path d="M150 300 V170 C188 186 206 236 206 300 Z" fill={navy[900]} />
      <path d="M154 296 V182 C182 198 196 236 198 296 Z" fill="none" stroke={gold[300]} strokeWidth="2" opacity="0.7" />
      <path d="M146 162 L150 300" stroke={gold[200]} strokeWidth="3" />
      <rect x="0" y="300" width="560" height="120" rx="0" fill="url(#skyline-water)" />
      <path d="M0 392 H560 V394 Q560 420 532 420 H28 Q0 420 0 394 Z" fill={navy[950]} />
      {[318, 334, 352, 372].map((y, i) => (
        <path key={y} d={`M${60 + i * 30} ${y} H${500 - i * 40}`} stroke={gold[300]} strokeWidth="2" strokeLinecap="round" opacity={0.5 - i * 0.1} />
      ))}
    </svg>
  );
}
