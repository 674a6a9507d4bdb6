/** DELETE /api/cms/page-content/{elementId} (staff): removes an element's page content; the page shows its built-in value again. 204. */
import { CONTENT_MESSAGES } from '#shared/admin/content-rules.ts';
import { elementIdPathSchema, type ElementIdPath } from '../content/content-admin.zod.ts';
import { deletePageContent } from '../data/page-contents.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { noContent } from '../lib/responses.ts';

async function remove({ path, staff }: ApiRequest<undefined, ElementIdPath, undefined>) {
  if (!(await deletePageContent(path.elementId, staff!.username))) throw notFound(CONTENT_MESSAGES.pageContentNotFound);
  return noContent();
}

export const handler = apiHandler({ path: elementIdPathSchema }, remove);
