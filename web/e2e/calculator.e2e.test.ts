import type { BrowserContext, Page, Route } from 'playwright-core';
import { SELECTED_PACKAGE_KEY } from '#shared/main-site/packages.ts';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { recordScripts, scriptsDuringLoad, waitForIsland } from './support/page-helpers.ts';

const browser = browserForThisFile();

// The spec's prices (main-site.md section 9), restated here on purpose: the page must agree with the spec, not merely
// with the shared engine it is built on.
const SPEC = {
  base: { mainland: 12900, freezone: 16900, offshore: 9900 },
  extraVisa: { mainland: 3500, freezone: 4200 },
  includedVisas: 2,
  services: { 'bank-account': 2500, 'emirates-id': 1200, 'office-space': 8000, 'legal-consultation': 1500, 'accounting-setup': 3000 },
};
const aed = (amount: number) => `AED ${amount.toLocaleString('en-US')}`;

const STRUCTURE_NAMES = { mainland: 'UAE Mainland', freezone: 'Free Zone', offshore: 'Offshore' } as const;
const SERVICE_NAMES = { 'bank-account': 'Bank Account Opening', 'office-space': 'Office Space' } as const;

let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  await context?.close();
});

/** Every script the page requested, by path. */
let scripts: string[];

type OpenOptions = {
  storedPackage?: string;
  viewport?: { width: number; height: number };
  /** Before the page loads, e.g. to hold back the calculator's code. */
  before?: (page: Page) => Promise<void>;
};

/** Opens the calculator as static HTML (its island not woken yet), recording the scripts it loads. */
async function openStaticCalculator(options: OpenOptions = {}) {
  context = await newContext(browser(), { viewport: options.viewport ?? PHONE_VIEWPORT });
  if (options.storedPackage) {
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [SELECTED_PACKAGE_KEY, options.storedPackage],
    );
  }
  page = await context.newPage();
  errors = collectErrors(page);
  scripts = recordScripts(page);
  await options.before?.(page);
  await page.goto('/calculator');
}

/**
 * Opens the calculator and makes it live as a visitor's first interaction does (here a key press), so a choice
 * reaches the calculator's handlers.
 */
async function openCalculator(options: OpenOptions = {}) {
  await openStaticCalculator(options);
  await page.keyboard.press('Shift');
  await waitForIsland(page, 'cost-calculator');
}

/** Holds back the calculator island's code until `release` is called; `requested` settles once it was asked for. */
function holdCalculatorCode() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  const before = async (page: Page) => {
    await page.context().route('**/assets/cost-calculator-*.js', async (route: Route) => {
      markRequested();
      await released;
      await route.continue();
    });
  };
  return { before, release, requested };
}

const structure = (id: keyof typeof STRUCTURE_NAMES) => page.getByRole('radio', { name: new RegExp(`^${STRUCTURE_NAMES[id]}`) });
const service = (id: keyof typeof SERVICE_NAMES) => page.getByRole('checkbox', { name: new RegExp(`^${SERVICE_NAMES[id]}`) });
const visaSelector = () => page.getByRole('combobox', { name: 'Number of visas' });
const calculateButton = () => page.getByRole('button', { name: 'Calculate', exact: true });
const breakdown = () => page.getByRole('table', { name: 'Your Cost Breakdown' });

/** The amount the breakdown shows on the row whose heading starts with this text. */
async function amountOn(rowHeading: string): Promise<string> {
  const row = breakdown().locator('tr', { has: page.locator('th', { hasText: rowHeading }) });
  return ((await row.locator('td').textContent()) ?? '').trim();
}

