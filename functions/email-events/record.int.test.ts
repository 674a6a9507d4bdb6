/**
 * SES's documented event JSON (ses-events.fixtures.ts), delivered as SNS delivers it, through the handler the SES
 * events' topic invokes, against DynamoDB Local and the stand-in mailbox: what a hard bounce, a complaint, a transient
 * bounce and a delivery change, and what the senders then do for a suppressed address.
 */
import { createHmac } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { drainOnce } from '../integrations/drain.ts';
import { getSubscription } from '../data/newsletter-subscriptions.ts';
import { liftSuppression } from '../data/email-suppressions.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { mailsTo, storedLeadsFor, storedTaxReportsFor } from '../test/stored.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { handler } from './record.ts';
import { bounceEvent, complaintEvent, deliveryEvent, snsEvent } from './ses-events.fixtures.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The stored suppression of an address, read by the keyed hash the test computes itself (the documented key). */
async function storedSuppression(email: string) {
  const hash = createHmac('sha256', process.env.PRIVACY_HMAC_SECRET!).update(`email:${email.toLowerCase()}`).digest('hex');
  const answer = await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME!, Key: { pk: `EMAILSUPPRESSION#${hash}`, sk: 'EMAILSUPPRESSION' } }));
  return answer.Item;
}

/** The newsletter confirmation's outbox item of an address, while it waits for the drain. */
async function newsletterOutboxOf(email: string) {
  const answer = await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME!, Key: { pk: `NEWSLETTER#${email.toLowerCase()}`, sk: 'OUTBOX' } }));
  return answer.Item;
}

/** A lead from the consultation form and a newsletter sign-up, both for this address, as a visitor would leave them. */
async function visitorWithLeadAndSubscription(email: string) {
  const lead = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Amira Khan', email, phone: '+971 50 123 4567' } });
  expect(lead.statusCode).toBe(201);
  const subscription = await invokeRoute('POST', '/api/newsletter', { body: { email } });
  expect(subscription.statusCode).toBe(201);
}

const deliver = (...messages: (object | string)[]) => handler(snsEvent(...messages));

