/**
 * PUT /api/content/{key} (staff): changes a website text's title and content; the public GET /api/content/{key}
 * answers the new value from the next request on. The change and its audit record are one transaction.
 */
import { CONTENT_MESSAGES } from '#shared/admin/content-rules.ts';
import { updateContentItem } from '../data/content-items.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { contentKeyPathSchema, contentUpdateSchema, type ContentKeyPath, type ContentUpdateBody } from './content-admin.zod.ts';

async function updateContent({ path, body, staff }: ApiRequest<ContentUpdateBody, ContentKeyPath, undefined>) {
  const item = await updateContentItem(path.key, body, staff!.username);
  if (!item) throw notFound(CONTENT_MESSAGES.contentNotFound);
  return json(200, item);
}

export const handler = apiHandler({ path: contentKeyPathSchema, body: contentUpdateSchema }, updateContent);
