/**
 * Automated accessibility check of the staff admin: axe-core (WCAG 2.0 A and AA, WCAG 2.1 AA) on the login screen, on
 * every tab the dashboard renders and every dialog its header opens (each with the tabs inside it: a tab's own views,
 * a dialog's sections) and on a lead's detail, at a laptop width (1280 px) and a phone width (375 px). No serious or
 * critical violation is allowed; at the phone width, no control may be cut off at the right edge unless it sits in a
 * region that scrolls sideways on purpose and can be scrolled by keyboard.
 *
 * The tabs and dialogs come from the constants the dashboard itself renders, so one added later is checked without
 * editing this file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { totpCode } from '#functions/test/totp.ts';
import { ADMIN_TABS } from '#shared/admin/admin-copy.ts';
import { DEVICES } from '#shared/admin/performance-rules.ts';
import { DASHBOARD_DIALOGS } from '../src/admin-common/dashboard-url.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN, e2eEnv } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { adminAddress, openAdminLoggedIn, submitCode, submitLeadThroughApi, submitLogin } from './support/staff.ts';

const browser = browserForThisFile();
const AXE_SOURCE = readFileSync(createRequire(`${process.cwd()}/package.json`).resolve('axe-core/axe.min.js'), 'utf8');

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
/** The width at which controls must all be within reach. */
const PHONE_WIDTH = 375;

const LEAD_NAME = `Axe${Date.now().toString(36)} Checked`;
let leadId: string;

