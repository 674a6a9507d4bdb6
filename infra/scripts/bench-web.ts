/**
 * `npm run bench:web` (also part of `npm run bench`): how fast the public pages are for a visitor on a phone, next to
 * their budgets and next to a minimal static HTML page served by the same server in the same run (the
 * limit this machine allows). Lighthouse (mobile, simulated throttling, Debian Chromium) runs RUNS times on each route
 * and the median of each figure is kept. Per route:
 *  - performance and accessibility scores, LCP, TBT, CLS (Lighthouse);
 *  - JavaScript loaded before the first interaction: every script the page fetched during Lighthouse's load, as gzip
 *    bytes (each script's body gzipped here, so the figure does not depend on whether the server compresses), and as
 *    the bytes that actually crossed the wire (which does);
 *  - the page's HTML, gzipped, and as transferred.
 * And a first visit to the home page in a fresh browser: the bytes that crossed the wire in its first 30 s, the
 * service worker's own fetches included, against what the same visit costs with service workers blocked plus the
 * worker's allowance, WEB_BUDGETS.firstVisitExtraKb (firstVisitBench).
 * And a first tap on five controls (phone menu, calculator radio, package choice, cost-of-living section, form field)
 * at 4x CPU slowdown, tapped as soon as visible, beside the same tap on a fully loaded page: median and worst time to
 * the first frame showing feedback and to the final state, lost and doubled taps, against FIRST_TAP_BUDGET_MS
 * (bench-first-tap.ts; BENCH_WEB_TAP_RUNS runs per control and mode, 5 by default).
 * Results are printed and written to dist/bench-web.json. Needs a build (npm run build:web, or BENCH_WEB_ROOT=<a
 * build's folder>); uses a throwaway data folder and a throwaway copy of the build holding the static comparison page.
 * BENCH_WEB_PARTS=first-visit measures the first visit alone (no Lighthouse), BENCH_WEB_PARTS=first-tap the first tap
 * alone (into dist/bench-web-first-tap.json).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Request as BrowserRequest } from 'playwright-core';
import { freePort } from '../local/free-port.ts';
import { FIRST_TAP_BUDGET_MS, firstTapBench, printFirstTap } from './bench-first-tap.ts';
import { startLocalStack } from '../local/stack.ts';

const root = resolve(import.meta.dirname, '../..');

/** The public routes with a performance budget. */
export const WEB_BENCH_ROUTES = ['/', '/uk', '/uk/tax-savings', '/calculator', '/uk-dubai', '/privacy'] as const;

/** Where the minimal static page is served (a folder of its own in the copied site, so the CloudFront Function maps it). */
const STATIC_ROUTE = '/bench-static';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

/** BENCH_WEB_ROUTES=/uk/tax-savings,/privacy measures only those routes (a quicker check of the pages one changed). */
const ROUTES: readonly string[] = process.env.BENCH_WEB_ROUTES?.split(',').filter(Boolean) ?? WEB_BENCH_ROUTES;

/** The public pages' budgets: what a visitor on a mid-range phone gets at once. */
export const WEB_BUDGETS = {
  performance: 98,
  accessibility: 100,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0.01,
  jsGzipKb: 120,
  privacyJsGzipKb: 30,
  htmlGzipKb: 30,
  /**
   * A first visit's first 30 s, service worker included, may transfer what the page alone transfers in those 30 s
   * (service workers blocked) plus this much: the worker's shared shell and offline page, never the rest of the site.
   */
  firstVisitExtraKb: 150,
} as const;

/** How long a first visit is watched, from the navigation on. */
const FIRST_VISIT_MS = 30_000;

