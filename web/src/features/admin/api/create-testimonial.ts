import type { AdminTestimonial, TestimonialInput } from '#shared/admin/content-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { ADMIN_TESTIMONIALS_URL } from './get-admin-testimonials.ts';

/** POST /api/admin/testimonials: adds a testimonial; answers it as stored. */
export function createTestimonial(input: TestimonialInput): Promise<AdminTestimonial> {
  return adminJson<AdminTestimonial>('POST', ADMIN_TESTIMONIALS_URL, input);
}
