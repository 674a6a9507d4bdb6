import useSWR from 'swr';
import type { AdminTestimonial } from '#shared/admin/content-rules.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const ADMIN_TESTIMONIALS_URL = '/api/admin/testimonials';

/** GET /api/admin/testimonials: every testimonial, active or not. */
export function useAdminTestimonials() {
  return useSWR<AdminTestimonial[]>(ADMIN_TESTIMONIALS_URL, (url: string) => adminJson<AdminTestimonial[]>('GET', url), FRESH_ON_MOUNT);
}