/** A minimal page as fast as this server and this browser allow: text, no script, no stylesheet. */
const STATIC_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A minimal static page, the limit the benchmark compares against.">
<title>Static page</title>
</head>
<body>
<main>
<h1>Company setup in Dubai</h1>
<p>A plain static HTML page served by the same local server in the same run: the fastest a page can be here.</p>
</main>
</body>
</html>
`;

export type WebRouteResult = {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts fetched during the load, each gzipped (bytes). */
  jsGzipBytes: number;
  /** Script bytes that crossed the wire during the load (compressed or not, as the server answered). */
  jsTransferredBytes: number;
  htmlGzipBytes: number;
  htmlTransferredBytes: number;
};

/** The bytes of a first visit (response headers and bodies as they crossed the wire, compressed or not). */
export type FirstVisitResult = {
  path: string;
  /** Everything in the first 30 s, the service worker's own fetches included. */
  totalBytes: number;
  totalRequests: number;
  /** The service worker's own fetches among them (its script included). */
  workerBytes: number;
  workerRequests: number;
  workerActive: boolean;
  /** The page's requests until its load event. */
  untilLoadBytes: number;
  /** What the page alone costs: the same 30 s visit with service workers blocked. */
  pageBytes: number;
  pageRequests: number;
};

type VisitBytes = { totalBytes: number; totalRequests: number; workerBytes: number; workerRequests: number; untilLoadBytes: number; workerActive: boolean };

/**
 * One fresh browser context (a first-time visitor on a phone) opens `path` and stays 30 s: every request the page and
 * its service worker make is counted by the bytes that crossed the wire (Chromium's encoded sizes, as Playwright
 * reports them with service-worker network events on). A page request the worker answered is not counted again: its
 * network cost is the worker's fetch (or nothing, when the worker answered from its cache).
 */
async function visitBytes(browser: Browser, url: string, serviceWorkers: 'allow' | 'block'): Promise<VisitBytes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers });
  try {
    const counted: Promise<{ bytes: number; fromWorker: boolean; beforeLoad: boolean }>[] = [];
    let loaded = false;
    const count = (request: BrowserRequest) => {
      const beforeLoad = !loaded;
      counted.push(
        (async () => {
          const fromWorker = request.serviceWorker() !== null;
          const response = await request.response();
          if (!fromWorker && response?.fromServiceWorker()) return { bytes: 0, fromWorker, beforeLoad };
          const sizes = await request.sizes();
          return { bytes: sizes.responseHeadersSize + sizes.responseBodySize, fromWorker, beforeLoad };
        })(),
      );
    };
    context.on('requestfinished', count);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    // The visit's fixed length is the measure itself (not a wait for a condition).
    await page.waitForTimeout(Math.max(0, FIRST_VISIT_MS - (Date.now() - started)));
    context.off('requestfinished', count);
    const workerActive = await page.evaluate(async () =>
      'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' : false,
    );
    const requests = await Promise.all(counted);
    const sum = (list: typeof requests) => list.reduce((total, request) => total + request.bytes, 0);
    const worker = requests.filter((request) => request.fromWorker);
    return {
      totalBytes: sum(requests),
      totalRequests: requests.length,
      workerBytes: sum(worker),
      workerRequests: worker.length,
      untilLoadBytes: sum(requests.filter((request) => request.beforeLoad && !request.fromWorker)),
      workerActive,
    };
  } finally {
    await context.close();
  }
}

/**
 * A first visit to `path` (the home page) with its service worker, beside the same visit with service workers
 * blocked: what the page itself costs, which the budget allows plus the worker's shell.
 */
export async function firstVisitBench(baseUrl: string, path = '/'): Promise<FirstVisitResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const withWorker = await visitBytes(browser, baseUrl + path, 'allow');
    const pageAlone = await visitBytes(browser, baseUrl + path, 'block');
    return { path, ...withWorker, pageBytes: pageAlone.totalBytes, pageRequests: pageAlone.totalRequests };
  } finally {
    await browser.close();
  }
}

/** The first-visit budget: what the page alone costs plus the shell's allowance. */
export const firstVisitBudgetBytes = (result: FirstVisitResult) => result.pageBytes + WEB_BUDGETS.firstVisitExtraKb * 1024;

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; statusCode?: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The body's gzip size (default level), fetched without compression so every server is measured alike. */
async function gzipBytesOf(url: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  cache.set(url, size);
  return size;
}

async function lighthouseRun(url: string, port: number, gzipCache: Map<string, number>): Promise<Omit<WebRouteResult, 'path'>> {
  const run = await lighthouse(url, {
    port,
    onlyCategories: ['performance', 'accessibility'],
    // The full-page screenshot resizes the viewport to the page's height, which would wake islands waiting to be seen.
    disableFullPageScreenshot: true,
    logLevel: 'error',
    output: 'json',
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [])
    .filter((request) => request.statusCode !== undefined && request.statusCode < 400);
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const document = requests.find((request) => request.resourceType === 'Document');
  let jsGzipBytes = 0;
  for (const script of scripts) jsGzipBytes += await gzipBytesOf(script.url, gzipCache);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    jsGzipBytes,
    jsTransferredBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    htmlGzipBytes: await gzipBytesOf(url, gzipCache),
    htmlTransferredBytes: document?.transferSize ?? 0,
  };
}

/**
 * Lighthouse RUNS times on every route and on the static page, in one Chromium driven over its DevTools port; each
 * figure is the median of the runs.
 */
export async function webBench(
  baseUrl: string,
): Promise<{
  routes: WebRouteResult[];
  staticPage: WebRouteResult;
  runs: number;
  firstVisit: FirstVisitResult;
  firstTap: Awaited<ReturnType<typeof firstTapBench>>;
}> {
  const firstVisit = await firstVisitBench(baseUrl);
  const firstTap = await firstTapBench(baseUrl);
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  const gzipCache = new Map<string, number>();
  const measure = async (path: string): Promise<WebRouteResult> => {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(baseUrl + path, port, gzipCache));
    const result = { path } as WebRouteResult;
    for (const key of Object.keys(runs[0]!) as (keyof Omit<WebRouteResult, 'path'>)[]) {
      result[key] = median(runs.map((run) => run[key]));
    }
    return result;
  };
  try {
    const staticPage = await measure(STATIC_ROUTE);
    const routes = [];
    for (const path of ROUTES) routes.push(await measure(path));
    return { routes, staticPage, runs: RUNS, firstVisit, firstTap };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The first visit's bytes next to their budget. */
export function printFirstVisit(result: FirstVisitResult): void {
  const budget = firstVisitBudgetBytes(result);
  const ok = result.totalBytes <= budget;
  console.log(`First visit to ${result.path} in a fresh browser, bytes on the wire (response headers and bodies):`);
  console.table([
    {
      'first visit KB in 30 s (service worker included)': `${kb(result.totalBytes)}${ok ? ' ' : '✗'}`,
      [`budget KB (page + ${WEB_BUDGETS.firstVisitExtraKb})`]: kb(budget),
      'page alone KB (no worker)': kb(result.pageBytes),
      'until load KB': kb(result.untilLoadBytes),
      'worker fetches KB': kb(result.workerBytes),
      requests: `${result.totalRequests} (worker ${result.workerRequests}; page alone ${result.pageRequests})`,
      'worker active': result.workerActive,
    },
  ]);
}

/** One line per route and the static page: each figure, then its budget, ✗ where the budget is missed. */
export function printWebBench({ routes, staticPage, runs, firstVisit, firstTap }: Awaited<ReturnType<typeof webBench>>): void {
  printFirstVisit(firstVisit);
  printFirstTap(firstTap);
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  const row = (result: WebRouteResult, budgeted: boolean) => {
    const jsBudget = result.path === '/privacy' ? WEB_BUDGETS.privacyJsGzipKb : WEB_BUDGETS.jsGzipKb;
    const check = (ok: boolean) => (budgeted ? mark(ok) : ' ');
    return {
      route: result.path,
      'perf (≥98)': `${result.performance}${check(result.performance >= WEB_BUDGETS.performance)}`,
      'a11y (100)': `${result.accessibility}${check(result.accessibility >= WEB_BUDGETS.accessibility)}`,
      'LCP s (≤1.2)': `${(result.lcpMs / 1000).toFixed(2)}${check(result.lcpMs <= WEB_BUDGETS.lcpMs)}`,
      'TBT ms (≤100)': `${result.tbtMs}${check(result.tbtMs <= WEB_BUDGETS.tbtMs)}`,
      'CLS (≤0.01)': `${result.cls}${check(result.cls <= WEB_BUDGETS.cls)}`,
      'JS KB gzip (≤120, /privacy ≤30)': `${kb(result.jsGzipBytes)}${check(kb(result.jsGzipBytes) <= jsBudget)} (budget ${jsBudget})`,
      'JS KB on wire': kb(result.jsTransferredBytes),
      'HTML KB gzip (≤30)': `${kb(result.htmlGzipBytes)}${check(kb(result.htmlGzipBytes) <= WEB_BUDGETS.htmlGzipKb)}`,
      'HTML KB on wire': kb(result.htmlTransferredBytes),
    };
  };
  console.log(`Lighthouse ${runs} runs per route (mobile, simulated throttling), median; ✗ = over budget`);
  console.table([...routes.map((result) => row(result, true)), row(staticPage, false)]);
  if (firstVisit.totalBytes > firstVisitBudgetBytes(firstVisit)) console.log(`Over budget: the first visit to ${firstVisit.path}`);
  const missed = routes.filter(
    (result) =>
      result.performance < WEB_BUDGETS.performance ||
      result.accessibility < WEB_BUDGETS.accessibility ||
      result.lcpMs > WEB_BUDGETS.lcpMs ||
      result.tbtMs > WEB_BUDGETS.tbtMs ||
      result.cls > WEB_BUDGETS.cls ||
      kb(result.jsGzipBytes) > (result.path === '/privacy' ? WEB_BUDGETS.privacyJsGzipKb : WEB_BUDGETS.jsGzipKb) ||
      kb(result.htmlGzipBytes) > WEB_BUDGETS.htmlGzipKb,
  );
  console.log(
    missed.length
      ? `Over budget: ${missed.map((result) => result.path).join(', ')} (static page ${STATIC_ROUTE}: the limit of this machine, last row)`
      : `Every route within budget (static page ${STATIC_ROUTE}: the limit of this machine, last row)`,
  );
}

/**
 * A throwaway copy of the built site with the static comparison page added, so the page is served by the very same
 * server code (CloudFront Function, headers, compression) without writing into dist/web.
 */
export function webRootWithStaticPage(webRoot: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-root-'));
  cpSync(webRoot, dir, { recursive: true });
  mkdirSync(join(dir, STATIC_ROUTE), { recursive: true });
  writeFileSync(join(dir, STATIC_ROUTE, 'index.html'), STATIC_PAGE);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The web part alone, into dist/bench-web.json. */
export async function runWebBench(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const webRoot = webRootWithStaticPage(resolve(process.env.BENCH_WEB_ROOT ?? join(root, 'dist/web')));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  try {
    const stack = await startLocalStack({ port: 0, dataDir, webRoot: webRoot.dir, admin: { username: 'bench-admin' } });
    try {
      if (process.env.BENCH_WEB_PARTS === 'first-visit') {
        const firstVisit = await firstVisitBench(stack.url);
        writeFileSync(
          join(root, 'dist/bench-web-first-visit.json'),
          JSON.stringify({ measuredAt: new Date().toISOString(), budgets: WEB_BUDGETS, firstVisit }, null, 2),
        );
        printFirstVisit(firstVisit);
        console.log('Written to dist/bench-web-first-visit.json');
        return;
      }
      if (process.env.BENCH_WEB_PARTS === 'first-tap') {
        const firstTap = await firstTapBench(stack.url);
        writeFileSync(
          join(root, 'dist/bench-web-first-tap.json'),
          JSON.stringify({ measuredAt: new Date().toISOString(), budgets: { firstTapMs: FIRST_TAP_BUDGET_MS }, firstTap }, null, 2),
        );
        printFirstTap(firstTap);
        console.log('Written to dist/bench-web-first-tap.json');
        return;
      }
      const measured = await webBench(stack.url);
      writeFileSync(
        join(root, 'dist/bench-web.json'),
        JSON.stringify({ measuredAt: new Date().toISOString(), budgets: { ...WEB_BUDGETS, firstTapMs: FIRST_TAP_BUDGET_MS }, ...measured }, null, 2),
      );
      printWebBench(measured);
      console.log('Written to dist/bench-web.json');
    } finally {
      await stack.stop();
    }
  } finally {
    webRoot.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await runWebBench();
