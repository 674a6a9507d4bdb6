import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../local/free-port.ts';
import { startLocalStack } from '../local/stack.ts';
import { webRootWithStaticPage } from './bench-web.ts';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const root = resolve(import.meta.dirname, '../..');
const webRoot = webRootWithStaticPage(resolve(root, process.env.DIAG_WEB ?? 'dist/web'));
const stack = await startLocalStack({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'diag-')), webRoot: webRoot.dir, admin: { username: 'diag' } });
const port = await freePort();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`] });
const RUNS = Number(process.env.DIAG_RUNS ?? 1);
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const path of (process.env.DIAG_ROUTES ?? '/privacy').split(',')) {
  const fcp: number[] = [], lcp: number[] = [], tbt: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await lighthouse(stack.url + path, { port, onlyCategories: ['performance'], disableFullPageScreenshot: true, logLevel: 'error', output: 'json' });
    const lhr = run!.lhr as any;
    writeFileSync(`/tmp/lh${path.replace(/\W+/g, '_') || 'root'}.json`, JSON.stringify(lhr));
    fcp.push(lhr.audits['first-contentful-paint'].numericValue); lcp.push(lhr.audits['largest-contentful-paint'].numericValue); tbt.push(lhr.audits['total-blocking-time'].numericValue);
    if (process.env.DIAG_VERBOSE) for (const r of lhr.audits['network-requests'].details.items) console.log('  ', r.resourceType, Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.transferSize, r.priority, r.url.replace(stack.url, ''));
  }
  console.log('MEDIAN', path, 'FCP', Math.round(med(fcp)), 'LCP', Math.round(med(lcp)), 'TBT', Math.round(med(tbt)));
}
await browser.close(); await stack.stop(); webRoot.remove();
