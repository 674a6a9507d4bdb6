/**
 * Restriction of processing and withdrawal of marketing consent, end to end through the route table and DynamoDB
 * Local: a restricted person's leads stay but are marked, audited, left out of the CSV export and refused a sync;
 * what they send later is restricted from the start; lifting undoes it; a withdrawal of consent ends the newsletter
 * subscription, marks the leads and asks every provider holding them to unsubscribe them.
 */
import { randomUUID } from 'node:crypto';
import type { LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { getLead } from '../data/leads.ts';
import { getLeadSync, saveSync } from '../data/lead-syncs.ts';
import { mailboxKey } from '#shared/lead/lead-rules.ts';
import { getSubscription, requestSubscription } from '../data/newsletter-subscriptions.ts';
import { deliverConfirmation } from '../newsletter/send-confirmation.ts';
import { restrictionOf } from '../data/restrictions.ts';
import { startMailerLiteFake, type MailerLiteFake } from '../integrations/fakes/mailerlite-fake.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
let mailerlite: MailerLiteFake;
const TOKEN = 'mlsk-0123456789-restriction-token-7c1d';
const run = randomUUID().slice(0, 8);
/** Numbers of this run only: the phone index is shared by every test of the tier. */
const local = String(100000 + Math.floor(Math.random() * 899999));
const rhea = { email: `rhea.${run}@example.co.uk`, phone: `+44 7700 ${local}`, e164: `+447700${local}` };
const other = { email: `oscar.${run}@example.co.uk`, phone: `+971 50 ${local}0` };
const name = (who: string) => `Restrict${run} ${who}`;

beforeAll(async () => {
  // The fake answers plain http on 127.0.0.1: allowed here as the local stack allows it, and never deployed.
  process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
  [staff, mailerlite] = await Promise.all([loggedInStaff(), startMailerLiteFake({ token: TOKEN })]);
});

afterAll(async () => {
  await mailerlite?.stop();
});

async function submitLead(fullName: string, email: string, phone: string): Promise<string> {
  const response = await invokeRoute('POST', '/api/leads', { body: { fullName, email, phone, country: 'United Kingdom' } });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}

const restrict = (body: Record<string, unknown>) => invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body });
const exportCsv = async () => (await invokeRoute('GET', `/api/leads/export?q=${encodeURIComponent(`restrict${run}`)}`, staff)).body as string;

describe('PUT /api/admin/privacy/restriction: do not contact / do not process', () => {
  let first: string;
  let second: string;
  let others: string;

  beforeAll(async () => {
    // The person sent two forms (the second by phone only matches through the number), somebody else one.
    first = await submitLead(name('Rhea'), rhea.email, rhea.phone);
    second = await submitLead(name('Rhea Again'), `rhea.work.${run}@example.co.uk`, `07700 ${local}`);
    others = await submitLead(name('Oscar'), other.email, other.phone);
  });

  it('marks both of the person’s leads with the reason, when and by whom, audits each, and leaves the other person alone', async () => {
    // Act
    const response = await restrict({ email: rhea.email.toUpperCase(), restricted: true, reason: 'Asked by e-mail on 24 November' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ restricted: true, leads: 2 });
    for (const id of [first, second]) {
      expect((await getLead(id))?.restriction).toEqual({ reason: 'Asked by e-mail on 24 November', at: expect.any(String), by: INTEGRATION_ADMIN.username });
      expect(await listAuditForTarget(`lead#${id}`)).toEqual([
        expect.objectContaining({
          actor: INTEGRATION_ADMIN.username,
          action: 'lead.restrict',
          before: { restriction: null },
          after: { restriction: expect.objectContaining({ reason: 'Asked by e-mail on 24 November' }) },
        }),
      ]);
    }
    expect((await getLead(others))?.restriction).toBeUndefined();
    expect(await listAuditForTarget(`lead#${others}`)).toEqual([]);
  });

  it('leaves the restricted leads out of the CSV export, and keeps the other person’s', async () => {
    // Act
    const csv = await exportCsv();

    // Assess
    expect(csv).toContain(other.email);
    expect(csv).not.toContain(rhea.email);
    expect(csv).not.toContain(`rhea.work.${run}`);
  });

  it('refuses to sync a restricted lead with 409 and the reason', async () => {
    // Act
    const response = await invokeRoute('POST', `/api/leads/${first}/sync/unknown-${run}`, staff);

    // Assess
    expect(response.statusCode).toBe(409);
    expect(JSON.stringify(response.json)).toContain("Processing restricted at the person's request: Asked by e-mail on 24 November");
    expect(await getLeadSync(first, `unknown-${run}`)).toBeUndefined();
  });

  it('skips restricted leads in a bulk sync: only the other person reaches the provider', async () => {
    // Prepare
    const created = await invokeRoute('POST', '/api/email-integrations', { ...staff, body: { provider: 'mailerlite', name: `Restrict ${run}`, apiKey: TOKEN, endpoint: mailerlite.apiBase } });
    expect(created.statusCode).toBe(201);
    const integrationId = created.json.id as string;

    // Act
    const response = await invokeRoute('POST', '/api/leads/bulk-sync', { ...staff, body: { leadIds: [first, second, others], integrationId } });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ total: 3, syncedCount: 1 });
    expect(mailerlite.subscribers.has(other.email)).toBe(true);
    expect(mailerlite.subscribers.has(rhea.email)).toBe(false);
    expect(await getLeadSync(first, integrationId)).toBeUndefined();
    expect(await getLeadSync(second, integrationId)).toBeUndefined();
    // Other test files' drains must not send to this file's fake once it stops.
    expect((await invokeRoute('DELETE', `/api/email-integrations/${integrationId}`, staff)).statusCode).toBeLessThan(300);
  });

  it('restricts a lead the person sends afterwards with the same e-mail address, or the same number spelt otherwise', async () => {
    // Act
    const byEmail = await submitLead(name('Rhea Later'), rhea.email, '+44 7700 900000');
    const byPhone = await submitLead(name('Rhea Phone'), `someone.${run}@example.com`, `0044 7700-${local}`);
    const stranger = await submitLead(name('Stranger'), `stranger.${run}@example.com`, '+44 7700 900001');

    // Assess
    expect((await getLead(byEmail))?.restriction).toMatchObject({ reason: 'Asked by e-mail on 24 November', by: INTEGRATION_ADMIN.username });
    expect((await getLead(byPhone))?.restriction).toMatchObject({ reason: 'Asked by e-mail on 24 November' });
    expect((await getLead(stranger))?.restriction).toBeUndefined();
  });

  it('sends no newsletter confirmation e-mail to a restricted address, and keeps the subscription', async () => {
    // Prepare
    await requestSubscription(rhea.email, { siteUrl: 'https://example.com' });
    const now = new Date();

    // Act
    const outcome = await deliverConfirmation({ subscription: mailboxKey(rhea.email), siteUrl: 'https://example.com', tries: 0, dueAt: now.toISOString(), claimKey: '' }, now);

    // Assess
    expect(outcome).toBe('notDue');
    expect(await getSubscription(rhea.email)).toMatchObject({ state: 'pending' });
    expect((await getSubscription(rhea.email))?.confirmationSentAt).toBeUndefined();
  });

  it('lifts the restriction: the leads lose it, are exported again, and a new lead is no longer restricted', async () => {
    // Act
    const response = await restrict({ phone: `07700 ${local}`, restricted: false });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ restricted: false });
    expect((await getLead(first))?.restriction).toBeUndefined();
    expect((await getLead(second))?.restriction).toBeUndefined();
    expect((await listAuditForTarget(`lead#${first}`)).map((entry) => entry.action)).toEqual(['lead.restrict', 'lead.restrict.lifted']);
    expect(await exportCsv()).toContain(rhea.email);
    expect(await restrictionOf({ email: rhea.email })).toBeUndefined();
    expect(await restrictionOf({ phone: rhea.phone })).toBeUndefined();
    const later = await submitLead(name('Rhea Free'), rhea.email, rhea.phone);
    expect((await getLead(later))?.restriction).toBeUndefined();
  });
});

