import * as z from 'zod';
import { AUTO_FIX_IDS, PERFORMANCE_MESSAGES, type AutoFixId } from '#shared/admin/performance-rules.ts';

/** POST /api/performance/implement and /undo: a recommendation that has an automatic fix. */
export const recommendationBodySchema = z.object({
  recommendationId: z.enum(AUTO_FIX_IDS as [AutoFixId, ...AutoFixId[]], { error: PERFORMANCE_MESSAGES.recommendationId }),
});
export type RecommendationBody = z.infer<typeof recommendationBodySchema>;
