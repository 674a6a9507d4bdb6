import type { AnalyticsReport } from '#shared/admin/analytics-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;

beforeAll(async () => {
  staff = await loggedInStaff();
});

/** Noon UTC of a day far from today's (4 pm in Dubai: the same Dubai day), so no other test file's beacons land in it. */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00.000Z`);
const beacon = (body: unknown, at: number) => invokeRoute('POST', '/api/analytics/events', { body, timeEpoch: at });
const read = (query: string) => invokeRoute('GET', `/api/admin/analytics?${query}`, staff);
const report = async (from: string, to = from) => {
  const answer = await read(`from=${from}&to=${to}`);
  expect(answer.statusCode).toBe(200);
  return answer.json as AnalyticsReport;
};

/** The Query requests the table is sent while `act` runs (a middleware on the one document client). */
async function queriesDuring(act: () => Promise<unknown>): Promise<number> {
  let queries = 0;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'QueryCommand') queries++;
      return next(args);
    },
    { name: 'analytics-queries' },
  );
  try {
    await act();
  } finally {
    documentClient.middlewareStack.remove('analytics-queries');
  }
  return queries;
}

describe('POST /api/analytics/events: the public pages\' beacons become per-day counts staff read', () => {
  it('counts a view, a click, a conversion and a consent decision on the page and Dubai day they happened', async () => {
    // Prepare: 21:30 UTC on 2031-04-01 is 01:30 on 2031-04-02 in Dubai.
    const lateEvening = Date.parse('2031-04-01T21:30:00.000Z');

    // Act
    const answers = [
      await beacon({ type: 'view', page: '/uk-dubai-3', device: 'phone', utm: { source: 'google', medium: 'cpc', campaign: 'spring' } }, lateEvening),
      await beacon({ type: 'view', page: '/uk-dubai-3', device: 'desktop' }, lateEvening),
      await beacon({ type: 'click', page: '/uk-dubai-3', device: 'phone', button: 'whatsapp-hero' }, lateEvening),
      await beacon({ type: 'conversion', page: '/uk-dubai-3', device: 'phone', conversion: 'uk-form' }, lateEvening),
      await beacon({ type: 'consent', decision: 'granted' }, lateEvening),
      await beacon({ type: 'consent', decision: 'refused' }, lateEvening),
      await beacon({ type: 'view', page: '/uk-dubai-4', device: 'phone' }, lateEvening),
    ];

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204, 204, 204]);
    expect((await report('2031-04-01')).pages).toEqual([]);
    expect(await report('2031-04-02')).toMatchObject({
      from: '2031-04-02',
      to: '2031-04-02',
      pages: [
        { page: '/uk-dubai-3', views: 2, viewsByDevice: { phone: 1, desktop: 1 }, clicks: { 'whatsapp-hero': 1 }, conversions: { 'uk-form': 1 } },
        { page: '/uk-4', views: 1, viewsByDevice: { phone: 1, desktop: 0 }, clicks: {}, conversions: {} },
      ],
      consent: { granted: 1, refused: 1 },
      utm: { source: { google: 1 }, medium: { cpc: 1 }, campaign: { spring: 1 } },
    });
  });

  it('counts a page the site does not have, and a button not in the list, as "(other)"', async () => {
    // Act
    await beacon({ type: 'view', page: '/wp-login.php', device: 'desktop' }, noonOf('2031-04-10'));
    await beacon({ type: 'click', page: '/no-such-page', device: 'phone', button: 'buy-now' }, noonOf('2031-04-10'));

    // Assess
    expect((await report('2031-04-10')).pages).toEqual([
      { page: '(other)', views: 1, viewsByDevice: { phone: 0, desktop: 1 }, clicks: { '(other)': 1 }, conversions: {} },
    ]);
  });

  it('counts 50 beacons sent at once as exactly 50 views, in their day and in their month', async () => {
    // Act
    const answers = await Promise.all(Array.from({ length: 50 }, () => beacon({ type: 'view', page: '/uk', device: 'phone' }, noonOf('2031-04-20'))));

    // Assess
    expect(answers.every((answer) => answer.statusCode === 204)).toBe(true);
    expect((await report('2031-04-20')).pages).toEqual([{ page: '/uk', views: 50, viewsByDevice: { phone: 50, desktop: 0 }, clicks: {}, conversions: {} }]);
    // The whole of April is read from its month item, which the same beacons ADDed to (no other /uk view in April).
    expect((await report('2031-04-01', '2031-04-30')).pages.find((totals) => totals.page === '/uk')).toEqual({ page: '/uk', views: 50, viewsByDevice: { phone: 50, desktop: 0 }, clicks: {}, conversions: {} });
  });

  it('lists at most 50 campaigns a day even when 60 new campaigns arrive at once, and counts the other 10 as "(other)"', async () => {
    // Act: 60 distinct campaigns at once, and 20 beacons of one more campaign at once on another day.
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => beacon({ type: 'view', page: '/uk', device: 'desktop', utm: { campaign: `campaign-${i}` } }, noonOf('2031-05-01'))),
    );
    await Promise.all(Array.from({ length: 20 }, () => beacon({ type: 'view', page: '/uk', device: 'desktop', utm: { campaign: 'launch' } }, noonOf('2031-05-02'))));

    // Assess
    const capped = (await report('2031-05-01')).utm.campaign;
    const listed = Object.entries(capped).filter(([value]) => value !== '(other)');
    expect(listed.length).toBe(50);
    expect(listed.every(([value, views]) => /^campaign-\d+$/.test(value) && views === 1)).toBe(true);
    expect(capped['(other)']).toBe(10);
    expect((await report('2031-05-02')).utm.campaign).toEqual({ launch: 20 });
  });

  it('cuts a long campaign name to 64 characters', async () => {
    // Act
    await beacon({ type: 'view', page: '/', device: 'phone', utm: { campaign: `${'c'.repeat(64)}-and-more` } }, noonOf('2031-05-10'));

    // Assess
    expect((await report('2031-05-10')).utm.campaign).toEqual({ ['c'.repeat(64)]: 1 });
  });

  it('counts hostile UTM values as plain text (no 5xx), dropping what is not text', async () => {
    // Act
    const answers = [
      await beacon({ type: 'view', page: '/', device: 'phone', utm: { source: "'; DROP TABLE leads; --", medium: '${jndi:ldap://x/a}', campaign: 'a\ud800b' } }, noonOf('2031-05-12')),
      await beacon({ type: 'view', page: '/', device: 'phone', utm: { source: 'Łukasz 王小明', medium: '\u0000\u0001\u0002', campaign: '<script>alert(1)</script>' } }, noonOf('2031-05-12')),
    ];

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect((await report('2031-05-12')).utm).toEqual({
      source: { "'; DROP TABLE leads; --": 1, 'Łukasz 王小明': 1 },
      medium: { '${jndi:ldap://x/a}': 1 },
      campaign: { ab: 1, '<script>alert(1)</script>': 1 },
    });
  });

  it('refuses a body that is not a beacon with 400 and counts nothing', async () => {
    // Prepare
    const bad: unknown[] = [
      { type: 'view', page: '/uk', device: 'tablet' },
      { type: 'view', page: '/uk' },
      { type: 'click', page: '/uk', device: 'phone' },
      { type: 'view', page: '/uk', device: 'phone', visitorId: 'abc-123' },
      { type: 'purchase', page: '/uk', device: 'phone' },
      { type: 'consent', decision: 'maybe' },
      { type: 'conversion', page: '/uk', device: 'phone', conversion: 'signup' },
      { type: 'view', page: 7, device: 'phone' },
      { type: 'view', page: `/${'x'.repeat(300)}`, device: 'phone' },
      { type: 'view', page: '/uk', device: 'phone', utm: { term: 'shoes' } },
      [],
      'view',
    ];

    // Act
    const answers = await Promise.all(bad.map((body) => beacon(body, noonOf('2031-05-20'))));
    const broken = await invokeRoute('POST', '/api/analytics/events', { rawBody: '{"type":"view",', timeEpoch: noonOf('2031-05-20') });

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual(bad.map(() => 400));
    expect(answers[0]!.json).toEqual({ message: 'Please correct the highlighted fields.', fieldErrors: { device: 'This analytics beacon is not one the site sends.' } });
    expect(broken.statusCode).toBe(400);
    expect(await report('2031-05-20')).toMatchObject({ from: '2031-05-20', to: '2031-05-20', pages: [], consent: { granted: 0, refused: 0 }, utm: { source: {}, medium: {}, campaign: {} } });
  });

  it('refuses a body over 1 KB with 413 and counts nothing', async () => {
    // Act
    const answer = await beacon({ type: 'view', page: '/uk', device: 'phone', utm: { campaign: 'x'.repeat(1200) } }, noonOf('2031-05-25'));

    // Assess
    expect(answer.statusCode).toBe(413);
    expect((await report('2031-05-25')).pages).toEqual([]);
  });
});

describe('GET /api/admin/analytics: staff read a range of days', () => {
  it('reads a year of one page with a bounded number of Queries (its whole months as one item each), however many days hold counts, and sums any range exactly', async () => {
    // Prepare: a view on each of 365 days of /uk-dubai-3 (2032 is a leap year: 2032-01-01 to 2032-12-30).
    const days = Array.from({ length: 365 }, (_, i) => new Date(Date.parse('2032-01-01T12:00:00.000Z') + i * 86_400_000).toISOString().slice(0, 10));
    for (let start = 0; start < days.length; start += 25) {
      await Promise.all(days.slice(start, start + 25).map((day) => beacon({ type: 'view', page: '/uk-dubai-3', device: 'phone' }, noonOf(day))));
    }

    // Act
    let answer: AnalyticsReport | undefined;
    const queries = await queriesDuring(async () => (answer = await report('2032-01-01', '2032-12-30')));
    const partialMonths = await report('2032-02-10', '2032-04-20');
    const oneDay = await report('2032-03-01');
    const lastDayOfFebruary = await report('2032-02-29', '2032-02-29');

    // Assess: per counted page (24 with "(other)") and for the site, one Query of January to November and one of
    // December's 30 days; and the lead counters.
    expect(queries).toBe(24 * 2 + 2 + 1);
    expect(answer!.pages).toEqual([{ page: '/uk-dubai-3', views: 365, viewsByDevice: { phone: 365, desktop: 0 }, clicks: {}, conversions: {} }]);
    // 20 days of February, 31 of March, 20 of April.
    expect(partialMonths.pages.map((totals) => totals.views)).toEqual([71]);
    expect(oneDay.pages.map((totals) => totals.views)).toEqual([1]);
    expect(lastDayOfFebruary.pages.map((totals) => totals.views)).toEqual([1]);
  });

  it.each([
    ['from=2031-06-10&to=2031-06-01', { from: 'The start date must be on or before the end date.' }],
    ['from=2031-01-01&to=2032-02-05', { to: 'Choose a range of at most 400 days.' }],
    ['from=2031-02-30&to=2031-03-01', { from: 'Enter a date as YYYY-MM-DD.' }],
    ['from=yesterday&to=2031-03-01', { from: 'Enter a date as YYYY-MM-DD.' }],
    ['to=2031-03-01', { from: 'Enter a date as YYYY-MM-DD.' }],
    // A month 13 and a word: neither is a day, so the range is not measured (it answered 500, found by npm run fuzz).
    ['from=2026-13-45&to=x', { from: 'Enter a date as YYYY-MM-DD.', to: 'Enter a date as YYYY-MM-DD.' }],
    ['from=2031-01-01&to=2031-00-10', { to: 'Enter a date as YYYY-MM-DD.' }],
  ])('answers %s with 400 and says what to change', async (query, fieldErrors) => {
    // Act
    const answer = await read(query);

    // Assess
    expect(answer.statusCode).toBe(400);
    expect(answer.json).toEqual({ message: 'Please correct the highlighted fields.', fieldErrors });
  });

  it('reads a range of exactly 400 days', async () => {
    expect((await read('from=2031-01-01&to=2032-02-04')).statusCode).toBe(200);
  });

  it('answers 401 without a staff session', async () => {
    expect((await invokeRoute('GET', '/api/admin/analytics?from=2031-01-01&to=2031-01-02')).statusCode).toBe(401);
  });
});
