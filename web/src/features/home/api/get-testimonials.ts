import useSWR from 'swr';

/** One testimonial as GET /api/testimonials answers it. */
export type Testimonial = {
  id: string;
  name: string;
  position: string;
  company: string;
  /** Out of 5. */
  rating: number;
  content: string;
  imageUrl?: string;
};

export const TESTIMONIALS_URL = '/api/testimonials';

/**
 * The active testimonials: undefined while loading, [] when there are none or the call failed (the section then
 * shows nothing), and only well-formed entries otherwise.
 */
export function useTestimonials(): Testimonial[] | undefined {
  const { data, error } = useSWR<unknown>(TESTIMONIALS_URL);
  if (error) return [];
  if (data === undefined) return undefined;
  return Array.isArray(data) ? data.filter(isTestimonial) : [];
}

function isTestimonial(value: unknown): value is Testimonial {
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
