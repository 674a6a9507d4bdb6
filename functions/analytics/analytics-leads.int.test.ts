import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsFullReport } from '#shared/admin/analytics-contract.ts';
import type { LeadStatus } from '#shared/admin/api-contract.ts';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { monthItemsOf, pageDayItem } from '../data/analytics-counters.ts';
import { recountLeadAnalytics, summariseLeadDays } from '../data/analytics-lead-counters.ts';
import { createLead, getLead, type Lead } from '../data/leads.ts';
import { tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

// Days of 2033 and 2034: no other test file counts views or leads on them (analytics.int.test.ts uses 2031 and 2032).

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  staff = await loggedInStaff();
});

const patch = (id: string, status: LeadStatus) => invokeRoute('PATCH', `/api/leads/${id}/status`, { ...staff, body: { status } });
const report = async (from: string, to = from) => {
  const answer = await invokeRoute('GET', `/api/admin/analytics?from=${from}&to=${to}`, staff);
  expect(answer.statusCode).toBe(200);
  return answer.json as AnalyticsFullReport;
};
let counter = 0;
/** A lead that arrived at noon UTC (4 pm in Dubai) of `day`. */
const leadOn = async (day: string, attribution?: Attribution) => {
  counter += 1;
  const { id } = await createLead(
    { fullName: `Analytics ${run} ${counter}`, email: `analytics${counter}@${run}.example.com`, phone: '+971 50 123 4567', ipAddress: '203.0.113.9', userAgent: 'jest', attribution },
    { now: () => new Date(`${day}T12:00:00.000Z`) },
  );
  return id;
};

const ukDubai3: Attribution = { page: '/uk-dubai-3', landingVariant: 'uk-dubai-3', utmSource: 'google', utmCampaign: 'spring' };
const ukDubai4: Attribution = { page: '/uk-dubai-4', landingVariant: 'uk-dubai-4', utmSource: 'facebook', utmCampaign: 'winter' };
const corporateHome: Attribution = { page: '/', landingVariant: 'corporate' };

const order: LeadStatus[] = ['new', 'contacted', 'qualified', 'closed'];

