/**
 * POST /api/performance/undo (staff) with { recommendationId }: undoes an applied automatic fix (the setting goes back),
 * audited with before and after in one transaction. Answers { recommendationId, implemented: false, settings }.
 */
import { AUTO_FIXES } from '#shared/admin/performance-rules.ts';
import { changeSiteSettings } from '../data/site-settings.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { recommendationBodySchema, type RecommendationBody } from './performance.zod.ts';

async function undo(request: ApiRequest<RecommendationBody, undefined, undefined>) {
  const { recommendationId } = request.body;
  const settings = await changeSiteSettings(AUTO_FIXES[recommendationId].undo, {
    actor: request.staff!.username,
    action: 'performance.undo',
    recommendationId,
  });
  return json(200, { recommendationId, implemented: false, settings });
}

export const handler = apiHandler({ body: recommendationBodySchema }, undo);
