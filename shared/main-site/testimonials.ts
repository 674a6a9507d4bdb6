/** One testimonial as GET /api/testimonials answers it: the entity without its staff-only fields. */
export type PublicTestimonial = {
  id: string;
  name: string;
  position: string;
  company: string;
  /** Out of 5. */
  rating: number;
  content: string;
  imageUrl?: string;
};
