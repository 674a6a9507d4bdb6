/**
 * `npm run bench`: measures what visitors and operators feel, on this machine, against the local stack:
 *  - bundle sizes: every built web asset (raw and gzip) and every function bundle;
 *  - page load in Chromium: first contentful paint, largest contentful paint, layout shift and bytes for key pages;
 *  - handler latency: POST /api/leads and GET /api/content/{key} through the local server (p50, p95);
 *  - Lighthouse's SEO score of every public page (mobile), with the audits that failed;
 *  - the staff's lead work at scale (admin-bench.ts): with 100,000 seeded leads (BENCH_LEADS), the overview, list
 *    pages, status filter, searches, the lead desk's views (queue, owners, follow-ups, board columns) and the full CSV
 *    export, each next to its budget and a trivial route's baseline;
 *  - the public pages in Lighthouse against their budgets and a static page (bench-web.ts, `npm run bench:web`);
 *  - every function's bundle size and module init time against their budgets (bench-functions.ts).
 * `npm run bench -- --only=seo`, `--only=admin`, `--only=web` or `--only=functions` runs that part alone. Results are printed and written to
 * dist/bench.json (dist/bench-seo.json, dist/bench-admin.json for one part); compare runs on the same machine, not
 * across machines. Needs a build (npm run build); uses a throwaway data folder, or BENCH_DATA_DIR (the admin part then
 * seeds only the leads that folder lacks).
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { PAGE_ROUTES } from '../../web/src/config/paths.ts';
import { freePort } from '../local/free-port.ts';
import { startLocalStack, type LocalStack } from '../local/stack.ts';
import { adminBench, printAdminBench } from './admin-bench.ts';
import { functionBench, printFunctionBench } from './bench-functions.ts';
import { printWebBench, runWebBench, webBench, webRootWithStaticPage } from './bench-web.ts';

const root = resolve(import.meta.dirname, '../..');
const PAGES = ['/', '/uk', '/calculator', '/uk/tax-savings', '/uk-dubai', '/privacy'];
const REQUESTS = 200;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function bundleSizes() {
  const web = files(join(root, 'dist/web'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(file);
      return { file: relative(join(root, 'dist/web'), file), bytes: content.length, gzipBytes: gzipSync(content).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const functions = files(join(root, 'dist/functions'))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => ({ file: relative(join(root, 'dist/functions'), file), bytes: statSync(file).size }));
  return { web, webTotalGzipBytes: web.reduce((sum, asset) => sum + asset.gzipBytes, 0), functions };
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function latency(name: string, request: () => Promise<Response>) {
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return { name, requests: REQUESTS, p50Ms: percentile(timings, 50), p95Ms: percentile(timings, 95) };
}

async function pageLoads(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = [];
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      await page.addInitScript(() => {
        const metrics = { lcp: 0, cls: 0 };
        (window as unknown as { __metrics: typeof metrics }).__metrics = metrics;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) metrics.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await page.waitForTimeout(1000);
      const measured = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const metrics = (window as unknown as { __metrics: { lcp: number; cls: number } }).__metrics;
        return {
          fcpMs: Math.round(paint?.startTime ?? 0),
          lcpMs: Math.round(metrics.lcp),
          cls: Math.round(metrics.cls * 1000) / 1000,
          domContentLoadedMs: Math.round(navigation.domContentLoadedEventEnd),
          transferredBytes: navigation.transferSize + resources.reduce((sum, r) => sum + r.transferSize, 0),
          requests: resources.length + 1,
        };
      });
      results.push({ path, ...measured });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Lighthouse's SEO category for every public page (routes with a prerendered page), in Chromium driven over the
 * DevTools port. Scores are 0-100; `failed` names the audits that did not pass.
 */
