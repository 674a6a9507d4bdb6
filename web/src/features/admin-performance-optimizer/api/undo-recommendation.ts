import { adminJson } from '../../../admin-common/admin-request.ts';
import type { ImplementAnswer } from './implement-recommendation.ts';

/** POST /api/performance/undo: puts back the setting an automatic fix changed. */
export function undoRecommendation(recommendationId: string): Promise<ImplementAnswer> {
  return adminJson<ImplementAnswer>('POST', '/api/performance/undo', { recommendationId });
}
