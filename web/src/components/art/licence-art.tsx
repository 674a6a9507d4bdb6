import { BRAND_COLORS } from '#shared/brand-colors.ts';

const { navy, gold } = BRAND_COLORS;

/**
 * The "Licensed and Trusted" section's built-in picture, drawn for this site: a trade licence certificate with its
 * seal, stamp and ribbon, in navy and gold. Decorative: the section's own text says what it means.
 */
export function LicenceArt() {
  return (
    <svg viewBox="0 0 480 320" width="100%" height="100%" role="presentation" aria-hidden="true" focusable="false">
      <rect width="480" height="320" rx="24" fill={navy[50]} />
      <g transform="rotate(-4 210 160)">
        <rect x="70" y="50" width="250" height="200" rx="10" fill={navy[200]} opacity="0.6" />
      </g>
      <rect x="100" y="40" width="260" height="220" rx="10" fill="white" stroke={navy[200]} strokeWidth="2" />
      <rect x="114" y="54" width="232" height="192" rx="6" fill="none" stroke={gold[400]} strokeWidth="2" strokeDasharray="2 4" />
      <rect x="150" y="74" width="160" height="12" rx="6" fill={navy[800]} />
      <rect x="176" y="94" width="108" height="7" rx="3.5" fill={gold[500]} />
      {[124, 140, 156, 172].map((y, i) => (
        <rect key={y} x="136" y={y} width={i === 3 ? 120 : 188} height="6" rx="3" fill={navy[100]} />
      ))}
      <rect x="136" y="206" width="80" height="3" rx="1.5" fill={navy[300]} />
      <rect x="136" y="214" width="56" height="5" rx="2.5" fill={navy[100]} />
      {/* The seal with its ribbon. */}
      <path d="M296 222 l-12 44 l16 -8 l10 14 l8 -46 Z" fill={gold[600]} />
      <path d="M318 222 l12 44 l-16 -8 l-10 14 l-8 -46 Z" fill={gold[500]} />
      <circle cx="307" cy="212" r="30" fill={gold[400]} />
      <circle cx="307" cy="212" r="22" fill="none" stroke="white" strokeWidth="2" strokeDasharray="3 3" />
      <path d="M296 212 l8 8 l14 -16" fill="none" stroke={navy[900]} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      {/* A stamp and a shield beside the certificate. */}
      <g opacity="0.9">
        <circle cx="400" cy="90" r="34" fill="none" stroke={navy[500]} strokeWidth="3" />
        <circle cx="400" cy="90" r="26" fill="none" stroke={navy[500]} strokeWidth="1.5" />
        <rect x="382" y="86" width="36" height="8" rx="4" fill={navy[500]} />
      </g>
      <path d="M400 170 l32 12 v26 c0 24 -16 38 -32 46 c-16 -8 -32 -22 -32 -46 v-26 Z" fill={navy[800]} />
      <path d="M386 210 l10 10 l18 -20" fill="none" stroke={gold[300]} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
