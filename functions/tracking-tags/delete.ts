/**
 * DELETE /api/tracking-tags/{id} (staff): removes a marketing tag, audited with what it was; the site stops loading it
 * at once. Answers 204; 404 for an unknown id.
 */
import { TRACKING_TAG_MESSAGES } from '#shared/admin/tracking-tag-rules.ts';
import { trackingTagPathSchema, type TrackingTagPath } from '#shared/admin/tracking-tag.zod.ts';
import { deleteTrackingTag } from '../data/tracking-tags.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';

async function deleteTag(request: ApiRequest<undefined, TrackingTagPath, undefined>) {
  const result = await deleteTrackingTag(request.path.id, request.staff!.username);
  if (result.outcome === 'not-found') throw notFound(TRACKING_TAG_MESSAGES.notFound);
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}

export const handler = apiHandler({ path: trackingTagPathSchema }, deleteTag);
