/**
 * POST /api/cms/page-content (staff): sets the text, target or image of an element the public pages mark; while
 * active, the pages show it instead of the built-in value. Answers 201 with the item; 409 when the element has one.
 */
import { CONTENT_MESSAGES } from '#shared/admin/content-rules.ts';
import { pageContentSchema, type PageContentBody } from '../content/content-admin.zod.ts';
import { createPageContent } from '../data/page-contents.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

async function create({ body, staff }: ApiRequest<PageContentBody, undefined, undefined>) {
  const item = await createPageContent(body, staff!.username);
  if (!item) throw conflict(CONTENT_MESSAGES.pageContentExists);
  return json(201, item);
}

export const handler = apiHandler({ body: pageContentSchema }, create);
