import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { UK_SALES_PAGES } from '#shared/uk/content/pages.ts';
import { DEFAULT_OFFER_NAV_END, OFFER_ENDED_MESSAGE, navOfferTimeLeft } from '#shared/uk/offer-clock.ts';
import { PROFIT_MESSAGE, calculateTax, formatPounds } from '#shared/uk/tax-engine.ts';
import { UK_PHONE_NUMBERS } from '#shared/uk/whatsapp.ts';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { waitForHydration, waitForIsland, waitForSectionInView } from './support/page-helpers.ts';
import { storedLeads } from './support/table.ts';
import { eventually } from './support/wait.ts';
import { renderPdf, renderingTrouble } from '#functions/test/pdf-render.ts';

const browser = browserForThisFile();

type ReceivedEmail = {
  destination: { to: string[] };
  attachments: { filename?: string; contentType?: string; content: string }[];
};

async function openHub(context: BrowserContext, query = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`/uk${query}`);
  // The page is interactive once React has hydrated it (the variant is decided 100 ms after mount).
  await page.locator('[data-hub-variant]:not([data-hub-variant="pending"])').waitFor();
  return { page, errors };
}

/** Mails the local stand-in mailbox has received for this address. */
async function mailsNowTo(address: string): Promise<ReceivedEmail[]> {
  const response = await fetch(`${e2eEnv().mailboxUrl}/store`);
  const { emails } = (await response.json()) as { emails: ReceivedEmail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)));
}

/** The first mails to this address, once at least one has arrived. */
const mailsTo = (address: string, timeoutMs: number): Promise<ReceivedEmail[]> =>
  eventually(async () => {
    const mine = await mailsNowTo(address);
    return mine.length > 0 ? mine : undefined;
  }, `a mail to ${address}`, timeoutMs);

async function calculate(page: Page, profit: string, method: 'dividend' | 'salary') {
  const calculator = page.getByRole('form', { name: 'UK vs Dubai Tax Calculator' });
  await calculator.getByLabel('Annual company profit').fill(profit);
  await calculator.locator('select[name="method"]').selectOption(method);
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await page.getByTestId('tax-result').waitFor();
}

