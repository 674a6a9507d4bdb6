/**
 * The first-tap part of `npm run bench:web` (BENCH_WEB_PARTS=first-tap runs it alone): how soon a visitor on a phone
 * sees a control answer when they tap it the moment it appears, beside the same control tapped on a fully loaded page
 * in the same run.
 *
 * Each run is one fresh browser context (a first visit: nothing cached; service workers allowed, because a real first
 * visitor's browser installs the worker while the page loads and that install competes for the same throttled CPU,
 * while the fresh context already keeps every run cold), a phone viewport with touch, and the CPU slowed 4x through
 * DevTools before the navigation starts. 'first' mode navigates, waits only until the control is visible and taps it
 * at once (no other actionability wait); 'loaded' mode waits for the load event, the control's island live (unless it
 * wakes on interaction, which is what it is designed to do), the network idle and two idle callbacks, then taps.
 *
 * Everything is timed inside the page (firstTapProbe, installed before any of the page's scripts): the tap's time is
 * its first touch or pointer event's timestamp (when the browser received it, so a busy main thread counts against
 * the page), then every animation frame checks the control's state: the first frame showing feedback (for the form
 * field, the typed character, timed from its key press: the tap's own answer there is the focus), the first frame
 * showing the final state, and whether that final state holds for STABLE_MS (a menu that opens then closes again, a
 * section toggled twice, a character typed twice: a doubled tap). No final state that holds within TAP_TIMEOUT_MS is
 * a lost tap. A tap is never retried.
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CALCULATOR_FORM } from '#shared/main-site/calculator-content.ts';
import { LEAD_FORM, PACKAGES_SECTION, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { SELECTED_PACKAGE_KEY } from '#shared/main-site/packages.ts';
import { HEADER_LABELS } from '#shared/site-copy.ts';
import { paths } from '#shared/site-paths.ts';
import { COST_CATEGORIES, INITIALLY_OPEN } from '#shared/uk/cost-of-living.ts';
import { ISLAND_ATTRIBUTES } from '../../web/src/islands/island-names.ts';

/** A tap must show visible feedback within this, at 4x CPU slowdown (the goal, per control, worst run). */
export const FIRST_TAP_BUDGET_MS = 100;

/** BENCH_WEB_TAP_RUNS: runs per control and mode. */
const TAP_RUNS = Number(process.env.BENCH_WEB_TAP_RUNS ?? 5);

/** BENCH_WEB_TAP_CONTROLS=phone-menu,form-field measures only those controls (a quicker check of the one changed). */
const TAP_CONTROLS = process.env.BENCH_WEB_TAP_CONTROLS?.split(',').filter(Boolean);

const CPU_SLOWDOWN = 4;

/** From the tap on: no final state that holds by then is a lost tap. */
const TAP_TIMEOUT_MS = 15_000;

/** How long the final state must hold, watched every frame, for the tap to count as answered once. */
const STABLE_MS = 1_000;

/** How long the control may take to become visible before the run counts as lost (never tapped). */
const VISIBLE_TIMEOUT_MS = 30_000;

/** How long a fully loaded page's control may take to go live before it is tapped as it is. */
const LIVE_TIMEOUT_MS = 30_000;

/** The character typed into the form field right after the tap. */
const TYPED = 'A';

export type FirstTapControlId = 'phone-menu' | 'calculator-radio' | 'package-choice' | 'cost-of-living-section' | 'form-field';

export type TapMode = 'first' | 'loaded';

/** One tap, as the page saw it. Times are from the tap, in ms; null when that state never showed. */
export type TapRun = {
  feedbackMs: number | null;
  finalMs: number | null;
  lost: boolean;
  doubled: boolean;
  /** Why a tap counts as lost. */
  lostBecause?: 'control never visible' | 'touch never seen by the page' | 'no lasting final state';
};

export type TapSummary = {
  runs: number;
  lost: number;
  doubled: number;
  /** Over the runs that showed feedback (null when none did). */
  feedbackMedianMs: number | null;
  feedbackWorstMs: number | null;
  /** Over the runs that were not lost. */
  finalMedianMs: number | null;
  finalWorstMs: number | null;
  /** Every run answered once, and its feedback within FIRST_TAP_BUDGET_MS. */
  withinBudget: boolean;
};

