/**
 * The Analytics view's rows (issue 26), each chart's and its table's from the same function, so the chart, the table
 * and the CSV download always show the same figures: totals per page, clicks per page and button, the consent share,
 * the leads per day with every day of the range, the funnel's stages.
 */
import type { AnalyticsFullReport, Funnel, LeadsDay } from '#shared/admin/analytics-contract.ts';
import { LEAD_STATUSES, type LeadStatus } from '#shared/admin/api-contract.ts';
import { ANALYTICS_BUTTONS } from '#shared/analytics/analytics-rules.ts';
import { daysOf } from './analytics-range.ts';

/** A rate in percent with one decimal (12.5), or null without views. */
export const ratePercent = (conversions: number, views: number): number | null =>
  views > 0 ? Math.round((conversions / views) * 1000) / 10 : null;

export type PageRateRow = { page: string; views: number; conversions: number; ratePercent: number | null };

/** Consented views and the conversions those visits reported, per page over the range, most views first. */
export function pageRates(report: Pick<AnalyticsFullReport, 'pages'>): PageRateRow[] {
  return report.pages
    .map(({ page, views, conversions: byKind }) => {
      const conversions = Object.values(byKind).reduce((sum, count) => sum + (count ?? 0), 0);
      return { page, views, conversions, ratePercent: ratePercent(conversions, views) };
    })
    .filter((row) => row.views > 0 || row.conversions > 0)
    .sort((a, b) => b.views - a.views || a.page.localeCompare(b.page));
}

export type ClickRow = { page: string; button: string; buttonLabel: string; clicks: number };

/** A button's name as staff read it (ANALYTICS_BUTTONS), the id itself for "(other)". */
export const buttonLabel = (id: string): string => (ANALYTICS_BUTTONS as Record<string, string>)[id] ?? id;

/** WhatsApp and phone clicks per page and button over the range, most clicks first. */
export function clickRows(report: Pick<AnalyticsFullReport, 'pages'>): ClickRow[] {
  const rows: ClickRow[] = [];
  for (const { page, clicks: byButton } of report.pages) {
    for (const [button, clicks] of Object.entries(byButton)) if (clicks > 0) rows.push({ page, button, buttonLabel: buttonLabel(button), clicks });
  }
  return rows.sort((a, b) => b.clicks - a.clicks || a.page.localeCompare(b.page) || a.button.localeCompare(b.button));
}

/** Clicks per page, one column per button (the stacked chart's rows); `buttons` the buttons that have any click. */
export function clicksByPage(rows: readonly ClickRow[]): { buttons: string[]; data: Record<string, string | number>[] } {
  const buttons = [...new Set(rows.map((row) => row.button))].sort();
  const pages = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const entry = pages.get(row.page) ?? { page: row.page, ...Object.fromEntries(buttons.map((button) => [button, 0])) };
    entry[row.button] = row.clicks;
    pages.set(row.page, entry);
  }
  return { buttons, data: [...pages.values()] };
}

export type ConsentShare = { granted: number; refused: number; sharePercent: number | null };

/** The cookie banner's decisions over the range, and the share that allowed analytics (null without a decision). */
export function consentShare(report: Pick<AnalyticsFullReport, 'consent'>): ConsentShare {
  const { granted, refused } = report.consent;
  return { granted, refused, sharePercent: ratePercent(granted, granted + refused) };
}

export type LeadsDayRow = LeadsDay & { total: number };

/** Leads per day by status for every day of the range (a day without leads as zeros, so the axis has no gaps). */
export function leadsPerDay(report: Pick<AnalyticsFullReport, 'from' | 'to' | 'leadsByDay'>): LeadsDayRow[] {
  const byDay = new Map(report.leadsByDay.map((entry) => [entry.day, entry]));
  return daysOf(report.from, report.to).map((day) => {
    const entry = byDay.get(day);
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, entry?.[status] ?? 0])) as Record<LeadStatus, number>;
    return { day, ...counts, total: LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0) };
  });
}

export const FUNNEL_STAGES = ['views', 'conversions', 'leads', 'contacted', 'qualified', 'closed'] as const satisfies readonly (keyof Funnel)[];
export type FunnelRow = { stage: (typeof FUNNEL_STAGES)[number]; count: number };

/** The funnel's stages in order. */
export const funnelRows = (funnel: Funnel): FunnelRow[] => FUNNEL_STAGES.map((stage) => ({ stage, count: funnel[stage] }));
