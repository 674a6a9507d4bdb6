import useSWR from 'swr';
import type { ContactTemplate } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const CONTACT_TEMPLATE_URL = '/api/admin/contact-template';

/** GET /api/admin/contact-template: the WhatsApp greeting staff send from a lead, with its placeholders. */
export function useContactTemplate() {
  return useSWR<ContactTemplate>(CONTACT_TEMPLATE_URL, (url: string) => adminJson<ContactTemplate>('GET', url), FRESH_ON_MOUNT);
}
