import { jest } from '@jest/globals';
import { queryPartition } from '../data/items.ts';
import { listConfirmedSubscriptions } from '../data/newsletter-subscriptions.ts';
import { drainOnce } from '../integrations/drain.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { sesClient } from '../lib/clients/ses.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { mailsTo } from '../test/stored.ts';
import { deliverConfirmation } from './send-confirmation.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const subscriptionsOf = async (email: string) =>
  (await queryPartition('byKind', 'NEWSLETTER')).filter((item) => String(item.email).toLowerCase() === email.toLowerCase());

/**
 * Asks `probe` until it answers something other than undefined. The confirmation e-mail leaves from the drain: this
 * file runs it, and so may another file's drain at the same moment, so a test waits for the e-mail, not for its run.
 */
async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the drain, as the scheduled job does, and answers the mails the address has once the first one is there. */
async function drainAndReadMails(email: string) {
  await drainOnce();
  return eventually(async () => {
    const mails = await mailsTo(email);
    return mails.length ? mails : undefined;
  }, `the confirmation e-mail to ${email}`);
}

/** The one-time token in the link of the one confirmation e-mail sent to this address. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail, ...more] = await drainAndReadMails(email);
  expect(more).toEqual([]);
  const link = mail!.body.text!.match(/https?:\/\/\S+\/newsletter\/confirm\?token=(\S+)/);
  if (!link) throw new Error(`No confirmation link in: ${mail!.body.text}`);
  return decodeURIComponent(link[1]!);
}

/** What the table is asked while `act` runs: each request's command and its items' sort keys (no addresses). */
async function tableRequestsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TransactItems?: Record<string, { Key?: { sk?: string } }>[]; Key?: { sk?: string } };
      const items = input.TransactItems?.map((item) => Object.entries(item).map(([kind, part]) => `${kind} ${part.Key?.sk}`).join()) ?? [input.Key?.sk];
      seen.push(`${String(context.commandName)}: ${items.join(', ')}`);
      return next(args);
    },
    { name: 'newsletter-table-requests' },
  );
  try {
    await act();
  } finally {
    documentClient.middlewareStack.remove('newsletter-table-requests');
  }
  return seen.filter((request) => !request.includes('#')); // not the rate-limit counter (`<route>#<window>`)
}

