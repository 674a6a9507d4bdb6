/**
 * The benchmark of the staff's lead work at scale: seeds BENCH_LEADS (100,000) leads into the local stack's table,
 * logs in as staff, and measures each admin read over HTTP through the local server, next to its budget and next to
 * a trivial route measured in the same run (the baseline: what any request costs on this machine). The lead desk's
 * reads (issue 25, "Scale and speed") are among them: the needs-first-contact queue, "My leads" (the bench's own
 * login owns a share of the seeded leads) and "Unassigned", "Due today" and "Overdue", each alone and with the status
 * filter, and the board's four columns; each is one indexed Query, so each must stay within the same budget.
 * The Analytics view (issue 26, "Scale and speed"): a year of analytics counters for every page, landing variant and
 * campaign (BENCH_ANALYTICS_VIEWS page views, 2,000,000 by default, written directly as counter items by
 * seed-analytics.ts), then GET /api/admin/analytics over 7, 30, 90 and 365 days, each against the 300 ms budget
 * beside the overview measured in the same run.
 */
import { LEAD_STATUSES, NEXT_CURSOR_HEADER } from '#shared/admin/api-contract.ts';
import { addDays, dubaiDay } from '#shared/lead/first-contact-promise.ts';
import type { LocalStack } from '../local/stack.ts';
import { staffHeaders } from './staff-login.ts';

/** How many leads the measurements run against. */
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
/** The page views the year of analytics counters holds. */
const ANALYTICS_VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 2_000_000);
const REQUESTS = 100;

/** `rows`: the leads the last answer listed (a JSON list), so a view measured empty shows as such. */
export type AdminMeasure = { name: string; requests: number; rows?: number; p50Ms: number; p95Ms: number; budgetMs?: number; withinBudget?: boolean };
export type AdminBench = { leads: number; seedSeconds: number; analytics: { views: number; items: number; seedSeconds: number }; measures: AdminMeasure[]; export: { pages: number; rows: number; bytes: number; seconds: number; slowestPageMs: number } };

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, response, body };
}

async function measure(name: string, request: () => Promise<Response>, budgetMs?: number, requests = REQUESTS): Promise<AdminMeasure> {
  const timings: number[] = [];
  let body = '';
  for (let i = 0; i < requests; i++) {
    const answer = await timed(request);
    timings.push(answer.ms);
    body = answer.body;
  }
  const p95Ms = percentile(timings, 95);
  return { name, requests, rows: listedRows(body), p50Ms: percentile(timings, 50), p95Ms, budgetMs, withinBudget: budgetMs === undefined ? undefined : p95Ms < budgetMs };
}

function listedRows(body: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? parsed.length : undefined;
  } catch {
    // Not JSON (the CSV export): its rows are counted by the full export below.
    return undefined;
  }
}