beforeAll(async () => {
  // Something in every view that lists things: a lead (overview, Lead Management, its detail), and real-visit Web
  // Vitals on both devices (the Performance Optimizer's tables and, from 20 slow phone visits, a recommendation).
  leadId = await submitLeadThroughApi({ fullName: LEAD_NAME, email: `${Date.now().toString(36)}@example.com`, phone: '+971501234567', country: 'United Kingdom' });
  const beacons = [
    ...Array.from({ length: 20 }, () => ({ page: '/advisory', device: 'phone', metrics: { INP: 600 } })),
    ...DEVICES.map((device) => ({ page: '/privacy', device, metrics: { LCP: 1800, FCP: 900, TTFB: 300 } })),
  ];
  for (const beacon of beacons) {
    const response = await fetch(`${e2eEnv().baseUrl}/api/vitals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(beacon) });
    if (response.status !== 204) throw new Error(`POST /api/vitals answered ${response.status}`);
  }
});

/**
 * Waits until the view has finished loading (no request in flight, no loading spinner shown; skipped for a loading
 * state, checked as it is) and moving (no transition or finite animation, such as a dialog opening, still running),
 * with the pointer off the controls: colours are measured at rest.
 */
async function settle(page: Page, { loading }: { loading: boolean }): Promise<void> {
  await page.mouse.move(0, 0);
  if (!loading) {
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => [...document.querySelectorAll('.chakra-spinner')].every((spinner) => !spinner.checkVisibility()));
  }
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The serious and critical violations axe finds on the page as it is now, one line each: rule, impact, elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * The visible controls whose box reaches past the right edge of the viewport, described by tag, name and position.
 * A control is within reach when a region between it and the page scrolls sideways on purpose (overflow-x auto or
 * scroll, wider content than box) and that region itself takes keyboard focus, so the arrow keys scroll it: a scroll
 * region (tabindex 0), or a tab list, which is one stop of the Tab key whose arrow keys move along its tabs and bring
 * each into view. The page itself scrolling sideways never counts: that is the control being cut off.
 */
async function controlsCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const keyboardScrollRegion = (element: Element) => {
      const style = getComputedStyle(element);
      const scrollsSideways = (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
      return scrollsSideways && ((element as HTMLElement).tabIndex >= 0 || element.getAttribute('role') === 'tablist');
    };
    const inScrollRegion = (control: Element) => {
      for (let ancestor = control.parentElement; ancestor && ancestor !== document.body && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
        if (keyboardScrollRegion(ancestor)) return true;
      }
      return false;
    };
    // Behind an open modal dialog nothing can be reached: only the dialog's controls count.
    const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')].at(-1);
    return [...(modal ?? document).querySelectorAll('button, a, input, select, textarea, [role="combobox"]')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        // Visually hidden controls (a checkbox's native input, a skip link at rest) are one pixel or less.
        return box.width > 1 && box.height > 1 && box.right > window.innerWidth + 0.5;
      })
      .filter((control) => !inScrollRegion(control))
      .map((control) => {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
        return `${control.tagName.toLowerCase()} "${name}" ends at ${Math.round(control.getBoundingClientRect().right)} px`;
      });
  });
}

/** Both checks for the view on screen: axe's serious and critical violations, and at 375 px the controls cut off. */
async function accessibilityProblems(page: Page, width: number, { loading = false } = {}): Promise<string[]> {
  await settle(page, { loading });
  const violations = await seriousViolations(page);
  const cutOff = width === PHONE_WIDTH ? (await controlsCutOff(page)).map((control) => `cut off: ${control}`) : [];
  return [...violations, ...cutOff];
}

/**
 * The problems of the view as it opens, then of each tab nested in it (a tab's own views, a dialog's sections), each
 * opened in turn: every problem prefixed with the view it is on, so a failure says where to look.
 */
async function problemsOfViewAndItsTabs(page: Page, view: Locator, width: number): Promise<string[]> {
  const problems = (await accessibilityProblems(page, width)).map((problem) => `as opened: ${problem}`);
  const nestedTabs = view.locator('[role="tab"]');
  const count = await nestedTabs.count();
  for (let index = 0; index < count; index++) {
    const tab = nestedTabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.textContent())?.trim();
    await tab.click();
    await tab.and(page.locator('[aria-selected="true"]')).waitFor();
    problems.push(...(await accessibilityProblems(page, width)).map((problem) => `${name}: ${problem}`));
  }
  return problems;
}

describe.each(VIEWPORTS)('the admin at $width px', (viewport) => {
  test('the login screen, from loading to the dashboard it opens, has no serious or critical violation and no control cut off', async () => {
    const context = await newContext(browser(), { viewport });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      const check = async (state: string, loading = false) =>
        problems.push(...(await accessibilityProblems(page, viewport.width, { loading })).map((problem) => `${state}: ${problem}`));

      // What every admin address shows until the admin knows whether a session exists (held here until checked).
      let answerSessionProbe!: () => void;
      const probeHeld = new Promise<void>((resolve) => (answerSessionProbe = resolve));
      await page.route('**/api/auth/me', async (route) => {
        await probeHeld;
        await route.continue();
      });
      await page.goto(adminAddress('/admin'));
      await page.getByRole('status').waitFor();
      await check('loading', true);
      answerSessionProbe();

      await waitForHydration(page, 'form button[type="submit"]');
      await check('login form');

      // Sent empty: each field says what is missing.
      await page.getByRole('button', { name: 'Login' }).click();
      await page.locator('[data-part="error-text"]').first().waitFor();
      await check('login form with its errors');

      // The code step, which every staff login meets (the authenticator is enrolled), then the dashboard it opens,
      // with its welcome toast.
      await submitLogin(page, { username: E2E_ADMIN.username, password: E2E_ADMIN.password });
      await page.getByLabel('Authentication code').waitFor();
      await check('authenticator code step');
      await submitCode(page, totpCode(E2E_ADMIN.totpSecret));
      await page.getByText(`Signed in as ${E2E_ADMIN.email}`).waitFor();
      await page.locator('[data-scope="toast"][data-part="description"]').waitFor();
      await check('dashboard with the welcome toast');

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe('logged in as staff', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser(), { viewport });
      page = await context.newPage();
      await openAdminLoggedIn(page);
    });

    afterAll(async () => {
      await context?.close();
    });

    test.each(ADMIN_TABS.map(({ id, label }) => ({ id, label })))(
      'the $label tab, and each tab inside it, has no serious or critical violation and no control cut off',
      async ({ id, label }) => {
        await page.goto(adminAddress(`/admin?tab=${id}`));
        await page.getByRole('tab', { name: label, selected: true }).waitFor();
        // The dashboard's panel comes first; the tab's own tabs, if any, are inside it.
        const panel = page.locator('main [role="tabpanel"]').first();
        expect(await problemsOfViewAndItsTabs(page, panel, viewport.width)).toEqual([]);
      },
    );

    test.each(Object.keys(DASHBOARD_DIALOGS))(
      'the header\'s "%s" dialog, and each tab inside it, has no serious or critical violation and no control cut off',
      async (dialog) => {
        await page.goto(adminAddress(`/admin?dialog=${dialog}`));
        const view = page.getByRole('dialog');
        await view.waitFor();
        expect(await problemsOfViewAndItsTabs(page, view, viewport.width)).toEqual([]);
      },
    );

    test("Lead Management's board, and a card's Move to… choices, have no serious or critical violation and no control cut off", async () => {
      await page.goto(adminAddress('/admin?tab=leads&layout=board'));
      const card = page.getByTestId('lead-card').filter({ hasText: LEAD_NAME });
      await card.waitFor();
      const problems = (await accessibilityProblems(page, viewport.width)).map((problem) => `as opened: ${problem}`);
      await card.getByRole('button', { name: 'Move to…' }).click();
      await card.getByRole('group').waitFor();
      problems.push(...(await accessibilityProblems(page, viewport.width)).map((problem) => `Move to… open: ${problem}`));
      expect(problems).toEqual([]);
    });

    test("a lead's detail dialog has no serious or critical violation and no control cut off", async () => {
      await page.goto(adminAddress(`/admin?tab=leads&lead=${leadId}`));
      await page.getByRole('dialog').getByText(LEAD_NAME).first().waitFor();
      expect(await accessibilityProblems(page, viewport.width)).toEqual([]);
    });
  });
});
