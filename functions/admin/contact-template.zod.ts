/** PUT /api/admin/contact-template's body, with shared/admin/contact-messages.ts's words. */
import * as z from 'zod';
import { CONTACT_MESSAGES, CONTACT_TEMPLATE_LIMITS } from '#shared/admin/contact-messages.ts';

export const contactTemplateBodySchema = z.object({
  whatsappGreeting: z
    .string({ error: CONTACT_MESSAGES.whatsappGreeting })
    .trim()
    .min(1, CONTACT_MESSAGES.whatsappGreeting)
    .max(CONTACT_TEMPLATE_LIMITS.whatsappGreetingMax, CONTACT_MESSAGES.whatsappGreeting),
});
export type ContactTemplateBody = z.infer<typeof contactTemplateBodySchema>;
