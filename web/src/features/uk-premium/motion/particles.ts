/**
 * The hero particles' places and timings: spread over the hero from the particle's index (no randomness, so the same
 * page always looks the same and tests can count them).
 */
export type ParticleStyle = {
  left: string;
  top: string;
  size: number;
  durationSeconds: number;
  delaySeconds: number;
  driftX: number;
  driftY: number;
};

/** A number in [0, 1) from an index: a cheap, stable spread (golden-ratio sequence). */
function spread(index: number, salt: number): number {
  const value = (index + 1) * 0.618033988749895 + salt * 0.414213562;
  return value - Math.floor(value);
}

/** `count` particles, each with its place, size and drift. */
export function particleStyles(count: number): ParticleStyle[] {
  return Array.from({ length: count }, (_, index) => ({
    left: `${(spread(index, 1) * 100).toFixed(2)}%`,
    top: `${(spread(index, 2) * 100).toFixed(2)}%`,
    size: 2 + Math.round(spread(index, 3) * 4),
    durationSeconds: Number((4 + spread(index, 4) * 6).toFixed(2)),
    delaySeconds: Number((spread(index, 5) * -8).toFixed(2)),
    driftX: Math.round((spread(index, 6) - 0.5) * 40),
    driftY: -Math.round(20 + spread(index, 7) * 60),
  }));
}