export async function adminBench(stack: LocalStack, admin: { username: string; password: string; totpSecret?: string }): Promise<AdminBench> {
  // Loaded only now: the data modules' client reads the endpoint the local stack has just set.
  const { generateLeads, seedLeads } = await import('../local/lead-seeder.ts');
  const headers = await staffHeaders(stack.adminUrl, admin);
  // A data folder seeded before (BENCH_DATA_DIR) only gets the leads it lacks: seeding 100,000 takes minutes.
  const overview = (await (await fetch(`${stack.adminUrl}/api/admin/overview`, { headers })).json()) as { totals: { total: number } };
  const missing = Math.max(0, LEADS - overview.totals.total);
  console.log(`Seeding ${missing} leads (${overview.totals.total} already stored)…`);
  // Owned by the bench's login and two other members of staff, or unassigned, as the desk's filters find them.
  const staff = [admin.username, 'layla.haddad', 'tom.price'];
  const seeded = await seedLeads(generateLeads(missing, { seed: Date.now(), staff }), { onProgress: (n) => console.log(`  ${n}`) });
  // A year of analytics counters ending today (Dubai), overwritten with the same counts in a reused data folder.
  const { seedAnalyticsCounters } = await import('./seed-analytics.ts');
  const today = dubaiDay(new Date());
  console.log(`Seeding a year of analytics counters (${ANALYTICS_VIEWS} page views)…`);
  const analyticsSeed = await seedAnalyticsCounters({ lastDay: today, views: ANALYTICS_VIEWS });
  const analyticsRange = (days: number) => `/api/admin/analytics?from=${addDays(today, 1 - days)}&to=${today}`;
  const get = (path: string) => () => fetch(`${stack.adminUrl}${path}`, { headers });

  // A page deep in the list: walk 40 pages of 25 (the 1,000th lead) and keep that cursor.
  let cursor = '';
  for (let page = 0; page < 40; page++) {
    const { response } = await timed(get(`/api/leads?limit=25${cursor ? `&cursor=${cursor}` : ''}`));
    cursor = response.headers.get(NEXT_CURSOR_HEADER) ?? '';
  }

  const measures = [
    await measure('baseline: GET /api/geo', () => fetch(`${stack.url}/api/geo`)),
    await measure('overview', get('/api/admin/overview'), 300),
    // The Analytics view (issue 26): every chart's data in one request per range, 26 Queries whatever the range.
    await measure('analytics: 7 days', get(analyticsRange(7)), 300),
    await measure('analytics: 30 days', get(analyticsRange(30)), 300),
    await measure('analytics: 90 days', get(analyticsRange(90)), 300),
    await measure('analytics: 365 days', get(analyticsRange(365)), 300),
    await measure('list: first page', get('/api/leads?limit=25'), 300),
    await measure('list: page 41 via cursor', get(`/api/leads?limit=25&cursor=${cursor}`), 300),
    await measure('list: status qualified', get('/api/leads?status=qualified&limit=25'), 300),
    await measure('search: name prefix "amira k"', get('/api/leads?q=amira%20k'), 300),
    await measure('search: e-mail prefix "oliver.smith"', get('/api/leads?q=oliver.smith'), 300),
    await measure('search: phone prefix "+971 52"', get('/api/leads?q=%2B971%2052'), 300),
    await measure('search + status: "priya" closed', get('/api/leads?q=priya&status=closed'), 300),
    // The lead desk (issue 25): each view alone and with the status filter, one indexed Query each.
    await measure('queue: needs first contact', get('/api/leads?view=needs-first-contact&limit=25'), 300),
    await measure('queue: needs first contact, status new', get('/api/leads?view=needs-first-contact&status=new&limit=25'), 300),
    await measure('owner: my leads', get('/api/leads?owner=mine&limit=25'), 300),
    await measure('owner: my leads, status contacted', get('/api/leads?owner=mine&status=contacted&limit=25'), 300),
    await measure('owner: unassigned', get('/api/leads?owner=unassigned&limit=25'), 300),
    await measure('owner: unassigned, status new', get('/api/leads?owner=unassigned&status=new&limit=25'), 300),
    await measure('follow-ups: due today', get('/api/leads?view=due-today&limit=25'), 300),
    await measure('follow-ups: due today, status contacted', get('/api/leads?view=due-today&status=contacted&limit=25'), 300),
    await measure('follow-ups: overdue', get('/api/leads?view=overdue&limit=25'), 300),
    await measure('follow-ups: overdue, status qualified', get('/api/leads?view=overdue&status=qualified&limit=25'), 300),
    // The board loads each column a page at a time as it scrolls: the first page of each.
    ...(await (async () => {
      const columns: AdminMeasure[] = [];
      for (const status of LEAD_STATUSES) columns.push(await measure(`board column: ${status}`, get(`/api/leads?status=${status}&limit=20`), 300));
      return columns;
    })()),
  ];

  // The full export, as the admin app downloads it: every page in turn.
  const exportStarted = performance.now();
  let exportCursor = '';
  let pages = 0;
  let rows = 0;
  let bytes = 0;
  let slowest = 0;
  do {
    const { ms, response, body } = await timed(get(`/api/leads/export${exportCursor ? `?cursor=${exportCursor}` : ''}`));
    pages++;
    rows += body.split('\r\n').length - 1;
    bytes += Buffer.byteLength(body);
    slowest = Math.max(slowest, ms);
    exportCursor = response.headers.get(NEXT_CURSOR_HEADER) ?? '';
  } while (exportCursor);
  measures.push(await measure('export: one page of 5,000 rows', get('/api/leads/export'), 3000, 10));
  return {
    leads: LEADS,
    seedSeconds: Math.round(seeded.ms / 100) / 10,
    analytics: { views: ANALYTICS_VIEWS, items: analyticsSeed.items, seedSeconds: Math.round(analyticsSeed.ms / 100) / 10 },
    measures,
    export: { pages, rows: rows - 1, bytes, seconds: Math.round((performance.now() - exportStarted) / 100) / 10, slowestPageMs: Math.round(slowest) },
  };
}

export function printAdminBench(bench: AdminBench) {
  console.log(`Admin at ${bench.leads} leads (seeded in ${bench.seedSeconds} s), a year of analytics counters holding ${bench.analytics.views} page views (${bench.analytics.items} items, seeded in ${bench.analytics.seedSeconds} s):`);
  console.table(bench.measures.map((m) => ({ ...m, rows: m.rows ?? '', budgetMs: m.budgetMs ?? '', withinBudget: m.withinBudget ?? '' })));
  console.log(
    `Full CSV export: ${bench.export.rows} rows in ${bench.export.pages} pages, ${(bench.export.bytes / 1024 / 1024).toFixed(1)} MB, ` +
      `${bench.export.seconds} s in all, slowest page ${bench.export.slowestPageMs} ms (budget: each page under 6 MB and a few seconds)`,
  );
}
