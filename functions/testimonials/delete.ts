/** DELETE /api/admin/testimonials/{id} (staff): removes a testimonial from the site and the list. 204; 404 when unknown. */
import { CONTENT_MESSAGES } from '#shared/admin/content-rules.ts';
import { testimonialIdPathSchema, type TestimonialIdPath } from '../content/content-admin.zod.ts';
import { deleteTestimonial } from '../data/testimonials.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { noContent } from '../lib/responses.ts';

async function remove({ path, staff }: ApiRequest<undefined, TestimonialIdPath, undefined>) {
  if (!(await deleteTestimonial(path.id, staff!.username))) throw notFound(CONTENT_MESSAGES.testimonialNotFound);
  return noContent();
}

export const handler = apiHandler({ path: testimonialIdPathSchema }, remove);