export type FirstTapResult = {
  control: FirstTapControlId;
  label: string;
  path: string;
  first: TapSummary;
  loaded: TapSummary;
  /** Every run, for a closer look at a lost or doubled tap. */
  taps: Record<TapMode, TapRun[]>;
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median and worst of a control's runs in one mode, its lost and doubled taps, and whether it met the budget. */
export function summariseTaps(runs: readonly TapRun[], budgetMs = FIRST_TAP_BUDGET_MS): TapSummary {
  const feedback = runs.flatMap((run) => (run.feedbackMs === null ? [] : [run.feedbackMs]));
  const final = runs.flatMap((run) => (run.lost || run.finalMs === null ? [] : [run.finalMs]));
  const round = (ms: number) => Math.round(ms);
  const lost = runs.filter((run) => run.lost).length;
  const doubled = runs.filter((run) => run.doubled).length;
  const feedbackWorstMs = feedback.length ? round(Math.max(...feedback)) : null;
  return {
    runs: runs.length,
    lost,
    doubled,
    feedbackMedianMs: feedback.length ? round(median(feedback)) : null,
    feedbackWorstMs,
    finalMedianMs: final.length ? round(median(final)) : null,
    finalWorstMs: final.length ? round(Math.max(...final)) : null,
    withinBudget:
      runs.length > 0 && lost === 0 && doubled === 0 && feedback.length === runs.length && feedbackWorstMs !== null && feedbackWorstMs <= budgetMs,
  };
}

/** What the in-page probe needs: which control, how to find it (roles, names, ARIA state) and the run's limits. */
type ProbeSpec = {
  control: FirstTapControlId;
  menuId: string;
  calculateButton: string;
  chooseButton: string;
  packageKey: string;
  leadFormId: string;
  costCategory: string;
  fieldLabel: string;
  typed: string;
  /** Feedback timed from the key press that follows the tap (typing), not from the tap. */
  feedbackFromKey: boolean;
  marker: string;
  live: string;
  timeoutMs: number;
  stableMs: number;
};

/** What the probe reports once the tap settled or timed out. */
type ProbeOutcome = { feedbackMs: number | null; finalMs: number | null; stable: boolean; doubled: boolean };

declare global {
  interface Window {
    firstTapProbe?: { done: boolean; outcome: ProbeOutcome | null };
  }
}

/**
 * Runs in the page before its own scripts (an init script, so it is serialised: nothing from outside this function).
 * Finds the control's elements afresh every frame, by role, ARIA attributes and visible names, because hydration may
 * replace the prerendered elements.
 */
function firstTapProbe(spec: ProbeSpec): void {
  const probe: { done: boolean; outcome: ProbeOutcome | null } = { done: false, outcome: null };
  window.firstTapProbe = probe;
  let tapAt: number | null = null;
  let keyAt: number | null = null;
  let scrollAtTap = 0;
  let towardsLeadForm = 0;
  let feedbackAt: number | null = null;
  let firstFinalAt: number | null = null;
  let finalSince: number | null = null;
  let doubled = false;

  const startingWith = (selector: string, text: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].find((element) => (element.textContent ?? '').trim().startsWith(text)) ?? null;
  const shown = (element: Element | null) => element instanceof HTMLElement && !element.hidden && element.checkVisibility();
  const live = (element: Element | null) => element?.closest(`[${spec.marker}]`)?.hasAttribute(spec.live) === true;
  const stored = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };

  type State = { feedback: boolean; final: boolean; doubled: boolean };
  const states: Record<FirstTapControlId, () => State> = {
    'phone-menu': () => {
      const open = shown(document.getElementById(spec.menuId));
      return { feedback: open, final: open, doubled: false };
    },
    'calculator-radio': () => {
      const radio = document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="structure"]')[1] ?? null;
      const checked = radio?.checked === true;
      const calculate = radio?.form
        ? ([...radio.form.querySelectorAll('button')].find((button) => (button.textContent ?? '').trim() === spec.calculateButton) ?? null)
        : null;
      // Calculate is enabled (not aria-disabled) only once the calculator's own state holds the structure: the app
      // registered the tap.
      const enabled = calculate !== null && !calculate.disabled && calculate.getAttribute('aria-disabled') !== 'true';
      return { feedback: checked, final: checked && enabled && live(radio), doubled: false };
    },
    'package-choice': () => {
      const button = startingWith('button', spec.chooseButton);
      const pressed =
        button !== null &&
        (button.getAttribute('aria-busy') === 'true' || button.getAttribute('aria-pressed') === 'true' || button.hasAttribute('data-pressed'));
      const scrolled = towardsLeadForm !== 0 && (window.scrollY - scrollAtTap) * towardsLeadForm > 100;
      const chosen = button?.closest('[data-package]')?.getAttribute('data-package') ?? null;
      const leadFormTop = document.getElementById(spec.leadFormId)?.getBoundingClientRect().top;
      const arrived = leadFormTop !== undefined && leadFormTop >= -2 && leadFormTop <= window.innerHeight / 2;
      return { feedback: pressed || scrolled, final: chosen !== null && stored(spec.packageKey) === chosen && arrived, doubled: false };
    },
    'cost-of-living-section': () => {
      const header = startingWith('button[aria-expanded][aria-controls]', spec.costCategory);
      const panel = header ? document.getElementById(header.getAttribute('aria-controls') ?? '') : null;
      const open = header?.getAttribute('aria-expanded') === 'true' && shown(panel);
      return { feedback: open, final: open, doubled: false };
    },
    'form-field': () => {
      const label = startingWith('label', spec.fieldLabel) as HTMLLabelElement | null;
      const field = label?.control ?? null;
      const value = field instanceof HTMLInputElement ? field.value : '';
      return {
        feedback: field !== null && document.activeElement === field && value.includes(spec.typed),
        final: value === spec.typed && live(field),
        doubled: value.length > spec.typed.length,
      };
    },
  };

  const finish = (stable: boolean) => {
    probe.outcome = {
      feedbackMs: feedbackAt === null ? null : feedbackAt - (spec.feedbackFromKey ? (keyAt ?? tapAt!) : tapAt!),
      finalMs: firstFinalAt === null ? null : firstFinalAt - tapAt!,
      stable,
      doubled,
    };
    probe.done = true;
  };

  const watch = () => {
    const now = performance.now();
    const state = states[spec.control]();
    if (state.doubled) doubled = true;
    if (feedbackAt === null && state.feedback) feedbackAt = now;
    if (state.final) {
      firstFinalAt ??= now;
      finalSince ??= now;
    } else if (finalSince !== null) {
      // The final state came and went: the tap was answered twice (or undone), whatever comes after.
      doubled = true;
      finalSince = null;
    }
    if (finalSince !== null && now - finalSince >= spec.stableMs) return finish(true);
    if (now - tapAt! >= spec.timeoutMs) return finish(false);
    requestAnimationFrame(watch);
  };

  // An event's timestamp is when the browser received the input: time the page spent busy before handling it counts.
  const receivedAt = (event: Event) => {
    const now = performance.now();
    return event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
  };
  const onTap = (event: Event) => {
    if (tapAt !== null) return;
    tapAt = receivedAt(event);
    scrollAtTap = window.scrollY;
    towardsLeadForm = Math.sign(document.getElementById(spec.leadFormId)?.getBoundingClientRect().top ?? 0);
    requestAnimationFrame(watch);
  };
  window.addEventListener('touchstart', onTap, { capture: true, passive: true });
  window.addEventListener('pointerdown', onTap, { capture: true, passive: true });
  window.addEventListener(
    'keydown',
    (event) => {
      keyAt ??= receivedAt(event);
    },
    { capture: true, passive: true },
  );
}

