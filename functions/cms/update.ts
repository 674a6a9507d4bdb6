/**
 * PUT /api/cms/page-content/{elementId} (staff): edits an element's page content, or deactivates it (the page shows
 * the built-in value again). Answers the item; 404 when the element has none.
 */
import { CONTENT_MESSAGES } from '#shared/admin/content-rules.ts';
import { elementIdPathSchema, pageContentSchema, type ElementIdPath, type PageContentBody } from '../content/content-admin.zod.ts';
import { updatePageContent } from '../data/page-contents.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { INVALID_INPUT_MESSAGE } from '../lib/middleware/validate.ts';

async function update({ path, body, staff }: ApiRequest<PageContentBody, ElementIdPath, undefined>) {
  if (body.elementId !== path.elementId) throw badRequest(INVALID_INPUT_MESSAGE, { elementId: CONTENT_MESSAGES.elementChanged });
  const { elementId: _same, ...change } = body;
  const item = await updatePageContent(path.elementId, change, staff!.username);
  if (!item) throw notFound(CONTENT_MESSAGES.pageContentNotFound);
  return json(200, item);
}

export const handler = apiHandler({ path: elementIdPathSchema, body: pageContentSchema }, update);
