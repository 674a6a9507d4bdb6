/**
 * The UK premium landing pages through the real local stack (CloudFront Function, API, table): /uk-dubai with its
 * report capture and VIP consultation form, /uk-dubai-3, /uk-4 and /uk-dubai-4, the /uk-old redirect, and the motion
 * with and without reduced motion.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PAGE_META } from '#shared/page-meta.ts';
import { UK_LANDING_ROUTES } from '#shared/uk/content/pages.ts';
import { PREMIUM_SECTION_IDS } from '#shared/uk/content/premium.ts';
import { UK_DUBAI_3_SECTION_IDS } from '#shared/uk/content/uk-dubai-3.ts';
import { UK_PHONE_NUMBERS, UK_DUBAI_3_GREETING, reportRequestMessage, uk4Message } from '#shared/uk/whatsapp.ts';
import { browserForThisFile, collectErrors, DESKTOP_VIEWPORT, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { storedLeads } from './support/table.ts';
import { scriptsDuringLoad, waitForHydration, waitForIsland } from './support/page-helpers.ts';
import { eventually, waitForConsentDecision, waitForIdle } from './support/wait.ts';

const browser = browserForThisFile();

let context: BrowserContext;

beforeEach(async () => {
  context = await newContext(browser());
});
afterEach(async () => {
  await context.close();
});

const digits = (phone: string) => phone.replace(/\D/g, '');

/** The chat a WhatsApp tab opened: the number and the decoded message. */
function chatOf(url: string): { number: string; message: string } {
  const parsed = new URL(url);
  return { number: parsed.pathname.replace(/\//g, ''), message: parsed.searchParams.get('text') ?? '' };
}

const leadWithEmail = (email: string): Promise<Record<string, unknown>> =>
  eventually(async () => (await storedLeads()).find((candidate) => candidate.email === email), `a lead stored for ${email}`);

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

async function open(page: Page, path: string) {
  await page.goto(path);
  // The page's own script (its link actions and motion: static-landing.ts) has started.
  await page.waitForFunction(() => document.querySelector('[data-enhance]:not([data-enhanced])') === null);
}

describe('the UK premium landing pages', () => {
  it('/uk-dubai shows the exodus hero, the report card, the £500K comparison, the long-term savings, the notice, the statistics and the consultation form', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, UK_LANDING_ROUTES.premium);

    expect(await page.title()).toBe(PAGE_META['uk-dubai'].title);
    // Every expected text below is the spec's (uk-and-admin.md section 2, premium landing page; section 9 figures).
    await page.getByRole('heading', { level: 1, name: "THE UK's TAX EXODUS" }).waitFor();
    for (const badge of ['16,500 UK Millionaires Fleeing', '9,800 Choosing UAE']) await page.getByText(badge, { exact: true }).waitFor();
    await page.getByTestId('premium-annual-saving').getByText('£233,340').waitFor();
    for (const perk of ['350+ sunny days', '0% income tax', 'Zero inheritance tax', '24h setup guarantee', '100% confidential', 'Regulated and licensed']) {
      await page.getByText(perk, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'GET MY £233,340 SAVINGS ANALYSIS' }).waitFor();
    for (const item of ['Personalised tax savings calculation', 'Dubai business structure recommendations', 'Step-by-step relocation timeline', 'Consultation booking link']) {
      await page.getByText(item, { exact: true }).waitFor();
    }
    await page.getByTestId('premium-comparison-uk').getByText('£233,340').waitFor();
    for (const saving of ['£2.33M', '£4.67M', '£7.00M']) await page.getByTestId('premium-long-term').getByText(saving).waitFor();
    await page.getByText('Limited Time: UK Tax Rates Increasing 2025').waitFor();
    await page.locator(`#${PREMIUM_SECTION_IDS.consultation} form`).waitFor();
    await page.locator('footer').getByRole('link', { name: /WhatsApp/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('/uk-dubai hero buttons scroll smoothly to the consultation form and to the report card', async () => {
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.premium);
    await page.getByRole('link', { name: 'GET VIP CONSULTATION' }).click();
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return Math.abs(top) < 120;
    }, PREMIUM_SECTION_IDS.consultation);
    expect(new URL(page.url()).hash).toBe('');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('link', { name: 'EXCLUSIVE TAX REPORT' }).click();
    await page.waitForFunction((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 120, PREMIUM_SECTION_IDS.report);
  });

  it('/uk-dubai-3 shows the hero, the summary, the complete breakdown totalling £328,025, the Why Dubai cards and both closing blocks, and its buttons open WhatsApp with the greeting', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, UK_LANDING_ROUTES.dubai3);

    expect(await page.title()).toBe(PAGE_META['uk-dubai-3'].title);
    await page.getByRole('heading', { level: 1, name: 'ESCAPE THE UK Tax Trap' }).waitFor();
    await page.getByTestId('dubai3-summary').waitFor();
    const table = page.locator(`#${UK_DUBAI_3_SECTION_IDS.comparison} table`);
    expect(await table.locator('tbody tr').count()).toBe(7);
    expect(await table.getByTestId('tax-table-total').innerText()).toBe('£328,025');
    expect(await page.getByTestId('dubai3-why').locator('h3').count()).toBe(6);
    await page.getByRole('heading', { name: 'Ready to Make the Move?' }).waitFor();
    await page.getByRole('heading', { name: "Don't Wait. Act Now." }).waitFor();

    const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('main').getByRole('link', { name: /WHATSAPP/ }).first().click()]);
    const { number, message } = chatOf(chat.url());
    expect(number).toBe(digits(UK_PHONE_NUMBERS.main.phoneNumber));
    expect(message.startsWith(UK_DUBAI_3_GREETING)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('/uk-dubai-3 buttons each open WhatsApp with the same fixed greeting followed by the button\'s own sentence', async () => {
    // Prepare
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.dubai3);
    const greeting = "Hi! I'm ready to escape the UK tax trap and move my business to Dubai.";

    // Act: every chat link of the page, in page order (hero, 'Ready to Make the Move?', 'Don't Wait. Act Now.').
    const messages = (await page.getByRole('main').locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).map(
      (href) => chatOf(href).message,
    );

    // Assess
    expect(messages).toEqual([
      `${greeting} Please show me what the complete tax breakdown means for my own income.`,
      `${greeting} What are the next steps to set up my company in Dubai?`,
      `${greeting} I'd like to speak to an expert today.`,
    ]);
  });

  it('/uk-4 shows the crisis hero, the exodus statistics, the breakdown totalling £233,340, six advantages, three five-star testimonials and the contact footer, with its own title', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, UK_LANDING_ROUTES.uk4);

    expect(await page.title()).toBe("Escape UK's 45% Tax Trap - Save £233,340 Annually"); // the spec's title
    await page.getByRole('alert').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('tax-table-total').innerText()).toBe('£233,340');
    expect(await page.getByTestId('uk4-advantages').locator('h3').count()).toBe(6);
    const testimonials = page.getByTestId('uk4-testimonials').locator('figure');
    // Spec: three testimonials, five stars each.
    expect(await testimonials.count()).toBe(3);
    const stars = await testimonials.getByRole('img').allInnerTexts();
    expect(stars).toEqual(['★★★★★', '★★★★★', '★★★★★']);
    expect(await page.getByTestId('uk4-footer-phone').innerText()).toContain(UK_PHONE_NUMBERS.uk4.phoneNumber);
    // The spec's e-mail line shows only once the owner has set the business e-mail (launch settings): none yet.
    expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('/uk-4 and /uk-dubai-4 are the same page, and its buttons open WhatsApp to the /uk-4 number with the button as context', async () => {
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.uk4);
    const uk4 = await page.locator('body').innerText();
    await open(page, UK_LANDING_ROUTES.dubai4);
    expect(await page.title()).toBe("Escape UK's 45% Tax Trap - Save £233,340 Annually");
    expect(await page.locator('body').innerText()).toBe(uk4);

    const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('main').getByRole('link', { name: /WHATSAPP|EXPERT/ }).first().click()]);
    const { number, message } = chatOf(chat.url());
    expect(number).toBe(digits(UK_PHONE_NUMBERS.uk4.phoneNumber));
    expect(message).toMatch(/\n\nContext: .+$/);
    expect(message.startsWith(uk4Message())).toBe(true);
  });

  it('/uk-old answers a permanent redirect to /uk and the browser lands on /uk', async () => {
    const response = await fetch(new URL(UK_LANDING_ROUTES.old, e2eEnv().baseUrl), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, e2eEnv().baseUrl).pathname).toBe('/uk');

    const page = await context.newPage();
    await page.goto(UK_LANDING_ROUTES.old);
    expect(new URL(page.url()).pathname).toBe('/uk');
  });
});

