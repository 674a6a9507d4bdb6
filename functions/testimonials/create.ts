/** POST /api/admin/testimonials (staff): adds a testimonial; an active one shows on the home page at once. Answers 201. */
import { testimonialSchema, type TestimonialBody } from '../content/content-admin.zod.ts';
import { createTestimonial } from '../data/testimonials.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function create({ body, staff }: ApiRequest<TestimonialBody, undefined, undefined>) {
  return json(201, await createTestimonial(body, staff!.username));
}

export const handler = apiHandler({ body: testimonialSchema }, create);
