/**
 * GET /api/tracking-tags/active: the marketing tags the public site may load, only active ones and only the fields
 * the spec lists for the public (no ids, descriptions or dates).
 */
import { listActiveTrackingTags } from '../data/tracking-tags.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function listActiveTags() {
  const tags = await listActiveTrackingTags();
  return json(200, tags.map(({ tagType, tagId, isActive, name, tagContent }) => ({ tagType, tagId, isActive, name, tagContent })));
}

export const handler = apiHandler({}, listActiveTags);
