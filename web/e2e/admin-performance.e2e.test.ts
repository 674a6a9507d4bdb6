import type { BrowserContext, Page } from 'playwright-core';
import type { PerformanceReport } from '#shared/admin/performance-rules.ts';
import { CONSENT_COPY } from '#shared/main-site/consent-copy.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { eventually } from './support/wait.ts';
import { adminAddress, collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** The visits the Performance tab counts for a page's LCP on desktops, read as staff (0 when the page has no row). */
async function desktopLcpVisits(staffPage: Page, path: string): Promise<number> {
  const report = (await (await staffPage.request.get(adminAddress('/api/performance'))).json()) as PerformanceReport;
  return report.pages.find((row) => row.page === path && row.device === 'desktop')?.metrics.LCP.visits ?? 0;
}

describe('Performance Optimizer tab', () => {
  it('a Web Vitals beacon from a consenting visit appears in the tab, with its visit count and "Not enough data"', async () => {
    // Prepare: staff logged in; the page view is in the sample (Math.random below the rate) and the visitor is in the EU.
    const problems = collectAdminProblems(page);
    await openAdminLoggedIn(page, '/admin?tab=performance');
    const before = await desktopLcpVisits(page, '/privacy');
    const visitor = await context.newPage();
    await visitor.addInitScript(() => {
      Math.random = () => 0;
    });
    await visitor.route('**/api/geo', (route) => route.fulfill({ json: { country_code: 'DE', region: null } }));

    // Act: visit, accept analytics, interact, then switch away (the page is hidden: the beacon goes).
    await visitor.goto('/privacy');
    const banner = visitor.getByRole('dialog', { name: CONSENT_COPY.title });
    await banner.getByRole('button', { name: CONSENT_COPY.acceptAll }).click();
    // The static page's banner takes the click once its island is live: the choice is made when the banner goes.
    await banner.waitFor({ state: 'hidden' });
    await visitor.mouse.click(5, 5);
    const sent = visitor.waitForRequest((request) => request.url().endsWith('/api/vitals') && request.method() === 'POST');
    await visitor.evaluate(() => {
      // What the browser does when the visitor switches to another tab.
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const beacon = JSON.parse((await sent).postData()!) as { page: string; device: string; metrics: Record<string, number> };

    // Assess: the beacon's content, then the tab's figure after a reload.
    expect(beacon).toMatchObject({ page: '/privacy', device: 'desktop' });
    expect(Object.keys(beacon.metrics)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
    await eventually(async () => ((await desktopLcpVisits(page, '/privacy')) === before + 1 ? true : undefined), 'the beacon counted in the report');
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: '/privacy' }).filter({ hasText: 'Desktops' });
    await row.getByTestId('figure-LCP').getByText(`${before + 1} visits`).waitFor();
    if (before + 1 < 20) await row.getByTestId('figure-LCP').getByText('Not enough data').waitFor();
    expect(problems()).toEqual([]);
  });

  it('implements the recommendation to load tags at the first interaction, which the public settings then say, and undoes it', async () => {
    // Prepare: 20 phone visits with a slow INP (600 ms, critical), so the recommendation is derived from real figures.
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${e2eEnv().baseUrl}/api/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: '/advisory', device: 'phone', metrics: { INP: 600 } }),
      });
      expect(response.status).toBe(204);
    }
    await openAdminLoggedIn(page, '/admin?tab=performance');
    const card = page.getByTestId('recommendation-defer-marketing-tags');

    // Act
    await card.getByRole('button', { name: 'Implement' }).click();

    // Assess: marked implemented, and the public site's setting changed.
    await card.getByText('Implemented').waitFor();
    expect(await (await page.request.get('/api/site-settings')).json()).toEqual({ tagLoadTrigger: 'interaction' });

    // Act: undo
    await card.getByRole('button', { name: 'Undo' }).click();

    // Assess
    await card.getByRole('button', { name: 'Implement' }).waitFor();
    expect(await (await page.request.get('/api/site-settings')).json()).toEqual({ tagLoadTrigger: 'delay' });
  });

  it("says 'Implementation Failed' with the spec's message when the server refuses", async () => {
    // Prepare
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${e2eEnv().baseUrl}/api/vitals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: '/advisory', device: 'phone', metrics: { INP: 600 } }) });
      expect(response.status).toBe(204);
    }
    await page.route('**/api/performance/implement', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await openAdminLoggedIn(page, '/admin?tab=performance');

    // Act
    await page.getByTestId('recommendation-defer-marketing-tags').getByRole('button', { name: 'Implement' }).click();

    // Assess: the spec's literals (uk-and-admin.md section 8)
    await page.getByText('Implementation Failed').waitFor();
    await page.getByText('Failed to apply optimization. Please try again.').waitFor();
  });

  it('with the fix in force, the public site loads marketing tags at the first interaction, not after 5 seconds', async () => {
    // Prepare: the setting says "interaction" and the list holds one custom tag that records it ran (both answered
    // here, so no other test sees them); a visitor from the GB lookup, who allows everything.
    await page.clock.install();
    await page.route('**/api/site-settings', (route) => route.fulfill({ json: { tagLoadTrigger: 'interaction' } }));
    await page.route('**/api/tracking-tags/active', (route) =>
      route.fulfill({ json: [{ tagType: 'custom', tagId: 'e2e', isActive: true, name: 'Interaction signal', tagContent: 'window.__tagRan = true;' }] }),
    );
    const settingsRead = page.waitForResponse('**/api/site-settings');
    const tagsListed = page.waitForResponse('**/api/tracking-tags/active');
    await page.goto('/');
    await Promise.all([settingsRead, tagsListed]);
    await page.waitForFunction(() => document.querySelector('#root a') !== null);

    // Act: well past the 5 seconds, with no interaction; then the browser has run everything queued.
    await page.clock.runFor(6_000);
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        });
      }
    });
    const beforeInteraction = await page.evaluate(() => (window as { __tagRan?: boolean }).__tagRan);
    await page.mouse.click(5, 400);

    // Assess
    expect(beforeInteraction).toBeUndefined();
    await page.waitForFunction(() => (window as { __tagRan?: boolean }).__tagRan === true);
  });
});
