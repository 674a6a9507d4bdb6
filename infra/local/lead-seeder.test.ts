import { COUNTRIES } from '#shared/countries.ts';
import { firstContactCounterWrites, generateLeads, seededItems } from './lead-seeder.ts';

describe('seeded leads', () => {
  it('look like real traffic: every status, countries from the form, dates over the past year, guide downloads, returning people', () => {
    // Prepare
    const now = new Date('2026-11-22T12:00:00.000Z');

    // Act
    const leads = generateLeads(2000, { seed: 1, now });

    // Assess
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(2000);
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(['new', 'contacted', 'qualified', 'closed']));
    expect(leads.every((lead) => lead.country === undefined || (COUNTRIES as readonly string[]).includes(lead.country))).toBe(true);
    expect(new Set(leads.map((lead) => lead.country)).size).toBeGreaterThan(30);
    const ages = leads.map((lead) => now.getTime() - Date.parse(lead.createdAt));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365 * 24 * 60 * 60 * 1000);
    expect(leads.filter((lead) => lead.accessedGuide).length).toBeGreaterThan(200);
    expect(new Set(leads.map((lead) => lead.email)).size).toBeLessThan(2000);
  });

  it('gives the same leads for the same seed', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(generateLeads(50, { seed: 9, now })).toEqual(generateLeads(50, { seed: 9, now }));
  });

  it('sit on the lead desk like real ones: owned by the staff or unassigned, most contacted, the rest waiting, follow-ups overdue, due today and later', () => {
    // Prepare
    const now = new Date('2026-11-22T12:00:00.000Z');

    // Act
    const leads = generateLeads(2000, { seed: 3, now, staff: ['me', 'bravo', 'charlie'] });

    // Assess
    expect(new Set(leads.map((lead) => lead.owner))).toEqual(new Set(['me', 'bravo', 'charlie', undefined]));
    const unassigned = leads.filter((lead) => !lead.owner).length;
    expect(unassigned).toBeGreaterThan(400);
    expect(unassigned).toBeLessThan(800);
    const waiting = leads.filter((lead) => !lead.firstContactAt);
    expect(waiting.length).toBeGreaterThan(500);
    expect(waiting.length).toBeLessThan(1000);
    expect(waiting.some((lead) => lead.status === 'new') && waiting.some((lead) => lead.status !== 'new')).toBe(true);
    expect(leads.filter((lead) => lead.status === 'new' && lead.firstContactAt).length).toBeGreaterThan(100);
    const contacted = leads.filter((lead) => lead.firstContactAt);
    expect(contacted.every((lead) => lead.firstContactAt! > lead.createdAt && lead.firstContactAt! <= now.toISOString())).toBe(true);
    const followUps = leads.flatMap((lead) => (lead.followUp ? [lead.followUp] : []));
    // Dubai is UTC+4: 22 November runs from 21 November 20:00 to 22 November 20:00 UTC.
    const overdue = followUps.filter((followUp) => followUp.at < '2026-11-22T12:00:00.000Z');
    const dueToday = followUps.filter((followUp) => followUp.at >= '2026-11-21T20:00:00.000Z' && followUp.at < '2026-11-22T20:00:00.000Z');
    const later = followUps.filter((followUp) => followUp.at >= '2026-11-22T20:00:00.000Z');
    expect(overdue.length).toBeGreaterThan(50);
    expect(dueToday.length).toBeGreaterThan(50);
    expect(later.length).toBeGreaterThan(50);
    expect(leads.some((lead) => lead.status === 'closed' && lead.followUp)).toBe(false);
    expect(leads.filter((lead) => lead.followUp).every((lead) => lead.followUp!.at > lead.createdAt && lead.followUp!.updatedAt >= lead.createdAt && lead.followUp!.updatedAt <= now.toISOString())).toBe(true);
  });

  it('are stored with the queue, owner and follow-up index items a real lead has', () => {
    // Prepare
    const now = new Date('2026-11-22T12:00:00.000Z');
    const leads = generateLeads(300, { seed: 5, now });
    const waiting = leads.find((lead) => !lead.firstContactAt && !lead.owner && lead.followUp)!;
    const contacted = leads.find((lead) => lead.firstContactAt && lead.owner && !lead.followUp)!;

    // Act
    const waitingItems = seededItems(waiting);
    const contactedItems = seededItems(contacted);

    // Assess
    expect(waitingItems.map((item) => item.sk)).toEqual(['LEAD', 'QUEUE#FIRSTCONTACT', 'OWNER', 'QUEUE#FOLLOWUP']);
    expect(waitingItems[2]!.gsi1pk).toBe('LEADUNASSIGNED');
    expect(waitingItems[3]!.at).toBe(waiting.followUp!.at);
    expect(contactedItems.map((item) => item.sk)).toEqual(['LEAD', 'OWNER']);
    expect(contactedItems[1]!.gsi1pk).toBe(`LEADOWNER#${contacted.owner}`);
  });

  it('count on the first-contact measure as their arrivals and first contacts would: the badge shows the leads waiting', () => {
    // Prepare
    const now = new Date('2026-11-22T12:00:00.000Z');
    const leads = generateLeads(500, { seed: 11, now });
    // The counter updates name the table they write to; nothing is written here.
    process.env.TABLE_NAME ??= 'seeded-leads';

    // Act
    const writes = firstContactCounterWrites(leads);

    // Assess
    const waiting = writes.find((write) => write.Key!.sk === 'WAITING')!;
    const names = waiting.ExpressionAttributeNames!;
    const sum = Object.keys(names).reduce((total, name) => total + Number(waiting.ExpressionAttributeValues![`:${name.slice(1)}`]), 0);
    expect(sum).toBe(leads.filter((lead) => !lead.firstContactAt).length);
    const days = writes.filter((write) => String(write.Key!.sk).startsWith('DAY#'));
    const arrived = days.reduce((total, write) => {
      const index = Object.entries(write.ExpressionAttributeNames!).find(([, attribute]) => attribute === 'leads')![0].slice(1);
      return total + Number(write.ExpressionAttributeValues![`:${index}`]);
    }, 0);
    expect(arrived).toBe(500);
  });
});
