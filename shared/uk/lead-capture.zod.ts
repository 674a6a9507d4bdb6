import { z } from 'zod';
import { UK_FORM_LIMITS } from './form-rules.ts';
import { LEAD_CAPTURE_FORM_TYPES, LEAD_CAPTURE_PAGES } from './lead-capture.ts';
import { personalDetailsSchema } from './pdf-request.zod.ts';

/** POST /api/leads/capture body: the same name and e-mail rules as the web form. */
export const leadCapturePayloadSchema = z.object({
  name: personalDetailsSchema.shape.name,
  email: personalDetailsSchema.shape.email,
  page: z.enum(LEAD_CAPTURE_PAGES),
  formType: z.enum(LEAD_CAPTURE_FORM_TYPES),
  gdprConsent: z.boolean(),
  marketing_opt_in: z.boolean(),
  source: z.string().trim().min(1).max(UK_FORM_LIMITS.sourceMax),
});

export type LeadCapturePayloadInput = z.infer<typeof leadCapturePayloadSchema>;