describe('POST /api/admin/privacy/withdraw-consent: marketing consent withdrawn', () => {
  it('unsubscribes the newsletter, marks every lead, and asks each provider that holds one to unsubscribe the contact', async () => {
    // Prepare: a capture with the marketing box ticked, a newsletter subscription, a lead synced to two providers
    // (one never answered with an id), and another person synced too.
    const email = `wanda.${run}@example.co.uk`;
    const capture = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: 'Wanda Withdraw', email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: true, source: '/uk' },
    });
    expect(capture.statusCode).toBe(201);
    const captureId = capture.json.id as string;
    const leadId = await submitLead('Wanda Withdraw', email, `+44 7700 ${String(Number(local) + 1)}`);
    const otherId = await submitLead('Walter Stays', `walter.${run}@example.co.uk`, '+44 7700 900002');
    await requestSubscription(email, { siteUrl: 'https://example.com' });
    const synced = (id: string, integrationId: string, providerId?: string): LeadSyncRecord => ({
      leadId: id, integrationId, provider: 'mailchimp', integrationName: 'Newsletter list', state: 'synced', tries: 1,
      updatedAt: '2026-11-20T10:00:00.000Z', syncedAt: '2026-11-20T10:00:00.000Z', ...(providerId ? { providerId } : {}),
    });
    await saveSync(synced(leadId, `mc-${run}`, 'mc-contact-1'));
    await saveSync(synced(leadId, `zoho-${run}`));
    await saveSync(synced(otherId, `mc-${run}`, 'mc-contact-2'));

    // Act
    const response = await invokeRoute('POST', '/api/admin/privacy/withdraw-consent', { ...staff, body: { email } });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ leads: 2, subscriptions: 1, providers: 1 });
    expect(await getSubscription(email)).toMatchObject({ state: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect(await getLead(captureId)).toMatchObject({ marketingOptIn: false, marketingWithdrawnAt: expect.any(String) });
    expect((await getLead(leadId))?.marketingWithdrawnAt).toEqual(expect.any(String));
    expect((await getLead(otherId))?.marketingWithdrawnAt).toBeUndefined();
    expect(await getLeadSync(leadId, `mc-${run}`)).toMatchObject({ state: 'pending', operation: 'unsubscribe', providerId: 'mc-contact-1' });
    expect((await getLeadSync(leadId, `zoho-${run}`))?.operation).toBeUndefined();
    expect((await getLeadSync(otherId, `mc-${run}`))?.state).toBe('synced');
    expect(await listAuditForTarget(`lead#${captureId}`)).toEqual([
      expect.objectContaining({ action: 'lead.marketing.withdrawn', before: { marketingOptIn: true, marketingWithdrawnAt: null }, after: { marketingOptIn: false, marketingWithdrawnAt: expect.any(String) } }),
    ]);
  });
});