type FirstTapControl = {
  id: FirstTapControlId;
  label: string;
  path: string;
  /** The element the finger lands on, found by role and accessible name. */
  target: (page: Page) => Locator;
  /** What the visitor does right after the tap (typing into the field); its feedback is then timed from the key press. */
  afterTap?: (page: Page) => Promise<void>;
};

/** The cost-of-living category tapped: the first one closed at first. */
const closedCategory = COST_CATEGORIES.find((category) => !INITIALLY_OPEN.includes(category.id))!;

export const FIRST_TAP_CONTROLS: readonly FirstTapControl[] = [
  {
    id: 'phone-menu',
    label: 'phone menu',
    path: '/',
    target: (page) => page.getByRole('button', { name: HEADER_LABELS.openMenu, exact: true }),
  },
  {
    id: 'calculator-radio',
    label: 'calculator structure radio (2nd)',
    path: '/calculator',
    // The whole card is the radio's label: the finger lands on the card.
    target: (page) => page.getByRole('group', { name: CALCULATOR_FORM.structureLegend }).getByRole('radio').nth(1).locator('xpath=ancestor::label[1]'),
  },
  {
    id: 'package-choice',
    label: 'package choice (1st)',
    path: '/',
    target: (page) => page.getByRole('button', { name: PACKAGES_SECTION.chooseButton }).first(),
  },
  {
    id: 'cost-of-living-section',
    label: `cost-of-living section (${closedCategory.name})`,
    path: paths.ukLifestyle,
    target: (page) => page.getByRole('button', { name: closedCategory.name, expanded: false }),
  },
  {
    id: 'form-field',
    label: 'lead form name field + 1 char',
    path: '/',
    target: (page) => page.getByRole('textbox', { name: LEAD_FORM.fields.fullName.label }),
    afterTap: (page) => page.keyboard.type(TYPED),
  },
];

