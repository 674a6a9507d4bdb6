/**
 * GET /api/page-content/active (public, read-only): the active page content of the elements the pages mark, which
 * the pages apply over their built-in values. Only what a page needs (no ids, times or staff fields), only elements
 * the site knows, and only safe values, whatever the table holds. Never cached (no-store), so a change shows at once.
 */
import type { ActivePageContent } from '#shared/admin/content-rules.ts';
import { pageContentProblems } from '#shared/admin/content-rules.ts';
import { listActivePageContent } from '../data/page-contents.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function listActive() {
  const items = await listActivePageContent();
  return json(
    200,
    items
      .filter((item) => Object.keys(pageContentProblems(item)).length === 0)
      .map(({ elementId, elementType, content, metadata }): ActivePageContent => ({ elementId, elementType, content, ...(metadata ? { metadata } : {}) })),
  );
}

export const handler = apiHandler({}, listActive);
