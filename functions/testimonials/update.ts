/**
 * PUT /api/admin/testimonials/{id} (staff): edits a testimonial, or deactivates it (isActive false) so the home page
 * stops showing it. Answers the testimonial as stored; 404 for an unknown id.
 */
import { CONTENT_MESSAGES } from '#shared/admin/content-rules.ts';
import { testimonialIdPathSchema, testimonialSchema, type TestimonialBody, type TestimonialIdPath } from '../content/content-admin.zod.ts';
import { updateTestimonial } from '../data/testimonials.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

async function update({ path, body, staff }: ApiRequest<TestimonialBody, TestimonialIdPath, undefined>) {
  const testimonial = await updateTestimonial(path.id, body, staff!.username);
  if (!testimonial) throw notFound(CONTENT_MESSAGES.testimonialNotFound);
  return json(200, testimonial);
}

export const handler = apiHandler({ path: testimonialIdPathSchema, body: testimonialSchema }, update);