const probeSpec = (control: FirstTapControl): ProbeSpec => ({
  control: control.id,
  // The home header's menu (HomeHeader's MOBILE_MENU_ID, not exported): what the menu button's aria-controls names.
  menuId: 'mobile-menu',
  calculateButton: CALCULATOR_FORM.calculateButton,
  chooseButton: PACKAGES_SECTION.chooseButton,
  packageKey: SELECTED_PACKAGE_KEY,
  leadFormId: SECTION_IDS.leadForm,
  costCategory: closedCategory.name,
  fieldLabel: LEAD_FORM.fields.fullName.label,
  typed: TYPED,
  feedbackFromKey: control.afterTap !== undefined,
  marker: ISLAND_ATTRIBUTES.name,
  live: ISLAND_ATTRIBUTES.live,
  timeoutMs: TAP_TIMEOUT_MS,
  stableMs: STABLE_MS,
});


/**
 * What a fully loaded page is: loaded, every island in view live (they wake while the browser is idle, a few seconds
 * after the load: islands-loader.ts), network idle, two idle callbacks. A page that never gets there is measured as it
 * is after LIVE_TIMEOUT_MS.
 */
async function untilFullyLoaded(page: Page, target: Locator): Promise<void> {
  await page.waitForLoadState('load');
  await target.scrollIntoViewIfNeeded();
  await page
    .waitForFunction(
      // The loader's own "in view" test (islands-loader.ts, isInView), repeated: this function is serialised into the
      // page, so it cannot import it.
      (attributes) =>
        [...document.querySelectorAll(`[${attributes.name}]`)].every((marker) => {
          const inView = [...marker.children].some((child) => {
            const box = child.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
          });
          return !inView || marker.hasAttribute(attributes.live);
        }),
      ISLAND_ATTRIBUTES,
      { timeout: LIVE_TIMEOUT_MS, polling: 250 },
    )
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/** One tap in a fresh context: a cold first visit at 4x CPU slowdown. */
async function tapRun(browser: Browser, baseUrl: string, control: FirstTapControl, mode: TapMode): Promise<TapRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(firstTapProbe, probeSpec(control));
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(baseUrl + control.path, { waitUntil: 'commit' });
    const target = control.target(page);
    try {
      await target.waitFor({ state: 'visible', timeout: VISIBLE_TIMEOUT_MS });
    } catch {
      return { feedbackMs: null, finalMs: null, lost: true, doubled: false, lostBecause: 'control never visible' };
    }
    if (mode === 'loaded') await untilFullyLoaded(page, target);
    // force: no actionability wait beyond visible (stable, enabled, receiving events): the visitor taps what they see.
    await target.tap({ force: true });
    await control.afterTap?.(page);
    try {
      await page.waitForFunction(() => window.firstTapProbe?.done === true, undefined, {
        polling: 250,
        timeout: TAP_TIMEOUT_MS + STABLE_MS + 10_000,
      });
    } catch {
      return { feedbackMs: null, finalMs: null, lost: true, doubled: false, lostBecause: 'touch never seen by the page' };
    }
    const outcome = (await page.evaluate(() => window.firstTapProbe?.outcome ?? null))!;
    const run: TapRun = { feedbackMs: outcome.feedbackMs, finalMs: outcome.finalMs, lost: !outcome.stable, doubled: outcome.doubled };
    return outcome.stable ? run : { ...run, lostBecause: 'no lasting final state' };
  } finally {
    await context.close();
  }
}