describe('the /uk-dubai consultation form', () => {
  it('stores the visitor as a consultation lead with their company and opens WhatsApp to the premium number naming them and their company', async () => {
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.premium);
    const email = uniqueEmail('consultation');
    const form = page.locator(`#${PREMIUM_SECTION_IDS.consultation} form`);
    await form.getByLabel('Full Name').fill('Oliver Hughes');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+44 20 7946 0123');
    await form.getByLabel('Company').fill('Hughes Analytics Ltd');
    await form.getByLabel(/revenue/i).fill('750000');

    const [chat] = await Promise.all([context.waitForEvent('page'), form.getByRole('button', { name: 'GET VIP CONSULTATION' }).click()]);
    const { number, message } = chatOf(chat.url());
    expect(number).toBe(digits(UK_PHONE_NUMBERS.premium.phoneNumber));
    expect(message).toContain('Name: Oliver Hughes');
    expect(message).toContain('Company: Hughes Analytics Ltd');
    expect(message).toContain('£750,000');

    const lead = await leadWithEmail(email);
    expect(lead).toMatchObject({ formType: 'consultation', page: 'uk-dubai', fullName: 'Oliver Hughes', companyName: 'Hughes Analytics Ltd' });
  });
});

describe('the /uk-dubai report capture', () => {
  it('does nothing while the e-mail is empty: the first request and the first tab come from the click after an e-mail is typed', async () => {
    // Prepare
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.premium);
    const opened: string[] = [];
    context.on('page', (tab) => opened.push(tab.url()));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/leads')) sent.push(request.postData() ?? '');
    });
    const button = page.getByRole('button', { name: 'GET MY £233,340 SAVINGS ANALYSIS' });
    // The form is an island that wakes as it comes into view: scrolled to, as a visitor reaching it would.
    await waitForHydration(page, `#${PREMIUM_SECTION_IDS.report} button[type="submit"]`);

    // Act: a click with the field empty, then (the positive signal) one with an e-mail, whose effects are awaited.
    await button.click();
    const email = uniqueEmail('report-after-empty');
    await page.locator(`#${PREMIUM_SECTION_IDS.report}`).getByLabel('Email Address').fill(email);
    await Promise.all([context.waitForEvent('page'), page.waitForRequest('**/api/leads/**'), button.click()]);

    // Assess: exactly one request and one tab, both from the second click.
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ email });
    expect(opened).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(UK_LANDING_ROUTES.premium);
  });

  it('with an e-mail stores a report request lead and opens WhatsApp to the premium number asking for the report', async () => {
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.premium);
    const email = uniqueEmail('report');
    await page.locator(`#${PREMIUM_SECTION_IDS.report}`).getByLabel('Email Address').fill(email);

    const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'GET MY £233,340 SAVINGS ANALYSIS' }).click()]);
    const { number, message } = chatOf(chat.url());
    expect(number).toBe(digits(UK_PHONE_NUMBERS.premium.phoneNumber));
    expect(message).toBe(reportRequestMessage(email));

    const lead = await leadWithEmail(email);
    expect(lead).toMatchObject({ formType: 'report_request', page: 'uk-dubai' });
  });
});

