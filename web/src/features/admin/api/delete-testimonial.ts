import { adminJson } from '../../../admin-common/admin-request.ts';
import { ADMIN_TESTIMONIALS_URL } from './get-admin-testimonials.ts';

/** DELETE /api/admin/testimonials/{id}: removes a testimonial. */
export function deleteTestimonial(id: string): Promise<void> {
  return adminJson<void>('DELETE', `${ADMIN_TESTIMONIALS_URL}/${encodeURIComponent(id)}`);
}
