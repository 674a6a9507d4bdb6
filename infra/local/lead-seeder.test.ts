import { COUNTRIES } from '#shared/countries.ts';
import { generateLeads } from './lead-seeder.ts';

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
});