describe('motion', () => {
  /** The particles that are rendered, and how many of them run a CSS animation. */
  const particles = (page: Page) =>
    page.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>('[data-particle]')];
      return { rendered: all.length, animating: all.filter((particle) => particle.getAnimations().some((a) => a.playState === 'running')).length };
    });

  it('the /uk-dubai hero fills with 50 drifting particles and /uk-dubai-3 with 20 once the page is idle', async () => {
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.premium);
    await page.waitForFunction(() => document.querySelectorAll('[data-particle]').length > 0);
    expect(await particles(page)).toEqual({ rendered: 50, animating: 50 });
    await open(page, UK_LANDING_ROUTES.dubai3);
    await page.waitForFunction(() => document.querySelectorAll('[data-particle]').length > 0);
    expect(await particles(page)).toEqual({ rendered: 20, animating: 20 });
  });

  it('nothing on /uk-dubai moves under the visitor while the effects, lazy sections and phone numbers arrive (layout shift under 0.1)', async () => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, UK_LANDING_ROUTES.premium);
    await page.waitForFunction(() => document.querySelectorAll('[data-particle]').length > 0);
    // Everything that arrives late has arrived: the lazy footer with the phone number, and two frames laid out since.
    await page.locator('footer').getByRole('link', { name: /WhatsApp/ }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.1);
  });

  it('on /uk-dubai a ring follows the mouse, and sections below the fold slide in when scrolled to', async () => {
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.premium);
    await page.waitForSelector('[data-cursor-follower]', { state: 'attached' });
    await page.mouse.move(300, 400);
    await page.waitForFunction(() => (document.querySelector<HTMLElement>('[data-cursor-follower]')!.style.transform ?? '').includes('286px, 386px'));

    const below = page.locator(`#${PREMIUM_SECTION_IDS.consultation} [data-reveal]`);
    expect(await below.getAttribute('data-reveal')).toBe('hidden');
    await below.scrollIntoViewIfNeeded();
    await page.waitForFunction((id) => {
      const block = document.querySelector<HTMLElement>(`#${id} [data-reveal]`)!;
      return block.dataset.reveal === 'shown' && getComputedStyle(block).opacity === '1';
    }, PREMIUM_SECTION_IDS.consultation);
  });

  it('with reduced motion no particle moves, no cursor effect runs and every block is visible without animation', async () => {
    const reduced = await browser().newContext({ baseURL: e2eEnv().baseUrl, viewport: DESKTOP_VIEWPORT, reducedMotion: 'reduce' });
    await reduced.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    try {
      for (const route of [UK_LANDING_ROUTES.premium, UK_LANDING_ROUTES.dubai3]) {
        const page = await reduced.newPage();
        await open(page, route);
        await page.mouse.move(300, 400);
        // Motion starts when the browser is first idle; once it has been idle, anything that would run is running.
        await waitForIdle(page);
        expect(await particles(page)).toEqual({ rendered: 0, animating: 0 });
        expect(await page.locator('[data-cursor-follower], [data-spotlight]').count()).toBe(0);
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await page.waitForFunction(() => window.scrollY > 0);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const blocks = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-reveal]')].map((block) => ({
            opacity: getComputedStyle(block).opacity,
            transform: getComputedStyle(block).transform,
          })),
        );
        expect(blocks.length).toBeGreaterThan(0);
        for (const block of blocks) expect(block).toEqual({ opacity: '1', transform: 'none' });
        await page.close();
      }
    } finally {
      await reduced.close();
    }
  });
});