describe('GET /api/admin/analytics: the stored leads per arrival day, page, variant and campaign', () => {
  it('keeps the lead counters equal to a recount of the leads when leads arrive and change status all at once', async () => {
    // Prepare: ten leads arriving at the same moment, from two campaigns, the corporate home and nowhere known.
    const day = '2033-01-05';
    const attributions = [ukDubai3, ukDubai3, ukDubai3, ukDubai3, ukDubai4, ukDubai4, ukDubai4, corporateHome, corporateHome, undefined];
    const ids = await Promise.all(attributions.map((attribution) => leadOn(day, attribution)));

    // Act: every lead gets four changes at once (forward and back to new), the first eight more.
    const changes = ids.flatMap((id) => (['contacted', 'qualified', 'closed', 'new'] as const).map(async (status) => ({ id, status, answer: await patch(id, status) })));
    changes.push(...order.flatMap((status) => [0, 1].map(async () => ({ id: ids[0]!, status, answer: await patch(ids[0]!, status) }))));
    const results = await Promise.all(changes);
    const got = await report(day);

    // Assess: every change applied or refused cleanly.
    expect(results.every(({ answer }) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const leads = (await Promise.all(ids.map((id) => getLead(id)))) as Lead[];
    // Each lead's furthest status is the furthest it was ever moved to (an answer 200 means it held that status).
    for (const lead of leads) {
      const held = results.filter((result) => result.id === lead.id && result.answer.statusCode === 200).map((result) => result.status);
      const furthest = order[Math.max(0, ...held.map((status) => order.indexOf(status)))];
      expect(lead.furthestStatus).toBe(furthest);
    }
    // The counters say what a recount of the stored leads says.
    const recount = summariseLeadDays(recountLeadAnalytics(leads));
    expect(got.leadsByDay).toEqual(recount.leadsByDay);
    expect(got.campaigns).toEqual(recount.campaigns);
    expect(got.leadsByDay).toHaveLength(1);
    const { day: countedDay, ...byStatus } = got.leadsByDay[0]!;
    expect(countedDay).toBe(day);
    expect(Object.values(byStatus).reduce((sum, count) => sum + count, 0)).toBe(10);
    for (const status of order) expect(byStatus[status]).toBe(leads.filter((lead) => lead.status === status).length);
    expect(got.leadPages).toEqual([
      { page: '/uk-dubai-3', leads: 4 },
      { page: '/uk-4', leads: 3 },
      { page: '/', leads: 2 },
      { page: '(other)', leads: 1 },
    ]);
    expect(got.leadVariants).toEqual([
      { page: '/uk-dubai-3', leads: 4 },
      { page: '/uk-4', leads: 3 },
      { page: '/ (corporate)', leads: 2 },
      { page: '(other)', leads: 1 },
    ]);
    expect(got.campaigns.map(({ source, campaign, leads: count }) => [source, campaign, count])).toEqual([
      ['google', 'spring', 4],
      ['facebook', 'winter', 3],
    ]);
    const reachedAtLeast = (status: LeadStatus) => leads.filter((lead) => order.indexOf(lead.furthestStatus!) >= order.indexOf(status)).length;
    expect(got.funnel).toMatchObject({ leads: 10, contacted: reachedAtLeast('contacted'), qualified: reachedAtLeast('qualified'), closed: reachedAtLeast('closed') });
  });

  it('counts a lead moved forward, back and forward again once, at the furthest status it reached', async () => {
    // Prepare
    const day = '2033-01-12';
    const id = await leadOn(day, { page: '/uk', landingVariant: 'uk', utmSource: 'newsletter', utmCampaign: `march ${run}` });

    // Act: closed, back to contacted, on to qualified, back to new.
    for (const status of ['closed', 'contacted', 'qualified', 'new'] as const) expect((await patch(id, status)).statusCode).toBe(200);
    const got = await report(day);

    // Assess
    expect(got.campaigns).toEqual([{ source: 'newsletter', campaign: `march ${run}`, leads: 1, contacted: 1, qualified: 1, closed: 1 }]);
    expect(got.leadsByDay).toEqual([{ day, new: 1, contacted: 0, qualified: 0, closed: 0 }]);
    expect(got.funnel).toEqual({ views: 0, conversions: 0, leads: 1, contacted: 1, qualified: 1, closed: 1 });
    expect((await getLead(id))!.furthestStatus).toBe('closed');
  });
});

describe('GET /api/admin/analytics: the report for a range', () => {
  it('sums views, conversions and leads of the range, compares the landing variants, and leaves out test leads and other days', async () => {
    // Prepare: three days of counters for /uk-dubai-3 and /uk-4 (1000 consented views each; 35 and 20 conversions).
    const put = (item: Record<string, unknown>) => documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
    const dayItems = [
      pageDayItem('/uk-dubai-3', '2033-02-01', { views: { phone: 300, desktop: 100 }, conversions: { 'uk-form': 10, 'lead-form': 5 } }),
      pageDayItem('/uk-dubai-3', '2033-02-02', { views: { phone: 200, desktop: 100 }, conversions: { 'uk-form': 10 } }),
      pageDayItem('/uk-dubai-3', '2033-02-03', { views: { phone: 250, desktop: 50 }, conversions: { 'uk-form': 5, newsletter: 5 }, clicks: { 'whatsapp-hero': 40 } }),
      pageDayItem('/uk-4', '2033-02-02', { views: { phone: 500, desktop: 500 }, conversions: { 'uk-form': 20 } }),
      // A day after the range: not counted.
      pageDayItem('/uk-4', '2033-02-04', { views: { phone: 999, desktop: 0 }, conversions: { 'uk-form': 999 } }),
    ];
    await Promise.all([...dayItems, ...monthItemsOf(dayItems)].map(put));
    const kept = await leadOn('2033-02-01', ukDubai3);
    await leadOn('2033-02-03', ukDubai4);
    const test = await leadOn('2033-02-02', ukDubai3);
    await leadOn('2033-02-04', ukDubai3);
    expect((await patch(kept, 'qualified')).statusCode).toBe(200);
    expect((await invokeRoute('PUT', `/api/leads/${test}/test`, staff)).statusCode).toBe(200);

    // Act
    const got = await report('2033-02-01', '2033-02-03');

    // Assess
    expect(got.funnel).toEqual({ views: 2000, conversions: 55, leads: 2, contacted: 1, qualified: 1, closed: 0 });
    expect(got.leadsByDay).toEqual([
      { day: '2033-02-01', new: 0, contacted: 0, qualified: 1, closed: 0 },
      { day: '2033-02-03', new: 1, contacted: 0, qualified: 0, closed: 0 },
    ]);
    expect(got.leadPages).toEqual([
      { page: '/uk-4', leads: 1 },
      { page: '/uk-dubai-3', leads: 1 },
    ]);
    expect(got.campaigns).toEqual([
      { source: 'facebook', campaign: 'winter', leads: 1, contacted: 0, qualified: 0, closed: 0 },
      { source: 'google', campaign: 'spring', leads: 1, contacted: 1, qualified: 1, closed: 0 },
    ]);
    expect(got.variants.targetPercent).toBe(5);
    expect(got.variants.rates.map((rate) => [rate.page, rate.views, rate.conversions])).toEqual([
      ['/uk', 0, 0],
      ['/uk-dubai', 0, 0],
      ['/uk-dubai-3', 1000, 35],
      ['/uk-4', 1000, 20],
    ]);
    // 35/1000 against 20/1000: z = 2.051, two-sided p = 0.040.
    expect(got.variants.comparisons.map((comparison) => comparison.statement)).toEqual(['/uk-dubai-3 converts 1.8x /uk-4; 95% sure']);
    expect(got.pages.find((series) => series.page === '/uk-dubai-3')!.clicks).toEqual({ 'whatsapp-hero': 40 });
  });
});