/**
 * Every control, TAP_RUNS times in each mode; a control's first-visit and fully-loaded runs alternate so both see the
 * same machine load.
 */
export async function firstTapBench(baseUrl: string, runs = TAP_RUNS): Promise<{ runs: number; cpuSlowdown: number; controls: FirstTapResult[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const controls: FirstTapResult[] = [];
    for (const control of FIRST_TAP_CONTROLS.filter((candidate) => !TAP_CONTROLS || TAP_CONTROLS.includes(candidate.id))) {
      const taps: Record<TapMode, TapRun[]> = { first: [], loaded: [] };
      for (let run = 0; run < runs; run++) {
        for (const mode of ['first', 'loaded'] as const) taps[mode].push(await tapRun(browser, baseUrl, control, mode));
      }
      controls.push({
        control: control.id,
        label: control.label,
        path: control.path,
        first: summariseTaps(taps.first),
        loaded: summariseTaps(taps.loaded),
        taps,
      });
    }
    return { runs, cpuSlowdown: CPU_SLOWDOWN, controls };
  } finally {
    await browser.close();
  }
}

/** One line per control: first-visit tap figures and pass/fail, beside the fully loaded page's. */
export function printFirstTap({ runs, cpuSlowdown, controls }: Awaited<ReturnType<typeof firstTapBench>>): void {
  const ms = (value: number | null) => (value === null ? '–' : String(value));
  console.log(
    `First tap, ${runs} runs per control and mode (Chromium, ${cpuSlowdown}x CPU slowdown, phone, tapped as soon as visible), ms from the tap (the form field's feedback: from the key press); ` +
      `feedback budget ≤${FIRST_TAP_BUDGET_MS} ms worst, no lost or doubled tap; ✗ = missed`,
  );
  console.table(
    controls.map(({ label, path, first, loaded }) => ({
      control: `${label} ${path}`,
      'feedback median / worst': `${ms(first.feedbackMedianMs)} / ${ms(first.feedbackWorstMs)}`,
      'final median / worst': `${ms(first.finalMedianMs)} / ${ms(first.finalWorstMs)}`,
      'lost / doubled': `${first.lost} / ${first.doubled}`,
      [`≤${FIRST_TAP_BUDGET_MS}`]: first.withinBudget ? 'pass' : '✗',
      'loaded: feedback median / worst': `${ms(loaded.feedbackMedianMs)} / ${ms(loaded.feedbackWorstMs)}`,
      'loaded: final median / worst': `${ms(loaded.finalMedianMs)} / ${ms(loaded.finalWorstMs)}`,
      'loaded: lost / doubled': `${loaded.lost} / ${loaded.doubled}`,
      [`loaded ≤${FIRST_TAP_BUDGET_MS}`]: loaded.withinBudget ? 'pass' : '✗',
    })),
  );
  const missed = controls.filter((result) => !result.first.withinBudget);
  console.log(missed.length ? `First tap over budget: ${missed.map((result) => result.label).join(', ')}` : 'Every first tap within budget');
}
