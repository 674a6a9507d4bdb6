/** GET /api/admin/testimonials (staff): every testimonial, active or not, for the Testimonials tab. */
import { listAllTestimonials } from '../data/testimonials.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

export const handler = apiHandler({}, async () => json(200, await listAllTestimonials()));
