import { adminJson } from '../../../admin-common/admin-request.ts';
import { PAGE_CONTENT_URL } from './get-page-content.ts';

/** DELETE /api/cms/page-content/{elementId}: removes an element's content; the page shows its built-in value again. */
export function deletePageContent(elementId: string): Promise<void> {
  return adminJson<void>('DELETE', `${PAGE_CONTENT_URL}/${encodeURIComponent(elementId)}`);
}
