import type { PageContent, PageContentInput } from '#shared/admin/content-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { PAGE_CONTENT_URL } from './get-page-content.ts';

/** POST /api/cms/page-content: the content of an element that has none; answers the item. */
export function createPageContent(input: PageContentInput): Promise<PageContent> {
  return adminJson<PageContent>('POST', PAGE_CONTENT_URL, input);
}
