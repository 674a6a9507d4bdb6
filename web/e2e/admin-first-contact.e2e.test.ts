/**
 * The 24-hour first-contact promise in Lead Management (issue 25), at 1280 px and 375 px, on a local stack of this
 * file's own (support/own-stack.ts): the queue and the tab's badge count every lead waiting in the stack, which the
 * other files' leads would change at any time.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { ownStackForThisFile } from './support/own-stack.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';
import { storedLeads } from './support/table.ts';

ownStackForThisFile();
const browser = browserForThisFile();

/** Ours (issue 25), copied. */
const COPY = {
  tab: 'Lead Management',
  view: 'Show',
  queue: 'Needs first contact',
  search: 'Search leads',
  template: 'WhatsApp greeting',
  greetingField: 'Greeting',
  saveGreeting: 'Save greeting',
  greetingSaved: 'Greeting saved',
  contactMade: 'Contact made',
  contactLogged: 'Contact logged',
  logContact: 'Log contact',
  outcome: 'Outcome (optional)',
  outcomeTooLong: 'Please keep the outcome to at most 500 characters',
  moveToContacted: 'Move to contacted',
  keepAsNew: 'Keep as new',
  statusUpdated: 'Status Updated',
  empty: 'No leads match this view.',
};

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** A word no other test uses, so a search or a row filter finds exactly this test's lead. */
const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniqueEmail = () => `${uniqueWord('first-contact-').toLowerCase()}@example.com`;