describe('/uk-dubai as static HTML with islands', () => {
  /** The gtag events the page queued, by name. */
  const eventNames = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'event').map((entry) => entry[1]),
    );

  it('shows the whole page with the header not loaded while it loads, and the consultation form and the footer asleep below the view', async () => {
    // Prepare
    const page = await context.newPage();
    const errors = collectErrors(page);

    // Act: the page loads and the browser goes idle, with no interaction.
    await page.goto(UK_LANDING_ROUTES.premium);
    await waitForIdle(page);

    // Assess: the spec's figures are in the HTML; the islands below the view and the menu did not load; the
    // motion (the page's own small script, no React) runs.
    await page.getByTestId('premium-annual-saving').getByText('£233,340').waitFor();
    await page.getByTestId('premium-long-term').getByText('£7.00M').waitFor();
    for (const island of ['uk-premium-consultation', 'uk-premium-footer']) {
      expect(await page.locator(`[data-island="${island}"][data-island-awake]`).count()).toBe(0);
    }
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(uk-header|consultation-form|premium-footer)-/.test(path))).toEqual([]);
    await page.waitForFunction(() => document.querySelectorAll('[data-particle]').length === 50);
    expect(errors).toEqual([]);
  });

  it('sends the hero buttons\' and the savings button\'s events from real clicks on the static HTML', async () => {
    // Prepare: a visitor from the UK, every consent granted, so events are sent.
    const page = await context.newPage();
    await open(page, UK_LANDING_ROUTES.premium);
    await waitForConsentDecision(page);

    // Act
    await page.getByRole('link', { name: 'GET VIP CONSULTATION' }).click();
    await page.getByRole('link', { name: 'EXCLUSIVE TAX REPORT' }).click();
    const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /SHOW ME MY SAVINGS/ }).click()]);

    // Assess: the spec's event names (uk-and-admin.md section 2); the chat opened with the premium number.
    await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => Array.from(entry as ArrayLike<unknown>)[1] === 'uk_dubai_savings_cta'));
    expect(await eventNames(page)).toEqual(expect.arrayContaining(['uk_dubai_hero_cta', 'uk_dubai_hero_report', 'uk_dubai_savings_cta']));
    expect(chatOf(chat.url()).number).toBe(digits(UK_PHONE_NUMBERS.premium.phoneNumber));
  });

  it('keeps the e-mail typed into the report card before its island woke, and sends it with the first click', async () => {
    // Prepare: the islands' code is held back, so the visitor types into the prerendered form.
    const page = await context.newPage();
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.context().route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(UK_LANDING_ROUTES.premium, { waitUntil: 'commit' });
    const email = uniqueEmail('report-early');
    await page.locator(`#${PREMIUM_SECTION_IDS.report}`).getByLabel('Email Address').fill(email);

    // Act
    releaseScripts();
    await waitForIsland(page, 'uk-premium-report');
    const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'GET MY £233,340 SAVINGS ANALYSIS' }).click()]);

    // Assess
    expect(chatOf(chat.url()).message).toBe(reportRequestMessage(email));
    expect(await leadWithEmail(email)).toMatchObject({ formType: 'report_request', page: 'uk-dubai' });
  });
});

