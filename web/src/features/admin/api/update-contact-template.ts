import type { ContactTemplate } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { CONTACT_TEMPLATE_URL } from './get-contact-template.ts';

/** PUT /api/admin/contact-template: saves the WhatsApp greeting for every member of staff; answers it as stored. */
export function updateContactTemplate(template: ContactTemplate): Promise<ContactTemplate> {
  return adminJson<ContactTemplate>('PUT', CONTACT_TEMPLATE_URL, template);
}
