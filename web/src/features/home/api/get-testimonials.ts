import useSWR from 'swr';
import type { PublicTestimonial } from '#shared/main-site/testimonials.ts';

export const TESTIMONIALS_URL = '/api/testimonials';

/**
 * The active testimonials: undefined while loading, [] when there are none or the call failed (the section then
 * shows nothing), and only well-formed entries otherwise.
 */
export function useTestimonials(): PublicTestimonial[] | undefined {
  const { data, error } = useSWR<unknown>(TESTIMONIALS_URL);
  if (error) return [];
  if (data === undefined) return undefined;
  return Array.isArray(data) ? data.filter(isTestimonial) : [];
}

function isTestimonial(value: unknown): value is PublicTestimonial {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.name === 'string' &&
    typeof t.content === 'string' &&
    typeof t.rating === 'number' &&
    Number.isFinite(t.rating)
  );
}
