/**
 * GET /api/performance/trend (staff; issue 26): the Performance Optimizer's 75th percentiles as a 30-day trend, one
 * figure per UTC day (the Web Vitals digests' day) and metric over the whole site (every page, phones and desktops),
 * with the same 'Not enough data' rule as the tab (no p75 below VITALS_RULES.minVisits visits), and the targets the
 * chart draws (FCP 1.8 s, LCP 2.5 s, CLS 0.1, INP where the spec says FID, and the 300 KB script budget).
 */
import type { VitalFigure, VitalMetric } from './performance-rules.ts';

export const PERFORMANCE_TREND_URL = '/api/performance/trend';

/** The trend's length: the digests are kept 30 days (VITALS_RULES.retentionDays). */
export const VITALS_TREND_DAYS = 30;

/** The spec's bundle budget (uk-and-admin.md "Performance targets": bundle 300 KB), per public page. */
export const SCRIPT_BUDGET_KB = 300;

export type VitalsTrendDay = { day: string; metrics: Record<VitalMetric, VitalFigure> };

export type VitalsTrend = {
  from: string;
  to: string;
  minVisits: number;
  /** Every day of the window, oldest first; a day without visits has `visits: 0` for each metric. */
  days: VitalsTrendDay[];
  targets: Record<VitalMetric, number>;
  scriptBudgetKb: number;
};
