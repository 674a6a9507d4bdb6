import { adminJson } from '../../../admin-common/admin-request.ts';

export type ImplementAnswer = { recommendationId: string; implemented: boolean };

/** POST /api/performance/implement: applies a recommendation's automatic fix. */
export function implementRecommendation(recommendationId: string): Promise<ImplementAnswer> {
  return adminJson<ImplementAnswer>('POST', '/api/performance/implement', { recommendationId });
}