/** Asks `probe` until it answers true (another test file's drain may be the one that handles the item). */
async function eventually(probe: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('SES bounces and complaints reaching the email-events function', () => {
  it('suppresses a hard-bounced address by its hash only, marks its lead "e-mail bounced" and ends its newsletter subscription', async () => {
    // Prepare
    const email = uniqueEmail('gone');
    await visitorWithLeadAndSubscription(email);

    // Act
    const report = await deliver(bounceEvent(email, 'Permanent'));

    // Assess
    expect(report).toEqual({ suppressed: 1, leadsMarked: 1, subscriptionsEnded: 1, ignored: 0, dropped: 0 });
    const suppression = await storedSuppression(email);
    expect(suppression).toMatchObject({ kind: 'EMAILSUPPRESSION', reason: 'bounce', detail: 'General', firstAt: '2026-11-20T10:15:02.669Z', reports: 1 });
    // Nothing in the stored item names the address: not its key, not an attribute.
    expect(JSON.stringify(suppression).toLowerCase()).not.toContain(email.split('@')[0]!.toLowerCase());
    const [lead] = await storedLeadsFor(email);
    expect(lead?.emailBounced).toEqual({ reason: 'bounce', at: '2026-11-20T10:15:02.669Z' });
    expect(await getSubscription(email)).toMatchObject({ state: 'unsubscribed', unsubscribedReason: 'bounced' });
  });

  it('sends no tax report to a suppressed address afterwards: answers 201, stores the request as suppressed and the new lead marked', async () => {
    // Prepare
    const email = uniqueEmail('report-gone');
    await deliver(bounceEvent(email));

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation: calculateTax({ profit: 250_000, method: 'dividend' }), timestamp: new Date().toISOString(), personalDetails: { name: 'Hannah Price', email, phone: '+44 7700 900789' } },
    });

    // Assess
    expect(response.statusCode).toBe(201);
    expect(await storedTaxReportsFor(email)).toEqual([expect.objectContaining({ status: 'suppressed' })]);
    const [lead] = await storedLeadsFor(email);
    expect(lead?.emailBounced).toEqual({ reason: 'bounce', at: '2026-11-20T10:15:02.669Z' });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends the tax report again once the operator lifts the suppression', async () => {
    // Prepare
    const email = uniqueEmail('fixed');
    await deliver(bounceEvent(email));

    // Act
    expect(await liftSuppression(email)).toBe(true);
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation: calculateTax({ profit: 90_000, method: 'salary' }), timestamp: new Date().toISOString(), personalDetails: { name: 'Hannah Price', email, phone: '' } },
    });

    // Assess
    expect(response.statusCode).toBe(201);
    expect(await storedSuppression(email)).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('suppresses a complaining address with the complaint as the reason, marks its lead and ends its subscription', async () => {
    // Prepare
    const email = uniqueEmail('angry');
    await visitorWithLeadAndSubscription(email);

    // Act
    const report = await deliver(complaintEvent(email));

    // Assess
    expect(report).toMatchObject({ suppressed: 1, leadsMarked: 1, subscriptionsEnded: 1 });
    expect(await storedSuppression(email)).toMatchObject({ reason: 'complaint', detail: 'abuse' });
    const [lead] = await storedLeadsFor(email);
    expect(lead?.emailBounced).toEqual({ reason: 'complaint', at: '2026-11-20T11:00:00.000Z' });
    expect(await getSubscription(email)).toMatchObject({ state: 'unsubscribed', unsubscribedReason: 'complained' });
  });

  it('sends no newsletter confirmation to an address suppressed before it subscribed', async () => {
    // Prepare: the address bounced (a tax report, say) before anyone subscribed it.
    const email = uniqueEmail('subscribed-after');
    await deliver(bounceEvent(email));
    expect((await invokeRoute('POST', '/api/newsletter', { body: { email } })).statusCode).toBe(201);

    // Act
    await drainOnce();
    await eventually(async () => !(await newsletterOutboxOf(email)), 'the confirmation\'s outbox item to be handled');

    // Assess
    expect(await getSubscription(email)).toMatchObject({ state: 'pending' });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('changes nothing for a transient bounce or a delivery: no suppression, the lead unmarked, the subscription pending', async () => {
    // Prepare
    const email = uniqueEmail('full');
    await visitorWithLeadAndSubscription(email);

    // Act
    const report = await deliver(bounceEvent(email, 'Transient'), deliveryEvent(email));

    // Assess
    expect(report).toEqual({ suppressed: 0, leadsMarked: 0, subscriptionsEnded: 0, ignored: 2, dropped: 0 });
    expect(await storedSuppression(email)).toBeUndefined();
    const [lead] = await storedLeadsFor(email);
    expect(lead?.emailBounced).toBeUndefined();
    expect(await getSubscription(email)).toMatchObject({ state: 'pending' });
  });

  it('drops a malformed message without failing the delivery, and still acts on the good one beside it', async () => {
    // Prepare
    const email = uniqueEmail('beside-bad');

    // Act
    const report = await deliver('{"eventType":"Bounce"', { eventType: 'Bounce', bounce: { bounceType: 'Permanent' } }, bounceEvent(email));

    // Assess
    expect(report).toMatchObject({ suppressed: 1, dropped: 2 });
    expect(await storedSuppression(email)).toMatchObject({ reason: 'bounce' });
  });

  it('counts a second report of the same address on the one suppression', async () => {
    const email = uniqueEmail('twice');

    await deliver(bounceEvent(email));
    await deliver(complaintEvent(email));

    expect(await storedSuppression(email)).toMatchObject({ reason: 'complaint', reports: 2, firstAt: '2026-11-20T10:15:02.669Z', lastAt: '2026-11-20T11:00:00.000Z' });
  });
});
