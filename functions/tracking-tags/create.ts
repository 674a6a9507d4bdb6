/**
 * POST /api/tracking-tags (staff): adds a marketing tag (its id checked against its type's format); with its audit
 * record in one transaction. An active tag is in GET /api/tracking-tags/active at once, so the site loads it after
 * consent. Answers 201 with the tag.
 */
import { trackingTagBodySchema, type TrackingTagBody } from '#shared/admin/tracking-tag.zod.ts';
import { createTrackingTag } from '../data/tracking-tags.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function createTag(request: ApiRequest<TrackingTagBody, undefined, undefined>) {
  return json(201, await createTrackingTag(request.body, request.staff!.username));
}

export const handler = apiHandler({ body: trackingTagBodySchema }, createTag);
