import type { BrowserContext, Page, Request } from 'playwright-core';
import type { AnalyticsReport } from '#shared/admin/analytics-contract.ts';
import { CONSENT_COPY } from '#shared/main-site/consent-copy.ts';
import { LEAD_FORM } from '#shared/main-site/home-content.ts';
import { browserForThisFile, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { adminAddress, openAdminLoggedIn } from './support/staff.ts';
import { storedLeads } from './support/table.ts';
import { eventually } from './support/wait.ts';

const browser = browserForThisFile();

let staffContext: BrowserContext;
let staff: Page;
let visitorContext: BrowserContext;
let visitor: Page;

beforeAll(async () => {
  staffContext = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  staff = await staffContext.newPage();
  await openAdminLoggedIn(staff);
});

afterAll(async () => {
  await staffContext?.close();
});

afterEach(async () => {
  await visitorContext?.close();
});

/** A visitor in a fresh browser (nothing stored); `country` answers GET /api/geo (the local stack's own answer is GB). */
async function newVisitor(options: { country?: string; viewport?: { width: number; height: number } } = {}) {
  visitorContext = await newContext(browser(), { viewport: options.viewport });
  visitor = await visitorContext.newPage();
  if (options.country) {
    const country = options.country;
    await visitor.route('**/api/geo', (route) => route.fulfill({ json: { country_code: country, region: null } }));
  }
  // The chat opens in a new tab on wa.me: outside the test's reach, so it is answered here.
  await visitorContext.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const beacons: unknown[] = [];
  visitor.on('request', (request: Request) => {
    if (request.url().endsWith('/api/analytics/events') && request.method() === 'POST') beacons.push(JSON.parse(request.postData() ?? 'null'));
  });
  return beacons;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The counts staff read for today (yesterday to tomorrow in UTC covers the Dubai day), summed over the range. */
async function counts(page: string) {
  const response = await staff.request.get(adminAddress(`/api/admin/analytics?from=${isoDay(-1)}&to=${isoDay(1)}`));
  expect(response.status()).toBe(200);
  const report = (await response.json()) as AnalyticsReport;
  const totals = report.pages.find((series) => series.page === page);
  return {
    views: totals?.views ?? 0,
    phoneViews: totals?.viewsByDevice.phone ?? 0,
    heroClicks: totals?.clicks['whatsapp-hero'] ?? 0,
    leadForms: totals?.conversions['lead-form'] ?? 0,
    granted: report.consent.granted,
    refused: report.consent.refused,
    campaign: report.utm.campaign['e2e-beacon-spring'] ?? 0,
  };
}

/** Waits until staff read `expected` (the counts are written as the beacons arrive, a moment after they are sent). */
const countsBecome = (page: string, expected: Awaited<ReturnType<typeof counts>>) =>
  eventually(async () => {
    const now = await counts(page);
    return JSON.stringify(now) === JSON.stringify(expected) ? now : undefined;
  }, `the counts of ${page} to become ${JSON.stringify(expected)}`);

describe('first-party analytics counting', () => {
  it('a visit to /uk-dubai-3 from outside the EU, granted by the spec, counts its view, its campaign, the grant and a tap on the hero WhatsApp button', async () => {
    // Prepare
    const before = await counts('/uk-dubai-3');
    const beacons = await newVisitor({ viewport: PHONE_VIEWPORT });

    // Act: land from a campaign, then tap the hero's chat button.
    const viewSent = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.postData()?.includes('"view"') === true);
    await visitor.goto('/uk-dubai-3?utm_source=e2e-news&utm_campaign=e2e-beacon-spring');
    await viewSent;
    const clickSent = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.postData()?.includes('"click"') === true);
    const chat = visitorContext.waitForEvent('page');
    await visitor.locator('[data-analytics-button="whatsapp-hero"]').first().click();
    await (await chat).close();
    await clickSent;

    // Assess: what was sent, then what staff read.
    expect(beacons).toEqual(
      expect.arrayContaining([
        { type: 'view', page: '/uk-dubai-3', device: 'phone', utm: { source: 'e2e-news', campaign: 'e2e-beacon-spring' } },
        { type: 'consent', decision: 'granted' },
        { type: 'click', page: '/uk-dubai-3', device: 'phone', button: 'whatsapp-hero' },
      ]),
    );
    await countsBecome('/uk-dubai-3', {
      ...before,
      views: before.views + 1,
      phoneViews: before.phoneViews + 1,
      heroClicks: before.heroClicks + 1,
      granted: before.granted + 1,
      campaign: before.campaign + 1,
    });

    // A second page of the same browser counts its view, but not the grant again.
    const secondView = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.postData()?.includes('"view"') === true);
    await visitor.goto('/uk-dubai-3');
    await secondView;
    await countsBecome('/uk-dubai-3', {
      ...before,
      views: before.views + 2,
      phoneViews: before.phoneViews + 2,
      heroClicks: before.heroClicks + 1,
      granted: before.granted + 1,
      campaign: before.campaign + 2,
    });
    expect(beacons.filter((beacon) => (beacon as { type: string }).type === 'consent')).toEqual([{ type: 'consent', decision: 'granted' }]);
  });

  it('a visitor from Germany who refuses analytics is counted as refused, and their view and click are not', async () => {
    // Prepare
    const before = await counts('/uk-dubai-3');
    const beacons = await newVisitor({ country: 'DE' });
    await visitor.goto('/uk-dubai-3');

    // Act
    const banner = visitor.getByRole('dialog', { name: CONSENT_COPY.title });
    const refusalSent = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics/events'));
    await banner.getByRole('button', { name: CONSENT_COPY.rejectAll }).click();
    await banner.waitFor({ state: 'hidden' });
    await refusalSent;
    const chat = visitorContext.waitForEvent('page');
    await visitor.locator('[data-analytics-button="whatsapp-hero"]').first().click();
    await (await chat).close();

    // Assess
    await countsBecome('/uk-dubai-3', { ...before, refused: before.refused + 1 });
    expect(beacons).toEqual([{ type: 'consent', decision: 'refused' }]);
  });

  it('a staff browser opened once with ?exclude-me=1 sends no view or click on the pages after it, until ?exclude-me=0', async () => {
    // Prepare: a visitor outside the EU (granted by the spec) who marks the browser as staff's.
    const beacons = await newVisitor();
    await visitor.goto('/?exclude-me=1');
    // The flag is set, and the grant has been decided (and counted) on this first page.
    await visitor.waitForFunction(() => localStorage.getItem('analytics-excluded') === '1' && localStorage.getItem('analytics-consent-counted') === '1');

    // Act
    await visitor.goto('/uk-dubai-3');
    const chat = visitorContext.waitForEvent('page');
    await visitor.locator('[data-analytics-button="whatsapp-hero"]').first().click();
    await (await chat).close();
    const counted = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.postData()?.includes('"view"') === true);
    await visitor.goto('/uk-dubai-3?exclude-me=0');
    await counted;

    // Assess: only the grant (counted once whatever the flag) and the view after the flag was removed were sent.
    expect(beacons).toEqual([
      { type: 'consent', decision: 'granted' },
      { type: 'view', page: '/uk-dubai-3', device: 'desktop' },
    ]);
  });

  it('a consenting visitor who sends the home page’s lead form counts a lead-form conversion of the home page', async () => {
    // Prepare
    const before = await counts('/');
    await newVisitor();
    const viewSent = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.postData()?.includes('"view"') === true);
    await visitor.goto('/');
    await viewSent;
    await waitForHydration(visitor, '#lead-form button[type="submit"]');

    // Act
    const form = visitor.locator('#lead-form form');
    await form.getByLabel(LEAD_FORM.fields.fullName.label, { exact: false }).fill('Connie Counted');
    await form.getByLabel(LEAD_FORM.fields.email.label, { exact: false }).fill(`analytics-conversion-${Date.now()}@example.com`);
    await form.getByLabel(LEAD_FORM.fields.phone.label, { exact: false }).fill('+971501234567');
    const conversionSent = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.postData()?.includes('"conversion"') === true);
    await form.locator('button[type="submit"]').click();

    // Assess
    expect(JSON.parse((await conversionSent).postData()!)).toEqual({ type: 'conversion', page: '/', device: 'desktop', conversion: 'lead-form' });
    await countsBecome('/', { ...before, views: before.views + 1, leadForms: before.leadForms + 1, granted: before.granted + 1 });
  });

  it('a visitor who has not given consent sends no beacon at all, and the lead they send is stored', async () => {
    // Prepare: a visitor from Germany who leaves the banner open.
    const before = await counts('/');
    const beacons = await newVisitor({ country: 'DE' });
    await visitor.goto('/');
    await visitor.getByRole('dialog', { name: CONSENT_COPY.title }).waitFor();
    await waitForHydration(visitor, '#lead-form button[type="submit"]');
    const email = `analytics-unconsented-${Date.now()}@example.com`;

    // Act
    const form = visitor.locator('#lead-form form');
    await form.getByLabel(LEAD_FORM.fields.fullName.label, { exact: false }).fill('Una Counted');
    await form.getByLabel(LEAD_FORM.fields.email.label, { exact: false }).fill(email);
    await form.getByLabel(LEAD_FORM.fields.phone.label, { exact: false }).fill('+971501234567');
    const stored = visitor.waitForResponse('**/api/leads');
    await form.locator('button[type="submit"]').click();

    // Assess
    expect((await stored).status()).toBe(201);
    await visitor.getByText('Thank you!', { exact: true }).waitFor();
    expect((await storedLeads()).find((row) => row.email === email)).toMatchObject({ fullName: 'Una Counted' });
    expect(beacons).toEqual([]);
    expect(await counts('/')).toEqual(before);
  });
});