async function fillPdfRequest(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Request the PDF report' }).click();
  const form = page.getByRole('form', { name: 'Get your report as a PDF' });
  const submit = form.getByRole('button', { name: 'Send my PDF report' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  // Submit stays disabled until the privacy consent is given.
  expect(await submit.isDisabled()).toBe(true);
  await form.getByText('I agree to the privacy policy').click();
  expect(await submit.isEnabled()).toBe(true);
  return submit;
}

function expectPdfAttachment(mails: ReceivedEmail[]) {
  expect(mails).toHaveLength(1);
  const pdf = mails[0]!.attachments.find((attachment) => attachment.filename?.endsWith('.pdf'));
  expect(pdf).toBeDefined();
  expect(Buffer.from(pdf!.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('UK hub (/uk)', () => {
  it('shows the hero, seven reason cards to the sales pages, the guide form, the calculator and the booking section', async () => {
    const context = await newContext(browser());
    try {
      const { page, errors } = await openHub(context);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Move Your Business to Dubai');

      const reasonLinks = page.getByTestId('reason-cards').getByRole('link');
      expect(await reasonLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        UK_SALES_PAGES.map((salesPage) => salesPage.route),
      );

      expect(await page.getByRole('form', { name: 'Free UK to Dubai Migration Guide' }).isVisible()).toBe(true);
      expect(await page.getByRole('form', { name: 'UK vs Dubai Tax Calculator' }).isVisible()).toBe(true);
      const booking = page.locator('#book-call');
      // No booking calendar is configured (shared/launch-settings.ts): no calendar button, never a made-up address.
      expect(await booking.getByTestId('booking-calendar-link').count()).toBe(0);
      expect(await booking.getByTestId('booking-tel-link').getAttribute('href')).toMatch(/^tel:\+\d+$/);
      // No business e-mail is set yet (shared/launch-settings.ts): the teaser's e-mail link is hidden, never made up.
      expect(await page.getByRole('link', { name: 'Notify me when it is published' }).count()).toBe(0);

      // Following a reason card opens its sales page.
      await reasonLinks.first().click();
      await page.waitForURL(`**${UK_SALES_PAGES[0]!.route}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the sticky UK navigation only once the visitor has scrolled down', async () => {
    const context = await newContext(browser());
    try {
      const { page } = await openHub(context);
      const nav = page.getByRole('navigation', { name: 'UK to Dubai navigation' });
      expect(await nav.isVisible()).toBe(false);

      await page.mouse.wheel(0, 600);
      await nav.waitFor({ state: 'visible' });
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Overview',
        'Tax Savings',
        'Lifestyle',
        'Visas & Banking',
        'Costs',
        'Book Call',
      ]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await nav.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('shows the analytics panel with ?admin=true and not without it', async () => {
    const context = await newContext(browser());
    try {
      const { page: admin } = await openHub(context, '?admin=true');
      await admin.getByTestId('uk-analytics-panel').waitFor();
      expect(await admin.getByRole('complementary', { name: 'Analytics panel (sample data)' }).isVisible()).toBe(true);

      const { page: visitor } = await openHub(context);
      await visitor.getByRole('form', { name: 'UK vs Dubai Tax Calculator' }).waitFor();
      expect(await visitor.getByTestId('uk-analytics-panel').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('UK hub tax calculator', () => {
  it('asks for a positive profit, formats it as pounds, gives the engine’s savings, and e-mails the PDF report', async () => {
    const context = await newContext(browser());
    try {
      const { page, errors } = await openHub(context);
      const form = page.getByRole('form', { name: 'UK vs Dubai Tax Calculator' });
      // The visitor reaches the calculator (an island that wakes as it comes into view) before pressing Calculate.
      await waitForHydration(page, `#tax-calculator button[type="submit"]`);
      await form.getByRole('button', { name: 'Calculate' }).click();
      await form.getByText(PROFIT_MESSAGE).waitFor();
      expect(await page.getByTestId('tax-result').count()).toBe(0);

      const profit = form.getByLabel('Annual company profit');
      await profit.fill('abc150000');
      expect(await profit.inputValue()).toBe('£150,000');

      await calculate(page, 'abc150000', 'dividend');
      const expected = calculateTax({ profit: 150_000, method: 'dividend' });
      expect(await page.getByTestId('tax-total-savings').textContent()).toBe(formatPounds(expected.totalSavings));
      // The same tax disclaimer as /uk/tax-savings and the e-mailed report.
      expect(await page.getByTestId('tax-disclaimer').textContent()).toBe(
        'Figures are illustrative estimates based on published UK and UAE tax rates and typical client profiles. Your savings depend on your residence, company structure and circumstances; take personal tax advice before acting.',
      );

      const email = `pdf-${Date.now()}@example.com`;
      const submit = await fillPdfRequest(page, 'Alex Turner', email);
      await submit.click();
      const outcome = page.getByTestId('pdf-request-outcome');
      await outcome.waitFor();
      expect(await outcome.textContent()).toContain('Your PDF tax report has been requested and will be emailed to you within 2-3 minutes.');

      const mails = await mailsTo(email, 20_000);
      expectPdfAttachment(mails);
      // The report as the visitor opens it: drawn by MuPDF, poppler and Ghostscript with ink under every glyph.
      const report = await renderPdf(Buffer.from(mails[0]!.attachments.find((file) => file.filename?.endsWith('.pdf'))!.content, 'base64'));
      expect(report.renderings.flatMap(renderingTrouble)).toEqual([]);
      expect(report.lines).toEqual(expect.arrayContaining(['Prepared for', 'Alex Turner', formatPounds(expected.totalSavings)]));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says an offline PDF request is queued and delivers it once the connection returns', async () => {
    const context = await newContext(browser());
    try {
      const { page } = await openHub(context);
      await calculate(page, '250000', 'salary');
      const email = `pdf-offline-${Date.now()}@example.com`;
      const submit = await fillPdfRequest(page, 'Sam Offline', email);

      await context.setOffline(true);
      await submit.click();
      const outcome = page.getByTestId('pdf-request-outcome');
      await outcome.waitFor();
      expect(await outcome.textContent()).toContain("PDF request queued. You'll receive it once online connection is restored.");
      // The queued message shows once the request has failed: nothing reached the server, so nothing was sent.
      expect(await mailsNowTo(email)).toEqual([]);

      await context.setOffline(false);
      expectPdfAttachment(await mailsTo(email, 40_000));
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('UK hub migration guide', () => {
  it('stores the lead and opens WhatsApp to the main number about 3 seconds later', async () => {
    const context = await newContext(browser());
    try {
      const { page, errors } = await openHub(context);
      const email = `guide-${Date.now()}@example.com`;
      const form = page.getByRole('form', { name: 'Free UK to Dubai Migration Guide' });
      await form.getByRole('textbox', { name: 'Full Name' }).fill('Jamie Guide');
      await form.getByRole('textbox', { name: 'Email Address' }).fill(email);

      const chatTab = context.waitForEvent('page', { timeout: 10_000 });
      await form.getByRole('button', { name: 'Send me the guide' }).click();
      await page.getByTestId('guide-success').waitFor();
      const successAt = Date.now();
      expect(await page.getByTestId('guide-countdown').textContent()).toMatch(/Opening WhatsApp in [123]/);

      const chat = await chatTab;
      expect(Date.now() - successAt).toBeGreaterThanOrEqual(2_000);
      const mainDigits = UK_PHONE_NUMBERS.main.phoneNumber.replace(/\D/g, '');
      expect(chat.url()).toMatch(new RegExp(`^https://wa\\.me/${mainDigits}\\?text=`));
      expect(decodeURIComponent(new URL(chat.url()).searchParams.get('text') ?? '')).toContain('Jamie Guide');

      const lead = (await storedLeads()).find((stored) => stored.email === email);
      expect(lead).toMatchObject({ formType: 'uk_guide', page: 'uk-hub', fullName: 'Jamie Guide' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('UK hub migration guide when the API fails', () => {
  it('still shows the success screen and opens WhatsApp, as the spec says a failed submission does', async () => {
    const context = await newContext(browser());
    try {
      // Prepare: every lead capture of this page answers 503.
      const { page } = await openHub(context);
      await page.route('**/api/leads/capture', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
      const form = page.getByRole('form', { name: 'Free UK to Dubai Migration Guide' });
      await form.getByRole('textbox', { name: 'Full Name' }).fill('Failing Guide');
      await form.getByRole('textbox', { name: 'Email Address' }).fill(`guide-failing-${Date.now()}@example.com`);

      // Act
      const failed = page.waitForResponse('**/api/leads/capture');
      const chatTab = context.waitForEvent('page', { timeout: 10_000 });
      await form.getByRole('button', { name: 'Send me the guide' }).click();

      // Assess: the request did fail, and the visitor sees success and is taken to WhatsApp.
      expect((await failed).status()).toBe(503);
      await page.getByTestId('guide-success').waitFor();
      expect(new URL((await chatTab).url()).host).toBe('wa.me');
    } finally {
      await context.close();
    }
  });
});

describe('UK hub time-dependent parts', () => {
  it('before the offer ends, counts down in the banner and the nav badge and shows the call button in London office hours', async () => {
    const context = await newContext(browser());
    try {
      const page = await context.newPage();
      // Wednesday 30 July 2025, 10:30 in London.
      const now = new Date('2025-07-30T09:30:00Z');
      await page.clock.install({ time: now });
      await page.goto('/uk');
      const banner = page.getByTestId('uk-countdown-banner');
      await banner.getByText(/1 days 10 hours 29 min/).waitFor();
      expect(await banner.textContent()).not.toContain(OFFER_ENDED_MESSAGE);

      const left = navOfferTimeLeft(now, new Date(DEFAULT_OFFER_NAV_END));
      await page.mouse.wheel(0, 600);
      expect(await page.getByTestId('uk-offer-badge').textContent()).toBe(`Offer: ${left.days}d ${left.hours}h left`);

      const call = page.getByTestId('uk-call-button').getByRole('link');
      expect(await call.getAttribute('href')).toBe(`tel:${UK_PHONE_NUMBERS.ukOffice.phoneNumber}`);

      // Dismissing the banner hides it.
      await banner.getByRole('button', { name: 'Dismiss offer banner' }).click();
      await banner.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('after the offer, says it has ended, hides the badge and, on a Saturday, hides the call button', async () => {
    const context = await newContext(browser());
    try {
      const page = await context.newPage();
      // Saturday 2 August 2025, 11:00 in London.
      await page.clock.install({ time: new Date('2025-08-02T10:00:00Z') });
      await page.goto('/uk');
      const banner = page.getByTestId('uk-countdown-banner');
      await banner.getByText(OFFER_ENDED_MESSAGE).waitFor();
      await page.getByTestId('uk-next-batch').getByText('Next setup batch: 15 August 2025').waitFor();
      await page.mouse.wheel(0, 600);
      await page.getByRole('navigation', { name: 'UK to Dubai navigation' }).waitFor();
      expect(await page.getByTestId('uk-offer-badge').count()).toBe(0);
      expect(await page.getByTestId('uk-call-button').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('on a phone, the sticky navigation keeps Overview, Tax Savings and Lifestyle only', async () => {
    const context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
    try {
      const { page } = await openHub(context);
      await page.mouse.wheel(0, 600);
      const nav = page.getByRole('navigation', { name: 'UK to Dubai navigation' });
      await nav.waitFor();
      const visible = await nav.getByRole('link').evaluateAll((links) =>
        links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.textContent),
      );
      expect(visible).toEqual(['Overview', 'Tax Savings', 'Lifestyle']);
    } finally {
      await context.close();
    }
  });
});

describe('UK hub variant', () => {
  it('keeps every block on a constrained device and adds the hero decoration only on a capable one', async () => {
    const capable = await newContext(browser());
    const phone = await newContext(browser(), { viewport: PHONE_VIEWPORT });
    try {
      await capable.addInitScript(() => {
        Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 });
      });
      const { page: full } = await openHub(capable);
      expect(await full.locator('[data-hub-variant]').getAttribute('data-hub-variant')).toBe('full');
      expect(await full.getByTestId('hero-decoration').count()).toBe(1);

      const { page: light } = await openHub(phone);
      expect(await light.locator('[data-hub-variant]').getAttribute('data-hub-variant')).toBe('performance');
      expect(await light.getByTestId('hero-decoration').count()).toBe(0);
      expect(await light.getByTestId('reason-cards').getByRole('link').count()).toBe(UK_SALES_PAGES.length);
      expect(await light.getByRole('form', { name: 'UK vs Dubai Tax Calculator' }).isVisible()).toBe(true);
    } finally {
      await capable.close();
      await phone.close();
    }
  });
});

describe('the UK hub as static HTML with islands', () => {
  /** Opens /uk, recording the browser errors. */
  async function openStaticHub(context: BrowserContext, prepare?: (page: Page) => Promise<unknown>) {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await prepare?.(page);
    return { page, errors };
  }

  it('counts down, decides the variant and shows the next batch without loading React while it loads', async () => {
    const context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
    try {
      // Prepare: Wednesday 30 July 2025, 10:30 in London, before the offer ends.
      const { page, errors } = await openStaticHub(context, (page) =>
        page.clock.install({ time: new Date('2025-07-30T09:30:00Z') }),
      );

      // The scripts requested before the load event (the fake clock hides the page's own navigation timing).
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const requestedDuringLoad = page.waitForEvent('load').then(() => [...scripts]);

      // Act
      await page.goto('/uk');
      await page.locator('[data-hub-variant="performance"]').waitFor();
      await page.getByTestId('uk-countdown-banner').getByText(/1 days 10 hours 29 min/).waitFor();
      await page.getByTestId('uk-next-batch').getByText('Next setup batch: 31 July 2025').waitFor();

      // Assess: the live parts ran as scripts; React was not part of the load.
      expect(await page.getByRole('link', { name: 'Claim my place' }).isVisible()).toBe(true);
      expect((await requestedDuringLoad).filter((path) => /\/assets\/(react|theme|hydrate-island|tax-calculator|guide-form|hero-section)-/.test(path))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes a click on "Calculate my savings" before the hero woke and scrolls to the calculator', async () => {
    const context = await newContext(browser());
    try {
      // Prepare
      const { page, errors } = await openHub(context);
      expect(await page.locator('[data-island="uk-hub-hero-actions"][data-island-awake]').count()).toBe(0);

      // Act
      await page.getByRole('button', { name: 'Calculate my savings' }).click();

      // Assess
      await waitForSectionInView(page, 'tax-calculator');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a profit typed into the calculator before its island woke, and calculates with it', async () => {
    const context = await newContext(browser());
    try {
      // Prepare: the calculator's code is held back until the visitor has typed.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const { page, errors } = await openStaticHub(context, (page) =>
        page.context().route('**/assets/tax-calculator-*.js', async (route: Route) => {
          await released;
          await route.continue();
        }),
      );
      await page.goto('/uk');
      const form = page.getByRole('form', { name: 'UK vs Dubai Tax Calculator' });
      const profit = form.getByLabel('Annual company profit');

      // Act: typed into the static HTML, then the island wakes.
      await profit.fill('150000');
      expect(await page.locator('[data-island="uk-tax-calculator"][data-island-live]').count()).toBe(0);
      release();
      await waitForIsland(page, 'uk-tax-calculator');
      await form.getByRole('button', { name: 'Calculate' }).click();

      // Assess: the figure survived hydration, shown as pounds, and the result came from it.
      expect(await profit.inputValue()).toBe('£150,000');
      await page.getByTestId('tax-result').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens at the section its address names', async () => {
    const context = await newContext(browser());
    try {
      // Act
      const page = await context.newPage();
      await page.goto('/uk#book-call');

      // Assess
      await waitForSectionInView(page, 'book-call');
    } finally {
      await context.close();
    }
  });
});