describe.each(VIEWPORTS)('the first-contact promise at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let problems: () => string[];

  beforeEach(async () => {
    context = await newContext(browser(), { viewport });
    page = await context.newPage();
    problems = collectAdminProblems(page);
  });

  afterEach(async () => {
    await context.close();
  });

  const leadRow = (name: string) => page.locator('table tbody tr').filter({ hasText: name });
  const leadTab = () => page.getByRole('tab', { name: COPY.tab, exact: true });

  /**
   * Opens the admin logged in at `path`; resolves with how many leads wait for their first contact, as the API first
   * answers the badge, once the badge shows it.
   */
  async function openAdminWithWaiting(path: string): Promise<number> {
    const summary = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/first-contact');
    await openAdminLoggedIn(page, path);
    const { waiting } = (await (await summary).json()) as { waiting: number };
    await waitForBadge(waiting);
    return waiting;
  }

  /** The sentence the tab is described by (the badge's meaning, outside the tab's name). */
  const tabDescription = () =>
    page.evaluate(() => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent?.startsWith('Lead Management'));
      const id = tab?.getAttribute('aria-describedby');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });

  /** Waits until the badge shows this many waiting leads (it follows the contacts logged). */
  const waitForBadge = (count: number) =>
    page.waitForFunction(
      (expected) => (document.querySelector('[data-testid="first-contact-waiting"]')?.getAttribute('data-count') ?? '0') === String(expected),
      count,
    );

  /** The lead's row in the list once a search for its name has answered. */
  async function searchFor(name: string) {
    await page.getByRole('searchbox', { name: COPY.search }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    await leadRow(name).waitFor();
  }

  test('a new lead waits in the "Needs first contact" view, oldest first, with its countdown turning amber then red', async () => {
    // Prepare: the badge before, then two leads a moment apart.
    await page.clock.install();
    const before = await openAdminWithWaiting('/admin?tab=leads');
    const earlier = `${uniqueWord('Earlier')} Queue`;
    const later = `${uniqueWord('Later')} Queue`;
    await submitLeadThroughApi({ fullName: earlier, email: uniqueEmail(), phone: '+971501112233' });
    await submitLeadThroughApi({ fullName: later, email: uniqueEmail(), phone: '+971501112244' });
    await page.reload();

    // Act
    const queueAnswered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('view') === 'needs-first-contact');
    await page.getByRole('combobox', { name: COPY.view }).selectOption({ label: COPY.queue });

    // Assess: kept in the address bar, both leads listed oldest first, each with its 24 hours running.
    await page.waitForURL((url) => url.searchParams.get('show') === 'needs-first-contact');
    await queueAnswered;
    // The queue's answer on screen, not the list of every lead kept while it loaded.
    await page.locator('table[aria-busy="false"]').waitFor();
    await leadRow(later).waitFor();
    const names = await page.locator('table tbody tr td:first-child').allTextContents();
    expect(names.findIndex((name) => name.includes(earlier))).toBeLessThan(names.findIndex((name) => name.includes(later)));
    const countdown = leadRow(later).getByTestId('promise-countdown');
    expect(await countdown.textContent()).toMatch(/^(24 h|23 h \d{1,2} min) left$/);
    expect(await countdown.getAttribute('data-promise-state')).toBe('on-time');
    await waitForBadge(before + 2);
    expect(await tabDescription()).toBe(`${before + 2} leads waiting for first contact`);
    expect(await leadTab().count()).toBe(1);
    // The badge is drawn beside the name, never part of the tab's text.
    expect(await leadTab().textContent()).toBe('Lead Management');

    // The status filter combines with the view, and a reload keeps both.
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('new');
    await page.waitForURL((url) => url.searchParams.get('status') === 'new' && url.searchParams.get('show') === 'needs-first-contact');
    await page.reload();
    await leadRow(later).waitFor();
    expect(await page.getByRole('combobox', { name: COPY.view }).inputValue()).toBe('needs-first-contact');

    // 21 hours on, the countdown is amber and says so; 4 more, the promise is broken (red, and in words).
    await page.clock.fastForward('21:00:00');
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('table tbody tr')]
          .find((row) => row.textContent!.includes(name))
          ?.querySelector('[data-testid="promise-countdown"]')
          ?.getAttribute('data-promise-state') === 'due-soon',
      later,
    );
    expect(await countdown.textContent()).toMatch(/^Due soon: (3 h|2 h \d{1,2} min) left$/);
    await page.clock.fastForward('04:00:00');
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('table tbody tr')]
          .find((row) => row.textContent!.includes(name))
          ?.querySelector('[data-testid="promise-countdown"]')
          ?.getAttribute('data-promise-state') === 'broken',
      later,
    );
    expect(await countdown.textContent()).toMatch(/^Promise broken 1 h( \d{1,2} min)? ago$/);
    expect(problems()).toEqual([]);
  });

  test('WhatsApp opens wa.me with the saved greeting for the lead, logs the attempt, and "Contact made" keeps a new lead new until asked', async () => {
    // Prepare: a lead from the UAE who typed a national number, and the team's greeting.
    const fullName = `Wafa ${uniqueWord('Haddad')}`;
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '050 123 4567', country: 'United Arab Emirates' });
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await page.getByRole('button', { name: COPY.template }).click();
    const templateDialog = page.getByRole('dialog', { name: COPY.template });
    await templateDialog.getByRole('textbox', { name: COPY.greetingField }).fill('Hi {firstName}, {staffName} here about {interest}.');
    await templateDialog.getByRole('button', { name: COPY.saveGreeting }).click();
    await page.getByText(COPY.greetingSaved, { exact: true }).waitFor();
    await templateDialog.waitFor({ state: 'hidden' });
    await searchFor(fullName);
    const whatsapp = page.getByRole('link', { name: `WhatsApp ${fullName}` });

    // Assess: the link as WhatsApp needs it, with the greeting naming the staff member and the lead.
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/971501234567?text=Hi%20Wafa%2C%20e2e-admin%20here%20about%20setting%20up%20your%20company.');
    expect(await page.getByRole('link', { name: `Call ${fullName}` }).getAttribute('href')).toBe('tel:+971501234567');

    // Act: open it.
    const attempt = page.waitForResponse((response) => response.url().endsWith('/contact-attempts') && response.request().method() === 'POST');
    const chat = context.waitForEvent('page');
    await whatsapp.click();

    // Assess: the chat opened in a new tab at that address, the attempt was logged, and one tap confirms the contact.
    const chatPage = await chat;
    await chatPage.waitForLoadState();
    expect(chatPage.url()).toBe('https://wa.me/971501234567?text=Hi%20Wafa%2C%20e2e-admin%20here%20about%20setting%20up%20your%20company.');
    await chatPage.close();
    expect((await attempt).status()).toBe(201);
    const followUp = page.getByTestId('contact-follow-up');
    await followUp.getByText(`WhatsApp opened for ${fullName}. Did you reach them?`).waitFor();
    await followUp.getByRole('button', { name: COPY.contactMade }).click();
    await page.getByText(COPY.contactLogged, { exact: true }).waitFor();

    // The first contact of a new lead asks before moving it; keeping it new changes nothing.
    await followUp.getByText(`First contact with ${fullName} logged. Move to contacted?`).waitFor();
    await followUp.getByRole('button', { name: COPY.keepAsNew }).click();
    await followUp.waitFor({ state: 'hidden' });
    const stored = (await storedLeads()).find((lead) => lead.fullName === fullName);
    expect(stored).toMatchObject({ status: 'new' });
    expect(stored!.firstContactAt).toEqual(expect.any(String));
    await leadRow(fullName).getByText(/^Contacted /).waitFor();

    // The detail's timeline shows the attempt and the contact, newest first.
    await page.getByRole('button', { name: fullName, exact: true }).click();
    const timeline = page.getByRole('dialog').getByTestId('contact-timeline');
    await timeline.waitFor();
    const entries = await timeline.locator('li').allTextContents();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain(`Contact made (WhatsApp), by ${E2E_ADMIN.username}`);
    expect(entries[1]).toContain(`WhatsApp opened, by ${E2E_ADMIN.username}`);
    expect(problems()).toEqual([]);
  });

  test('a contact made elsewhere is logged with its outcome: the lead leaves the queue, the badge goes down, and "Move to contacted?" moves it', async () => {
    // Prepare
    const fullName = `${uniqueWord('Called')} Elsewhere`;
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+447700900123', country: 'United Kingdom' });
    const before = await openAdminWithWaiting('/admin?tab=leads&show=needs-first-contact');
    await leadRow(fullName).waitFor();
    expect(before).toBeGreaterThan(0);

    // Act: log a call made from a personal phone; a note too long is refused before it is sent.
    await leadRow(fullName).getByRole('button', { name: 'Log a contact', exact: true }).click();
    const followUp = page.getByTestId('contact-follow-up');
    await followUp.getByLabel('How').selectOption('call');
    await followUp.getByLabel(COPY.outcome).fill('x'.repeat(501));
    await followUp.getByRole('button', { name: COPY.logContact }).click();
    await followUp.getByText(COPY.outcomeTooLong).waitFor();
    await followUp.getByLabel(COPY.outcome).fill('Called from my mobile: wants a free zone licence.');
    await followUp.getByRole('button', { name: COPY.logContact }).click();

    // Assess: logged, counted, out of the queue; then asked, and moved.
    await page.getByText(COPY.contactLogged, { exact: true }).waitFor();
    await leadRow(fullName).waitFor({ state: 'hidden' });
    await waitForBadge(before - 1);
    await followUp.getByText(`First contact with ${fullName} logged. Move to contacted?`).waitFor();
    if (viewport.width < 400) {
      // On a phone the question's buttons stay on the screen.
      const box = await followUp.getByRole('button', { name: COPY.moveToContacted }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    await followUp.getByRole('button', { name: COPY.moveToContacted }).click();
    await page.getByText(COPY.statusUpdated, { exact: true }).waitFor();
    expect((await storedLeads()).find((lead) => lead.fullName === fullName)).toMatchObject({ status: 'contacted' });

    // The detail's timeline names who, how, when and what came of it.
    await page.getByRole('combobox', { name: COPY.view }).selectOption({ label: 'All leads' });
    await searchFor(fullName);
    await page.getByRole('button', { name: fullName, exact: true }).click();
    const entry = page.getByRole('dialog').getByTestId('contact-timeline').locator('li').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`Contact made (Call), by ${E2E_ADMIN.username}`);
    expect(await entry.textContent()).toContain('Called from my mobile: wants a free zone licence.');
    expect(problems()).toEqual([]);
  });

  test('a number that cannot be read says so and shows it as typed, and the lead can still be e-mailed', async () => {
    // Prepare: a number under a calling code no country has.
    const fullName = `${uniqueWord('Unreadable')} Number`;
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+999 1234 5678' });
    await openAdminLoggedIn(page, '/admin?tab=leads');

    // Act
    await searchFor(fullName);

    // Assess
    const row = leadRow(fullName);
    await row.getByTestId('unreadable-phone').getByText('+999 1234 5678', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: `WhatsApp ${fullName}` }).count()).toBe(0);
    expect(await row.getByRole('link', { name: `E-mail ${fullName}` }).getAttribute('href')).toMatch(/^mailto:first-contact-.+@example\.com$/);
    expect(problems()).toEqual([]);
  });

  test('an attempt the server could not log is shown to the staff member, not lost', async () => {
    // Prepare
    const fullName = `${uniqueWord('Unlogged')} Attempt`;
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+971509876543' });
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(fullName);
    await page.route('**/api/leads/*/contact-attempts', (route) => route.fulfill({ status: 500, body: '{}' }));

    // Act
    const chat = context.waitForEvent('page');
    await page.getByRole('link', { name: `WhatsApp ${fullName}` }).click();
    await (await chat).close();

    // Assess
    await page.getByText('Attempt not logged', { exact: true }).waitFor();
    await page.getByText('Opening WhatsApp could not be logged on the lead. Log the contact by hand when you reach them.').waitFor();
  });
});
