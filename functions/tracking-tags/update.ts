/**
 * PUT /api/tracking-tags/{id} (staff): changes a marketing tag (name, type, id, custom code, description, active),
 * audited with before and after; the public list follows at once. Answers the tag; 404 for an unknown id.
 */
import { TRACKING_TAG_MESSAGES } from '#shared/admin/tracking-tag-rules.ts';
import { trackingTagBodySchema, trackingTagPathSchema, type TrackingTagBody, type TrackingTagPath } from '#shared/admin/tracking-tag.zod.ts';
import { updateTrackingTag } from '../data/tracking-tags.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

async function updateTag(request: ApiRequest<TrackingTagBody, TrackingTagPath, undefined>) {
  const result = await updateTrackingTag(request.path.id, request.body, request.staff!.username);
  if (result.outcome === 'not-found') throw notFound(TRACKING_TAG_MESSAGES.notFound);
  return json(200, result.tag);
}

export const handler = apiHandler({ path: trackingTagPathSchema, body: trackingTagBodySchema }, updateTag);
