import { BRAND_COLORS } from '#shared/brand-colors.ts';

const { navy, gold } = BRAND_COLORS;

/** Three advisers: centre x, head radius, body colour, head colour. */
const PEOPLE = [
  { x: 150, scale: 0.9, body: navy[600], head: gold[200] },
  { x: 330, scale: 0.9, body: gold[600], head: gold[100] },
  { x: 240, scale: 1.05, body: navy[800], head: gold[200] },
] as const;

/**
 * The "About / Our team" section's built-in picture, drawn for this site: three advisers in front of an office window
 * on the skyline, in navy and gold. Decorative: the section's text says who we are.
 */
export function TeamArt() {
  return (
    <svg viewBox="0 0 480 320" width="100%" height="100%" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="team-frame">
          <rect width="480" height="320" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#team-frame)">
      <rect width="480" height="320" fill={navy[100]} />
      <rect x="40" y="36" width="400" height="190" rx="12" fill={navy[700]} />
      <rect x="40" y="160" width="400" height="66" fill={navy[800]} />
      {[60, 92, 300, 340, 378].map((x, i) => (
        <rect key={x} x={x} y={96 + (i % 3) * 14} width="26" height={130 - (i % 3) * 14} fill={navy[900]} opacity="0.8" />
      ))}
      <path d="M238 226 V92 h3 V64 h2 V44 h2 V64 h2 V92 h3 V226 Z" fill={navy[950]} opacity="0.8" />
      <circle cx="390" cy="78" r="18" fill={gold[300]} opacity="0.7" />
      <path d="M240 36 V226 M40 130 H440" stroke={navy[500]} strokeWidth="4" />
      {PEOPLE.map(({ x, scale, body, head }) => (
        <g key={x} transform={`translate(${x} 320) scale(${scale}) translate(${-x} -320)`}>
          <path d={`M${x - 62} 320 C${x - 62} 250 ${x - 40} 222 ${x} 222 C${x + 40} 222 ${x + 62} 250 ${x + 62} 320 Z`} fill={body} />
          <path d={`M${x - 14} 224 L${x} 250 L${x + 14} 224`} fill="white" opacity="0.9" />
          <circle cx={x} cy="184" r="32" fill={head} />
          <path d={`M${x - 32} 180 C${x - 30} 150 ${x + 30} 146 ${x + 32} 176 C${x + 18} 166 ${x - 10} 164 ${x - 32} 180 Z`} fill={navy[900]} />
        </g>
      ))}
      <rect x="0" y="304" width="480" height="16" fill={gold[400]} />
      </g>
    </svg>
  );
}