describe('cost calculator', () => {
  test('the prerendered page already shows the form, with Calculate disabled', async () => {
    const html = await (await fetch(new URL('/calculator', e2eEnv().baseUrl))).text();
    for (const name of Object.values(STRUCTURE_NAMES)) expect(html).toContain(name);
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="structure"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*aria-disabled="true"[^>]*>Calculate<\/button>/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).not.toContain('Your Cost Breakdown');
  });

  test('Calculate stays disabled until a structure is chosen, and the breakdown appears only once it is pressed', async () => {
    await openCalculator();
    expect(await calculateButton().isDisabled()).toBe(true);
    expect(await page.getByText('Choose a business structure to calculate your cost.').isVisible()).toBe(true);

    await service('bank-account').check(); // services alone are not enough
    expect(await calculateButton().isDisabled()).toBe(true);

    await structure('mainland').check();
    expect(await calculateButton().isEnabled()).toBe(true);
    expect(await breakdown().count()).toBe(0);

    await calculateButton().click();
    await breakdown().waitFor();
    expect(await amountOn('Estimated total')).toBe(aed(SPEC.base.mainland + SPEC.services['bank-account']));
    expect(errors).toEqual([]);
  });

  test('the visa selector disappears for offshore and comes back for the other structures', async () => {
    await openCalculator();
    await structure('mainland').check();
    expect(await visaSelector().isVisible()).toBe(true);

    await structure('offshore').check();
    await visaSelector().waitFor({ state: 'detached' });
    expect(await page.getByText('Extra visas are not available for Offshore companies.').isVisible()).toBe(true);

    await calculateButton().click();
    expect(await amountOn('Base price')).toBe(aed(SPEC.base.offshore));
    expect(await amountOn('Extra visas')).toBe('Not available');
    expect(await amountOn('Estimated total')).toBe(aed(SPEC.base.offshore));

    await structure('freezone').check();
    await visaSelector().waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
  });

  test('mainland with 4 visas, a bank account and office space costs AED 30,400, itemised', async () => {
    const base = SPEC.base.mainland;
    const extraVisas = (4 - SPEC.includedVisas) * SPEC.extraVisa.mainland;
    const services = SPEC.services['bank-account'] + SPEC.services['office-space'];
    const total = base + extraVisas + services;
    expect([base, extraVisas, services, total]).toEqual([12900, 7000, 10500, 30400]); // the spec's sums, worked out

    await openCalculator();
    await structure('mainland').check();
    await visaSelector().selectOption('4');
    await service('bank-account').check();
    await service('office-space').check();
    await calculateButton().click();
    await breakdown().waitFor();

    expect(await amountOn('Base price')).toBe(aed(base));
    expect(await amountOn('Extra visas')).toBe(aed(extraVisas));
    expect(await amountOn('Additional services')).toBe(aed(services));
    expect(await amountOn('Estimated total')).toBe(aed(total));
    expect(await breakdown().textContent()).toContain(`${SERVICE_NAMES['bank-account']}, ${SERVICE_NAMES['office-space']}`);
    expect(errors).toEqual([]);
  });

  test('after Calculate the breakdown follows changes: free zone with 3 visas adds AED 4,200', async () => {
    await openCalculator();
    await structure('mainland').check();
    await calculateButton().click();
    expect(await amountOn('Estimated total')).toBe(aed(SPEC.base.mainland));

    await structure('freezone').check();
    await visaSelector().selectOption('3');
    expect(await amountOn('Base price')).toBe(aed(SPEC.base.freezone));
    expect(await amountOn('Extra visas')).toBe(aed(4200));
    expect(await amountOn('Estimated total')).toBe(aed(SPEC.base.freezone + SPEC.extraVisa.freezone));
    expect(SPEC.base.freezone + SPEC.extraVisa.freezone).toBe(21100);
    expect(errors).toEqual([]);
  });

  test('a package chosen on the home page arrives preselected, ready to calculate', async () => {
    // No interaction: the calculator wakes at once when a package is stored, so the choice shows straight away.
    await openStaticCalculator({ storedPackage: 'freezone' });
    await page.waitForFunction(() => (document.querySelector('input[value="freezone"]') as HTMLInputElement | null)?.checked === true);
    expect(await structure('mainland').isChecked()).toBe(false);
    expect(await calculateButton().isEnabled()).toBe(true);
    await calculateButton().click();
    expect(await amountOn('Base price')).toBe(aed(SPEC.base.freezone));
  });

  test("'Get Accurate Quote' lands on the home page's lead form, remembering the structure", async () => {
    await openCalculator();
    await structure('offshore').check();
    await calculateButton().click();
    await page.getByRole('link', { name: 'Get Accurate Quote' }).click();

    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#lead-form');
    await page.locator('#lead-form').waitFor({ state: 'visible' });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SELECTED_PACKAGE_KEY)).toBe('offshore');
  });

  test("'Start Your Business Setup' also goes to the lead form, and Back to Home to the home page", async () => {
    await openCalculator();
    await structure('mainland').check();
    await calculateButton().click();
    expect(await page.getByRole('link', { name: 'Start Your Business Setup' }).getAttribute('href')).toBe('/#lead-form');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '');
    expect(await page.locator('#root').getAttribute('data-page')).toBe('home');
  });
});

describe('the calculator as static HTML with islands', () => {
  test('shows the form without loading React while it loads, then wakes at the first interaction', async () => {
    // Prepare / Act: open the page.
    await openStaticCalculator();
    await structure('mainland').waitFor();

    // Assess: the form is there from the static HTML, Calculate disabled until a structure is chosen (spec), and
    // neither React nor the calculator was part of the load.
    expect(await calculateButton().isDisabled()).toBe(true);
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(react|hydrate-island|cost-calculator|simple-header|site-footer)-/.test(path))).toEqual([]);

    // Act: the visitor's first interaction.
    await page.keyboard.press('Tab');

    // Assess: the calculator wakes.
    await waitForIsland(page, 'cost-calculator');
    expect(scripts.some((path) => /\/assets\/cost-calculator-/.test(path))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a structure clicked and a visa count chosen before the calculator woke are the ones it calculates with', async () => {
    // Prepare: the calculator's code is held back until the visitor has chosen.
    const code = holdCalculatorCode();
    await openStaticCalculator({ before: code.before });
    await structure('freezone').waitFor();

    // Act: click Free Zone (the first interaction: it wakes the island) and pick 4 visas while it is still HTML.
    await structure('freezone').click();
    await code.requested;
    await visaSelector().selectOption('4');
    code.release();
    await waitForIsland(page, 'cost-calculator');

    // Assess: both choices are the calculator's once it is live.
    await page.waitForFunction(() => (document.querySelector('input[value="freezone"]') as HTMLInputElement | null)?.checked === true);
    expect(await visaSelector().inputValue()).toBe('4');
    await calculateButton().click();
    await breakdown().waitFor();
    expect(await amountOn('Base price')).toBe(aed(SPEC.base.freezone));
    expect(await amountOn('Extra visas')).toBe(aed(2 * SPEC.extraVisa.freezone));
    expect(await amountOn('Estimated total')).toBe(aed(SPEC.base.freezone + 2 * SPEC.extraVisa.freezone));
    expect(errors).toEqual([]);
  });
});
