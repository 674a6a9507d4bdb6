import { queryPartition } from '../data/items.ts';
import { listConfirmedSubscriptions } from '../data/newsletter-subscriptions.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { mailsTo } from '../test/stored.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const subscriptionsOf = async (email: string) =>
  (await queryPartition('byKind', 'NEWSLETTER')).filter((item) => String(item.email).toLowerCase() === email.toLowerCase());

/** The one-time token in the link of the confirmation e-mail sent to this address. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail, ...more] = await mailsTo(email);
  expect(more).toEqual([]);
  const link = mail!.body.text!.match(/https?:\/\/\S+\/newsletter\/confirm\?token=(\S+)/);
  if (!link) throw new Error(`No confirmation link in: ${mail!.body.text}`);
  return decodeURIComponent(link[1]!);
}

describe('POST /api/newsletter', () => {
  it('answers exactly the same for a new, a waiting and a confirmed address, and keeps one subscription in any case', async () => {
    // Prepare
    const email = uniqueEmail('reader');

    // Act: new, then again while it waits, then confirmed, then again.
    const first = await invokeRoute('POST', '/api/newsletter', { body: { email } });
    const waiting = await invokeRoute('POST', '/api/newsletter', { body: { email: email.toUpperCase() } });
    await invokeRoute('POST', '/api/newsletter/confirm', { body: { token: await tokenMailedTo(email) } });
    const confirmed = await invokeRoute('POST', '/api/newsletter', { body: { email } });

    // Assess: nothing in the answers tells them apart.
    for (const answer of [first, waiting, confirmed]) {
      expect(answer.statusCode).toBe(201);
      expect(answer.body).toBe('{"received":true}');
    }
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('e-mails a one-time link and counts the address as subscribed only once it is confirmed, keeping the time of consent', async () => {
    // Prepare
    const email = uniqueEmail('opt-in');
    await invokeRoute('POST', '/api/newsletter', { body: { email } });
    const [pending] = await subscriptionsOf(email);
    expect(pending).toMatchObject({ state: 'pending' });
    expect(pending!.confirmedAt).toBeUndefined();
    expect((await listConfirmedSubscriptions()).map((subscription) => subscription.email)).not.toContain(email);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');

    // Act
    const before = Date.now();
    const confirm = await invokeRoute('POST', '/api/newsletter/confirm', { body: { token: await tokenMailedTo(email) } });

    // Assess
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json).toEqual({ message: 'Thank you: your subscription is confirmed.' });
    const [subscribed] = await subscriptionsOf(email);
    expect(subscribed).toMatchObject({ state: 'confirmed' });
    expect(Date.parse(String(subscribed!.confirmedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect((await listConfirmedSubscriptions()).map((subscription) => subscription.email)).toContain(email);
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

    expect(response.statusCode).toBe(400);
    // Spec (main-site.md section 5): the generic 'Invalid email' message.
    expect(response.json.fieldErrors).toEqual({ email: 'Invalid email' });
    expect(await subscriptionsOf(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
