/**
 * GET /api/admin/contact-template (staff): the WhatsApp greeting staff send from a lead, with its placeholders
 * ({staffName}, {firstName}, {interest}); the default greeting until someone saves one.
 */
import type { ContactTemplate } from '#shared/admin/api-contract.ts';
import { getContactTemplate } from '../data/contact-template.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function readTemplate() {
  const template: ContactTemplate = await getContactTemplate();
  return json(200, template);
}

export const handler = apiHandler({}, readTemplate);
