/**
 * PUT /api/admin/contact-template (staff): saves the WhatsApp greeting every member of staff sends from a lead; the
 * change and its audit record (who, before, after) are one transaction. Answers 200 with the greeting as saved.
 */
import type { ContactTemplate } from '#shared/admin/api-contract.ts';
import { saveContactTemplate } from '../data/contact-template.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { contactTemplateBodySchema, type ContactTemplateBody } from './contact-template.zod.ts';

async function saveTemplate(request: ApiRequest<ContactTemplateBody, undefined, undefined>) {
  const template: ContactTemplate = await saveContactTemplate(request.body, request.staff!.username);
  return json(200, template);
}

export const handler = apiHandler({ body: contactTemplateBodySchema }, saveTemplate);
