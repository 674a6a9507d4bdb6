import type { AdminTestimonial, TestimonialInput } from '#shared/admin/content-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { ADMIN_TESTIMONIALS_URL } from './get-admin-testimonials.ts';

/** PUT /api/admin/testimonials/{id}: edits (or deactivates) a testimonial; answers it as stored. */
export function updateTestimonial(id: string, input: TestimonialInput): Promise<AdminTestimonial> {
  return adminJson<AdminTestimonial>('PUT', `${ADMIN_TESTIMONIALS_URL}/${encodeURIComponent(id)}`, input);
}