describe('/uk-dubai-3 as static HTML with islands', () => {
  it('shows the number staff stored in its chat links and contact lines, without waking any island', async () => {
    // Prepare: staff's main number is not the seeded one.
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.route('**/api/phone-numbers', (route) => route.fulfill({ json: [{ configKey: 'main', phoneNumber: '+971509998877', displayName: 'Main WhatsApp' }] }));

    // Act
    await page.goto(UK_LANDING_ROUTES.dubai3);
    await page.waitForFunction(() => document.querySelector('main a[href^="https://wa.me/971509998877?text="]') !== null);

    // Assess: every chat link of the page and both contact lines ('WhatsApp: {number}', the spec's line) changed.
    const hrefs = await page.getByRole('main').locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) expect(chatOf(href).number).toBe('971509998877');
    await page.waitForFunction(() => document.body.innerText.split('WhatsApp: +971509998877').length === 3);
    expect(await page.getByText(`WhatsApp: ${UK_PHONE_NUMBERS.main.phoneNumber}`).count()).toBe(0);
    expect(await page.locator('[data-island][data-island-awake]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('/uk-4 as static HTML with islands', () => {
  it('shows the whole page and runs its motion without loading React until the visitor interacts', async () => {
    // Prepare
    const page = await context.newPage();
    const errors = collectErrors(page);

    // Act: the page loads and the browser goes idle, with no interaction.
    await page.goto(UK_LANDING_ROUTES.uk4);
    await page.waitForFunction(() => document.querySelector('[data-enhanced]') !== null);
    await waitForIdle(page);

    // Assess: the spec's figures are in the HTML; the header's menu and the footer below the view slept, and no
    // React nor any island's code was requested; the page's motion (its own small script) started.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('tax-table-total').innerText()).toBe('£233,340');
    expect(await page.locator('[data-island="uk-header"] header').count()).toBe(1);
    expect(await page.locator('[data-island="uk-4-footer"] footer').count()).toBe(1);
    expect(await page.locator('[data-island="uk-4-footer"][data-island-awake]').count()).toBe(0);
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(react|hydrate-island|uk-header|uk-4-footer|site-footer)-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a phone visitor's first tap on the header's menu button opens the menu, though the header was static HTML", async () => {
    // Prepare
    const phone = await newContext(browser(), { viewport: PHONE_VIEWPORT });
    try {
      const page = await phone.newPage();
      const errors = collectErrors(page);
      await page.goto(UK_LANDING_ROUTES.uk4);
      const toggle = page.locator('header button[aria-controls]');
      const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      expect(await menu.isVisible()).toBe(false);

      // Act: the tap both wakes the header and is replayed on it once it is live.
      await toggle.click();

      // Assess: the menu shows the UK pages (spec: Overview, Tax Savings, Lifestyle) leading to the hub first.
      await menu.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/uk');
      expect(await menu.getByRole('link', { name: 'Tax Savings' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('wakes the footer when the visitor scrolls to it, with the /uk-4 number in its chat line', async () => {
    // Prepare
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(UK_LANDING_ROUTES.uk4);

    // Act
    await page.getByTestId('uk4-footer-phone').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'uk-4-footer');

    // Assess: the line opens the chat to the /uk-4 number with the footer as context.
    const footerLink = page.getByTestId('uk4-footer-phone');
    expect(await footerLink.innerText()).toBe(`WhatsApp: ${UK_PHONE_NUMBERS.uk4.phoneNumber}`);
    const { number, message } = chatOf((await footerLink.getAttribute('href'))!);
    expect(number).toBe(digits(UK_PHONE_NUMBERS.uk4.phoneNumber));
    // Spec: /uk-4 appends a blank line plus 'Context: {label}'.
    expect(message.startsWith(uk4Message())).toBe(true);
    expect(message).toMatch(/\n\nContext: Footer$/);
    expect(errors).toEqual([]);
  });

  it("shows staff's number in every chat link outside the islands, and in the footer's line as soon as the footer wakes", async () => {
    // Prepare: staff's /uk-4 number is not the seeded one.
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.route('**/api/phone-numbers', (route) => route.fulfill({ json: [{ configKey: 'uk4', phoneNumber: '+971509998877', displayName: 'UK-4 WhatsApp' }] }));

    // Act: the page goes idle and fetches the numbers, the footer still asleep below the view.
    await page.goto(UK_LANDING_ROUTES.uk4);
    await page.waitForFunction(() => document.querySelector('main a[href^="https://wa.me/971509998877?text="]') !== null);

    // Assess: the page's three buttons show staff's number; the sleeping footer is as prerendered (an island's HTML is
    // never changed while it sleeps: hydration adopts it as it was rendered).
    const hrefs = await page.locator('main a[href^="https://wa.me/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) expect(chatOf(href).number).toBe('971509998877');
    expect(await page.getByTestId('uk4-footer-phone').innerText()).toBe(`WhatsApp: ${UK_PHONE_NUMBERS.uk4.phoneNumber}`);
    expect(await page.locator('[data-island="uk-4-footer"][data-island-awake]').count()).toBe(0);

    // Act: the visitor scrolls down and the footer wakes.
    await page.getByTestId('uk4-footer-phone').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'uk-4-footer');

    // Assess: React adopted the footer (no hydration error), then showed staff's number.
    await page.waitForFunction(() => document.querySelector('[data-testid="uk4-footer-phone"]')?.textContent === 'WhatsApp: +971509998877');
    expect(chatOf((await page.getByTestId('uk4-footer-phone').getAttribute('href'))!).number).toBe('971509998877');
    expect(errors).toEqual([]);
  });
});
