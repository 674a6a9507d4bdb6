/** GET /api/testimonials: the active testimonials, for the home page's testimonials section. */
import type { PublicTestimonial } from '#shared/main-site/testimonials.ts';
import { listActiveTestimonials } from '../data/testimonials.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function listTestimonials() {
  const testimonials = await listActiveTestimonials();
  return json(
    200,
    testimonials.map(({ id, name, position, company, rating, content, imageUrl }): PublicTestimonial => ({ id, name, position, company, rating, content, imageUrl: imageUrl || undefined })),
  );
}

export const handler = apiHandler({}, listTestimonials);
