import type { PageContent, PageContentInput } from '#shared/admin/content-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { PAGE_CONTENT_URL } from './get-page-content.ts';

/** PUT /api/cms/page-content/{elementId}: edits (or deactivates) an element's content; answers the item. */
export function updatePageContent(input: PageContentInput): Promise<PageContent> {
  return adminJson<PageContent>('PUT', `${PAGE_CONTENT_URL}/${encodeURIComponent(input.elementId)}`, input);
}
