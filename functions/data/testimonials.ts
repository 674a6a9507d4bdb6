import type { PublicTestimonial } from '#shared/main-site/testimonials.ts';
import { entityItem, queryPartition, withoutKeys } from './items.ts';

const KIND = 'TESTIMONIAL';

/** The Testimonial entity (spec uk-and-admin.md section 3): what the public sees, and whether it is shown. */
export type Testimonial = PublicTestimonial & {
  isActive: boolean;
  createdAt: string;
};

/** The stored item for a testimonial, listed oldest first so staff control the order by creation. */
export function testimonialItem(testimonial: Testimonial) {
  return entityItem(KIND, testimonial.id, testimonial, {
    order: `${testimonial.createdAt}#${testimonial.id}`,
    state: testimonial.isActive ? 'active' : 'inactive',
  });
}

/** The active testimonials (access pattern: the public site shows testimonials), via the by-state index. */
export async function listActiveTestimonials(): Promise<Testimonial[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<Testimonial>(item));
}
