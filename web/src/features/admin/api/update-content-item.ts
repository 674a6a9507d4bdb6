import type { AdminContentItem, ContentUpdateInput } from '#shared/admin/content-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { CONTENT_URL } from './get-content-items.ts';

/** PUT /api/content/{key}: a website text's new title and content; answers the item as stored. */
export function updateContentItem(key: string, input: ContentUpdateInput): Promise<AdminContentItem> {
  return adminJson<AdminContentItem>('PUT', `${CONTENT_URL}/${encodeURIComponent(key)}`, input);
}