describe('POST /api/newsletter', () => {
  it('answers exactly the same for a new, a waiting and a confirmed address, and keeps one subscription and one e-mail', async () => {
    // Prepare
    const email = uniqueEmail('reader');

    // Act: new, then again while it waits, then confirmed, then again.
    const first = await invokeRoute('POST', '/api/newsletter', { body: { email } });
    const waiting = await invokeRoute('POST', '/api/newsletter', { body: { email: email.toUpperCase() } });
    await invokeRoute('POST', '/api/newsletter/confirm', { body: { token: await tokenMailedTo(email) } });
    const confirmed = await invokeRoute('POST', '/api/newsletter', { body: { email } });
    await drainOnce();

    // Assess: nothing in the answers tells them apart.
    for (const answer of [first, waiting, confirmed]) {
      expect(answer.statusCode).toBe(201);
      expect(answer.body).toBe('{"received":true}');
    }
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends no e-mail while answering a new address: the confirmation arrives once the drain has run', async () => {
    // Prepare
    const email = uniqueEmail('new');
    const sesSend = jest.spyOn(sesClient, 'send');

    // Act
    const response = await invokeRoute('POST', '/api/newsletter', { body: { email } });
    const sesCallsDuringRequest = sesSend.mock.calls.length;
    sesSend.mockRestore();
    const mails = await drainAndReadMails(email);

    // Assess
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe('{"received":true}');
    expect(sesCallsDuringRequest).toBe(0);
    expect(mails.map((mail) => mail.subject)).toEqual(['Please confirm your newsletter subscription']);
    expect(mails[0]!.destination.to).toEqual([email]);
  });

  it('asks the table the same for a new, a waiting and a confirmed address, so the answer takes as long for each', async () => {
    // Prepare: one address confirmed, one waiting, one never seen.
    const confirmedEmail = uniqueEmail('known');
    await invokeRoute('POST', '/api/newsletter', { body: { email: confirmedEmail } });
    await invokeRoute('POST', '/api/newsletter/confirm', { body: { token: await tokenMailedTo(confirmedEmail) } });
    const waitingEmail = uniqueEmail('waiting');
    await invokeRoute('POST', '/api/newsletter', { body: { email: waitingEmail } });
    const newEmail = uniqueEmail('unknown');

    // Act
    const forNew = await tableRequestsDuring(() => invokeRoute('POST', '/api/newsletter', { body: { email: newEmail } }));
    const forWaiting = await tableRequestsDuring(() => invokeRoute('POST', '/api/newsletter', { body: { email: waitingEmail } }));
    const forConfirmed = await tableRequestsDuring(() => invokeRoute('POST', '/api/newsletter', { body: { email: confirmedEmail } }));

    // Assess
    expect(forNew).toEqual(['TransactWriteItemsCommand: Update NEWSLETTER, Update OUTBOX']);
    expect(forWaiting).toEqual(forNew);
    expect(forConfirmed).toEqual(forNew);
  });

  it('e-mails a one-time link and counts the address as subscribed only once it is confirmed, keeping the time of consent', async () => {
    // Prepare
    const email = uniqueEmail('opt-in');
    await invokeRoute('POST', '/api/newsletter', { body: { email } });
    const [pending] = await subscriptionsOf(email);
    expect(pending).toMatchObject({ state: 'pending' });
    expect(pending!.confirmedAt).toBeUndefined();
    expect((await listConfirmedSubscriptions()).map((subscription) => subscription.email)).not.toContain(email);
    const token = await tokenMailedTo(email);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');

    // Act
    const before = Date.now();
    const confirm = await invokeRoute('POST', '/api/newsletter/confirm', { body: { token } });

    // Assess
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json).toEqual({ message: 'Thank you: your subscription is confirmed.' });
    const [subscribed] = await subscriptionsOf(email);
    expect(subscribed).toMatchObject({ state: 'confirmed' });
    expect(Date.parse(String(subscribed!.confirmedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect((await listConfirmedSubscriptions()).map((subscription) => subscription.email)).toContain(email);
  });

  it('sends a waiting address a new link when it subscribes again a day later, not sooner', async () => {
    // Prepare: subscribed and sent its link.
    const email = uniqueEmail('again');
    await invokeRoute('POST', '/api/newsletter', { body: { email } });
    await drainAndReadMails(email);
    const work = { subscription: email.toLowerCase(), siteUrl: 'http://localhost:3000', tries: 0, dueAt: new Date().toISOString(), claimKey: '' };

    // Act: the address subscribes again, an hour later and then a day and an hour later.
    const anHourLater = await deliverConfirmation(work, new Date(Date.now() + 3_600_000));
    const aDayLater = await deliverConfirmation(work, new Date(Date.now() + 25 * 3_600_000));

    // Assess
    expect([anHourLater, aDayLater]).toEqual(['notDue', 'sent']);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('says a used link was used (409) and an unknown one is not valid (404), and changes nothing', async () => {
    // Prepare
    const email = uniqueEmail('twice');
    await invokeRoute('POST', '/api/newsletter', { body: { email } });
    const token = await tokenMailedTo(email);
    await invokeRoute('POST', '/api/newsletter/confirm', { body: { token } });
    const [confirmed] = await subscriptionsOf(email);

    // Act
    const used = await invokeRoute('POST', '/api/newsletter/confirm', { body: { token } });
    const unknown = await invokeRoute('POST', '/api/newsletter/confirm', { body: { token: `${token}x` } });

    // Assess
    expect(used.statusCode).toBe(409);
    expect(used.json).toEqual({ message: 'This link has already been used: your subscription is confirmed.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json).toEqual({
      message: 'This confirmation link is not valid or has expired. Please subscribe again from the form at the bottom of any page.',
    });
    expect((await subscriptionsOf(email))[0]!.confirmedAt).toBe(confirmed!.confirmedAt);
  });

  it('refuses an invalid address with the field message and stores and sends nothing', async () => {
    const email = `reader-${Date.now()}@nowhere`;

    const response = await invokeRoute('POST', '/api/newsletter', { body: { email } });
    await drainOnce();

    expect(response.statusCode).toBe(400);
    // Spec (main-site.md section 5): the generic 'Invalid email' message.
    expect(response.json.fieldErrors).toEqual({ email: 'Invalid email' });
    expect(await subscriptionsOf(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('POST /api/newsletter against an attacker who mails one inbox under many names', () => {
  it('refuses "1"<victim@…> and "2"<victim@…> with the spec\'s message, and stores and sends nothing', async () => {
    // Prepare
    const victim = uniqueEmail('victim');

    // Act
    const answers = await Promise.all(
      ['"1"<', '"2"<'].map((name) => invokeRoute('POST', '/api/newsletter', { body: { email: `${name}${victim}>` } })),
    );
    await drainOnce();

    // Assess
    expect(answers.map((answer) => [answer.statusCode, answer.json.fieldErrors])).toEqual([
      [400, { email: 'Invalid email' }],
      [400, { email: 'Invalid email' }],
    ]);
    expect(await subscriptionsOf(victim)).toEqual([]);
    expect(await mailsTo(victim)).toEqual([]);
  });

  it('keeps one subscription for Victim+1@…, victim+2@… and victim@…, stored as first typed, and sends one e-mail to it', async () => {
    // Prepare
    const local = `victim.${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
    const typed = [`Victim.${local.slice(7)}+1@Example.com`, `${local}+2@example.com`, `${local}@example.com`];

    // Act
    const answers = [];
    for (const email of typed) answers.push(await invokeRoute('POST', '/api/newsletter', { body: { email } }));
    const mails = await drainAndReadMails(typed[0]!);

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const stored = (await queryPartition('byKind', 'NEWSLETTER')).filter((item) => String(item.email).toLowerCase().includes(local));
    expect(stored.map((item) => item.email)).toEqual([typed[0]]);
    expect(mails.map((mail) => mail.destination.to)).toEqual([[typed[0]]]);
    expect(await mailsTo(`${local}@example.com`)).toEqual([]);
  });
});