async function seoScores(baseUrl: string) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  const results = [];
  try {
    for (const { path } of PAGE_ROUTES) {
      const run = await lighthouse(`${baseUrl}${path}`, { port, onlyCategories: ['seo'], logLevel: 'error', output: 'json' });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const category = run.lhr.categories.seo!;
      const failed = category.auditRefs
        .filter((ref) => ref.weight > 0 && (run.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      results.push({ path, seoScore: Math.round((category.score ?? 0) * 100), failed: failed.join(', ') });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The SEO part alone (`--only=seo`): every page's score, into dist/bench-seo.json; fails below 100. */
async function seoBench(url: string) {
  const seo = await seoScores(url);
  writeFileSync(join(root, 'dist/bench-seo.json'), JSON.stringify({ measuredAt: new Date().toISOString(), seo }, null, 2));
  console.table(seo);
  console.log('Written to dist/bench-seo.json');
  if (seo.some((page) => page.seoScore < 100)) process.exitCode = 1;
}

// Enrolled at start with this authenticator secret, so a reused data folder (BENCH_DATA_DIR) logs in the same way.
const admin = { username: 'bench-admin', password: 'Bench-Passw0rd-2026!', totpSecret: 'MJSW4Y3IMFSG22LOMJSW4Y3IMFSG22LO' };

/** The admin part alone (`--only=admin`), into dist/bench-admin.json. */
async function adminOnlyBench(stack: LocalStack) {
  const measured = await adminBench(stack, admin);
  writeFileSync(join(root, 'dist/bench-admin.json'), JSON.stringify({ measuredAt: new Date().toISOString(), admin: measured }, null, 2));
  printAdminBench(measured);
  console.log('Written to dist/bench-admin.json');
}

async function fullBench(stack: LocalStack) {
  const { url } = stack;
  const lead = { fullName: 'Bench Visitor', email: 'bench@example.com', phone: '+44 7700 900000' };
  const report = {
    measuredAt: new Date().toISOString(),
    bundles: bundleSizes(),
    handlers: [
      await latency('POST /api/leads', () =>
        fetch(`${url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) }),
      ),
      await latency('GET /api/content/hero_title', () => fetch(`${url}/api/content/hero_title`)),
    ],
    pages: await pageLoads(url),
    seo: await seoScores(url),
    admin: await adminBench(stack, admin),
    web: await webBench(url),
    functions: await functionBench(),
  };
  writeFileSync(join(root, 'dist/bench.json'), JSON.stringify(report, null, 2));
  console.log(`Web assets: ${report.bundles.web.length} files, ${Math.round(report.bundles.webTotalGzipBytes / 1024)} KiB gzip in all`);
  for (const asset of report.bundles.web.slice(0, 8)) console.log(`  ${asset.file}: ${Math.round(asset.gzipBytes / 1024)} KiB gzip`);
  for (const fn of report.bundles.functions) console.log(`  function ${fn.file}: ${Math.round(fn.bytes / 1024)} KiB`);
  console.table(report.handlers);
  console.table(report.pages);
  console.table(report.seo);
  printAdminBench(report.admin);
  printWebBench(report.web);
  printFunctionBench(report.functions);
  console.log('Written to dist/bench.json');
}

/** The functions part alone (`--only=functions`), into dist/bench-functions.json; needs no stack. */
async function functionsOnlyBench() {
  const rows = await functionBench();
  writeFileSync(join(root, 'dist/bench-functions.json'), JSON.stringify({ measuredAt: new Date().toISOString(), functions: rows }, null, 2));
  printFunctionBench(rows);
  console.log('Written to dist/bench-functions.json');
}

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only === 'functions') {
  await functionsOnlyBench();
  process.exit();
}
if (only === 'web') {
  await runWebBench();
  process.exit();
}
// A copy of the site with the static comparison page of the web part (bench-web.ts).
const site = webRootWithStaticPage(join(root, 'dist/web'));
const stack = await startLocalStack({
  webRoot: site.dir,
  port: 0,
  // BENCH_DATA_DIR reuses a data folder (e.g. one filled by `npm run seed:leads`), so the admin part need not seed.
  dataDir: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-')),
  admin,
});
try {
  if (only === 'seo') await seoBench(stack.url);
  else if (only === 'admin') await adminOnlyBench(stack);
  else await fullBench(stack);
} finally {
  await stack.stop();
  site.remove();
}
