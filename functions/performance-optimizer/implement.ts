/**
 * POST /api/performance/implement (staff) with { recommendationId }: applies a recommendation's automatic fix by
 * changing the site setting the public pages read at runtime, audited with before and after in one transaction.
 * Answers { recommendationId, implemented: true, settings }.
 */
import { AUTO_FIXES } from '#shared/admin/performance-rules.ts';
import { changeSiteSettings } from '../data/site-settings.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { recommendationBodySchema, type RecommendationBody } from './performance.zod.ts';

async function implement(request: ApiRequest<RecommendationBody, undefined, undefined>) {
  const { recommendationId } = request.body;
  const settings = await changeSiteSettings(AUTO_FIXES[recommendationId].apply, {
    actor: request.staff!.username,
    action: 'performance.implement',
    recommendationId,
  });
  return json(200, { recommendationId, implemented: true, settings });
}

export const handler = apiHandler({ body: recommendationBodySchema }, implement);
