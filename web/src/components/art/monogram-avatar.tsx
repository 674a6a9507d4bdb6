import { BRAND_COLORS } from '#shared/brand-colors.ts';

const { navy, gold } = BRAND_COLORS;

/** The initials of a name: the first letters of its first and last words ('Sarah van Dijk' → 'SD'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

/** Background and letter colours, picked by the name so a page of avatars is not one block of colour. */
const SCHEMES = [
  { bg: navy[800], ring: gold[400], fg: gold[200] },
  { bg: gold[100], ring: gold[500], fg: navy[800] },
  { bg: navy[600], ring: navy[200], fg: 'white' },
] as const;

function schemeOf(name: string) {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return SCHEMES[sum % SCHEMES.length];
}

/**
 * A person's monogram in a ringed circle, drawn for this site: what a testimonial or a team member shows until staff
 * give a photograph. Decorative (the name is printed beside it).
 */
export function MonogramAvatar({ name, size = 48 }: { name: string; size?: number }) {
  const scheme = schemeOf(name);
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} role="presentation" aria-hidden="true" focusable="false" data-monogram={initialsOf(name)}>
      <circle cx="24" cy="24" r="23" fill={scheme.bg} stroke={scheme.ring} strokeWidth="2" />
      <text x="24" y="24" dy="0.36em" textAnchor="middle" fontFamily="Fraunces, Georgia, serif" fontWeight="600" fontSize="18" fill={scheme.fg}>
        {initialsOf(name)}
      </text>
    </svg>
  );
}
