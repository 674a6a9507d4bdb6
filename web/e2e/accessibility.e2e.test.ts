/**
 * Automated accessibility check: axe-core, injected into every public page at a phone width (390 px) and a
 * desktop width (1440 px), once with the cookie banner shown (a visitor from Germany) and once after it is dismissed.
 * No serious or critical violation (colour contrast, names of controls and links, landmarks, ARIA) is allowed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { CONSENT_COPY } from '#shared/main-site/consent-copy.ts';
import { PAGE_ROUTES } from '../src/config/paths.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';

const browser = browserForThisFile();
const AXE_SOURCE = readFileSync(createRequire(`${process.cwd()}/package.json`).resolve('axe-core/axe.min.js'), 'utf8');

const PUBLIC_PATHS = PAGE_ROUTES.map((route) => route.path);
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

/** The serious and critical violations axe finds on the page as it is now, one line each with the elements. */
async function seriousViolations(): Promise<string[]> {
  // Colours are measured at rest: the pointer (left where "Accept all" was) is moved off the page's controls, and the
  // hover and fade transitions it started have finished.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.html.slice(0, 100)} ${node.any[0]?.message ?? node.failureSummary ?? ''}`.slice(0, 300))
          .join(' | ')}`,
    );
}

const cases = PUBLIC_PATHS.flatMap((path) => WIDTHS.map((viewport) => ({ path, width: viewport.width, viewport })));

describe('accessibility (axe-core)', () => {
  test.each(cases)('$path at $width px has no serious or critical violation, with the cookie banner shown and dismissed', async ({ path, viewport }) => {
    // Prepare: a visitor from Germany, who is asked for consent
    context = await newContext(browser(), { viewport });
    page = await context.newPage();
    await page.route('**/api/geo', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ country_code: 'DE', region: null }) }),
    );
    await page.goto(path, { waitUntil: 'networkidle' });
    const banner = page.getByRole('dialog', { name: CONSENT_COPY.title });
    await banner.waitFor();

    // Act + Assess: with the banner
    await expect(seriousViolations()).resolves.toEqual([]);

    // Act + Assess: after "Accept all"
    await waitForHydration(page, '[role="dialog"] button');
    await banner.getByRole('button', { name: CONSENT_COPY.acceptAll }).click();
    await banner.waitFor({ state: 'detached' });
    await expect(seriousViolations()).resolves.toEqual([]);
  });
});
