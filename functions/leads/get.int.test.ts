import { randomUUID } from 'node:crypto';
import type { LeadDetail } from '#shared/admin/api-contract.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { getLeadWithNotes } from '../data/lead-notes.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  staff = await loggedInStaff();
});

const detail = (id: string) => invokeRoute('GET', `/api/leads/${id}`, staff);
const addNote = (id: string, body: unknown) => invokeRoute('POST', `/api/leads/${id}/notes`, { ...staff, body });

describe('GET /api/leads/{id} and POST /api/leads/{id}/notes: one lead in full', () => {
  it('shows every stored field and where the lead came from, and the same person\'s other submissions', async () => {
    // Prepare: one person sends the home form twice (with different case in the address) and a UK form once.
    const email = `returning@${run}.example.com`;
    const attribution = { page: '/uk-dubai-3', landingVariant: 'uk-dubai-3', utmSource: 'newsletter', utmCampaign: 'spring', referrer: 'https://news.example.com/' };
    const first = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Rita Returning', email, phone: '+44 7700 900789', country: 'Ireland', attribution } });
    const second = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Rita Returning', email: email.toUpperCase(), phone: '+44 7700 900789' } });
    const third = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: 'Rita R', email, page: 'tax-savings', formType: 'uk_midpage', gdprConsent: true, marketing_opt_in: true, source: 'tax-savings' },
    });
    const stranger = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Someone Else', email: `else@${run}.example.com`, phone: '+44 7700 900000' } });

    // Act
    const response = await detail(first.json.id);

    // Assess
    expect(response.statusCode).toBe(200);
    const body = response.json as LeadDetail;
    expect(body.lead).toEqual({
      id: first.json.id, fullName: 'Rita Returning', email, phone: '+44 7700 900789', phoneE164: '+447700900789', country: 'Ireland', status: 'new', formType: 'lead',
      attribution, ipAddress: '203.0.113.9', userAgent: 'jest-browser', accessedGuide: false, createdAt: expect.any(String),
      // Where the analytics counted it (issue 26): its landing page and variant, its campaign, its furthest status.
      furthestStatus: 'new',
      analyticsKeys: { page: '/uk-dubai-3', variant: '/uk-dubai-3', campaign: '["newsletter","spring"]', firstContactDay: true },
    });
    expect(body.otherSubmissions.map((lead) => lead.id).sort()).toEqual([second.json.id, third.json.id].sort());
    expect(body.otherSubmissions.map((lead) => lead.id)).not.toContain(stranger.json.id);
    expect(body.notes).toEqual([]);
    expect(body.history).toEqual([]);
  });

  it('adds a note with its author and time, lists it in the detail view and records it in the history', async () => {
    // Prepare
    const lead = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Noted Person', email: `noted@${run}.example.com`, phone: '+971 50 765 4321' } });
    const id = lead.json.id as string;

    // Act
    const first = await addNote(id, { text: '  Called, asked for the freezone price list.  ' });
    const second = await addNote(id, { text: 'Sent the price list, follow up on Monday.' });
    const shown = (await detail(id)).json as LeadDetail;

    // Assess
    expect(first.statusCode).toBe(201);
    expect(first.json).toEqual({ id: expect.any(String), text: 'Called, asked for the freezone price list.', author: INTEGRATION_ADMIN.username, createdAt: expect.any(String) });
    expect(shown.notes.map((note) => note.text)).toEqual(['Called, asked for the freezone price list.', 'Sent the price list, follow up on Monday.']);
    expect(shown.notes[1]).toEqual(second.json);
    expect(shown.lead.notes).toBe('Sent the price list, follow up on Monday.');
    expect(shown.history.map((entry) => [entry.action, entry.actor])).toEqual([
      ['lead.note', INTEGRATION_ADMIN.username],
      ['lead.note', INTEGRATION_ADMIN.username],
    ]);
  });

  it('refuses an empty or overlong note and a note for an unknown lead, storing nothing', async () => {
    // Prepare
    const lead = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Quiet Person', email: `quiet@${run}.example.com`, phone: '+971 50 111 2222' } });
    const id = lead.json.id as string;
    const missing = `missing-${run}`;

    // Act
    const empty = await addNote(id, { text: '   ' });
    const long = await addNote(id, { text: 'x'.repeat(2001) });
    const unknown = await addNote(missing, { text: 'Hello' });

    // Assess
    expect([empty.statusCode, long.statusCode, unknown.statusCode]).toEqual([400, 400, 404]);
    expect(empty.json.fieldErrors).toEqual({ text: 'Please write a note of 1 to 2000 characters' });
    expect(long.json.fieldErrors).toEqual({ text: 'Please write a note of 1 to 2000 characters' });
    expect(unknown.json.message).toBe('This lead does not exist. It may have been removed.');
    expect((await getLeadWithNotes(id))?.notes).toEqual([]);
    expect(await getLeadWithNotes(missing)).toBeUndefined();
    expect(await listAuditForTarget(`lead#${missing}`)).toEqual([]);
    expect(await listAuditForTarget(`lead#${id}`)).toEqual([]);
  });

  it('answers 404 with a readable message for an unknown lead', async () => {
    const response = await detail(`missing-${run}`);
    expect(response.statusCode).toBe(404);
    expect(response.json.message).toBe('This lead does not exist. It may have been removed.');
  });
});
