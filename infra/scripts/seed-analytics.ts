/**
 * A year of first-party analytics counters (issue 26, "Scale and speed"), written directly as the per-day counter items
 * a year of beacons leaves behind (data/analytics-counters.ts `pageDayItem`, `utmDayItem`, and the months they add up
 * to, `monthItemsOf`), not sent as millions of
 * requests: every counted page (landing variants among them) on every day, with views by device, clicks on the calls
 * to action and conversions, and the site's consent decisions and UTM lists (`utmValuesPerDay` campaigns a day, the
 * most a day may list). The views of the whole year add up to exactly `views` (2,000,000 by default). Deterministic
 * for a given seed and last day, so a data folder seeded before is overwritten with the same counts.
 * The table's client and TABLE_NAME must be configured before this module is imported (it loads the data modules).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ANALYTICS_BUTTON_IDS, ANALYTICS_CONVERSIONS, ANALYTICS_PAGES, ANALYTICS_RULES, LANDING_VARIANTS, OTHER } from '#shared/analytics/analytics-rules.ts';
import { addDays } from '#shared/lead/first-contact-promise.ts';
import { documentClient } from '#functions/lib/clients/dynamodb.ts';
import { consentDayItem, monthItemsOf, pageDayItem, utmDayItem } from '#functions/data/analytics-counters.ts';
import { tableName } from '#functions/data/table.ts';
import { seededRandom } from '../local/lead-seeder.ts';

export type AnalyticsSeedOptions = {
  /** The last Dubai day seeded (YYYY-MM-DD); the year ends on it. */
  lastDay: string;
  /** Days seeded, ending on `lastDay`. */
  days?: number;
  /** The year's page views in all. */
  views?: number;
  seed?: number;
};

/** How much of the traffic each page gets: the landing variants most (paid campaigns land there), "(other)" least. */
const weightOf = (page: string) => (LANDING_VARIANTS.includes(page) ? 6 : page === '/' ? 5 : page === OTHER ? 0.5 : 1);

/** Every counter item of the year: the pages' days, then the site's consent and UTM days. */
export function analyticsYearItems(options: AnalyticsSeedOptions): Record<string, unknown>[] {
  const next = seededRandom(options.seed ?? 26);
  const dayCount = options.days ?? 365;
  const total = options.views ?? 2_000_000;
  const days = Array.from({ length: dayCount }, (_, i) => addDays(options.lastDay, i - dayCount + 1));
  const weights = ANALYTICS_PAGES.map(weightOf);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  // Views per page and day: the page's share of the year split evenly over its days, the remainder on the first days,
  // so the year adds up to exactly `total`.
  const cells = ANALYTICS_PAGES.flatMap((page, p) => days.map((day) => ({ page, day, share: weights[p]! / weightSum / dayCount })));
  const views = cells.map((cell) => Math.floor(cell.share * total));
  let rest = total - views.reduce((sum, count) => sum + count, 0);
  for (let i = 0; rest > 0; i = (i + 1) % views.length, rest--) views[i]! += 1;
  const items: Record<string, unknown>[] = cells.map((cell, i) => {
    const count = views[i]!;
    const phone = Math.round(count * (0.55 + next() * 0.2));
    // Landing variants convert at 2-8% (around the 5% target), other pages at 0-2%.
    const rate = LANDING_VARIANTS.includes(cell.page) ? 0.02 + next() * 0.06 : next() * 0.02;
    const conversions = Math.round(count * rate);
    const split = (amount: number, names: readonly string[]) => {
      const shares = names.map(() => next());
      const sum = shares.reduce((a, b) => a + b, 0) || 1;
      return Object.fromEntries(names.map((name, n) => [name, Math.floor((amount * shares[n]!) / sum)]).filter(([, value]) => (value as number) > 0));
    };
    return pageDayItem(cell.page, cell.day, {
      views: { phone, desktop: count - phone },
      clicks: split(Math.round(count * 0.04), ANALYTICS_BUTTON_IDS.slice(0, 6)),
      conversions: split(conversions, ANALYTICS_CONVERSIONS),
    });
  });
  // The site's days: consent decisions, and views per UTM value (a full list of campaigns and the rest as "(other)").
  const dayViews = new Map<string, number>();
  cells.forEach((cell, i) => dayViews.set(cell.day, (dayViews.get(cell.day) ?? 0) + views[i]!));
  const sources = ['google', 'facebook', 'linkedin', 'newsletter', 'instagram', 'bing', 'youtube', 'tiktok'];
  for (const day of days) {
    const tagged = Math.round(dayViews.get(day)! * 0.6);
    const granted = Math.round(dayViews.get(day)! * 1.1);
    items.push(consentDayItem(day, { granted, refused: Math.round(granted * 0.35) }));
    const campaigns = Array.from({ length: ANALYTICS_RULES.utmValuesPerDay }, (_, n) => `campaign-${String(n + 1).padStart(2, '0')}`);
    const share = (names: string[], amount: number) => Object.fromEntries(names.map((name) => [name, Math.floor(amount / (names.length + 1))]).concat([[OTHER, amount - Math.floor(amount / (names.length + 1)) * names.length]]));
    items.push(utmDayItem(day, 'source', share(sources, tagged)));
    items.push(utmDayItem(day, 'medium', share(['cpc', 'email', 'social'], tagged)));
    items.push(utmDayItem(day, 'campaign', share(campaigns, tagged)));
  }
  // Each beacon also ADDs to its month's item: the months the year's days add up to.
  return [...items, ...monthItemsOf(items)];
}

const BATCH = 25;

/** Writes the year's counter items (BatchWrite, `parallel` batches at a time); returns how many and how long it took. */
export async function seedAnalyticsCounters(options: AnalyticsSeedOptions & { parallel?: number }): Promise<{ items: number; ms: number }> {
  const started = performance.now();
  const items = analyticsYearItems(options);
  const table = tableName();
  let nextBatch = 0;
  const worker = async () => {
    while (nextBatch * BATCH < items.length) {
      let requests = items.slice(nextBatch * BATCH, ++nextBatch * BATCH).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length; attempt++) {
        const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
        if (requests.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 16 }, worker));
  return { items: items.length, ms: Math.round(performance.now() - started) };
}
