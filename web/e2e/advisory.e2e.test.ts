import type { BrowserContext, Page } from 'playwright-core';
import { CONTACT } from '#shared/contact.ts';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  await context?.close();
});

async function openAdvisory() {
  context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
  page = await context.newPage();
  errors = collectErrors(page);
  await page.goto('/advisory');
  await waitForHydration(page, 'main a[target="_blank"]');
}

describe('advisory page', () => {
  test('shows its track record: 150+ ventures, 25+ countries, $50M+ capital, 95% growth rate', async () => {
    await openAdvisory();
    // The spec's figures (main-site.md section 2), each paired with what it counts.
    const shown = await page.locator('main dl').first().evaluate((list) =>
      Array.from(list.querySelectorAll('dt')).map((term) => [term.nextElementSibling?.textContent, term.textContent?.toLowerCase()]),
    );
    expect(shown).toEqual([
      ['150+', 'ventures'],
      ['25+', 'countries'],
      ['$50M+', 'capital'],
      ['95%', 'growth rate'],
    ]);
    for (const value of ['150+', '25+', '$50M+', '95%']) {
      expect(await page.getByText(value, { exact: true }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('a topic button opens a WhatsApp chat in a new tab whose message names the topic', async () => {
    await openAdvisory();
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Discuss Market Entry' }).click(),
    ]);
    await chat.waitForLoadState();
    const url = new URL(chat.url());
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe(`/${CONTACT.whatsappNumber.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toMatch(/market entry strategy/i);
    expect(new URL(page.url()).pathname).toBe('/advisory'); // the page itself stays
  });

  test('every button of the page opens a chat naming its own topic in a new tab, or calls us', async () => {
    await openAdvisory();
    const links = await page.locator('header a, main a').evaluateAll((anchors) =>
      anchors
        .filter((anchor) => anchor.getAttribute('href') !== '/')
        .map((anchor) => ({
          label: anchor.textContent?.trim() ?? '',
          href: anchor.getAttribute('href') ?? '',
          target: anchor.getAttribute('target'),
        })),
    );
    expect(links.length).toBeGreaterThanOrEqual(10); // header, hero (2), services (4), insights (2), call to action (2)
    const messages = new Set<string>();
    for (const link of links) {
      if (link.href.startsWith('tel:')) {
        expect(link.href).toBe(`tel:${CONTACT.whatsappNumber}`);
        continue;
      }
      const url = new URL(link.href);
      expect([url.host, link.target]).toEqual(['wa.me', '_blank']);
      messages.add(url.searchParams.get('text') ?? '');
    }
    // No two chat buttons share a message: each names its own topic.
    expect(messages.size).toBe(links.filter((link) => !link.href.startsWith('tel:')).length);
    expect(links.some((link) => link.href.startsWith('tel:'))).toBe(true);
  });

  test('the footer gives the phone and Dubai World Trade Center address, and no e-mail while the owner has set none', async () => {
    await openAdvisory();
    const footer = page.locator('footer');
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(0);
    expect(await footer.getByRole('link', { name: CONTACT.whatsappNumber }).getAttribute('href')).toBe(`tel:${CONTACT.whatsappNumber}`);
    expect(await footer.textContent()).toContain('Dubai World Trade Center');
  });
});
