import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { countReport } from '../data/report-quotas.ts';
import { createTaxReportRequest, getTaxReportRequest } from '../data/tax-report-requests.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { pdfContent, pdfLinks } from '../test/pdf-text.ts';
import { loggedInStaff } from '../test/staff-session.ts';
import { mailsTo, storedLeadsFor, storedOfKind, storedTaxReportsFor } from '../test/stored.ts';

const calculation = calculateTax({ profit: 250_000, method: 'dividend' });
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`;
const details = (email: string) => ({ name: 'Hannah Price', email, phone: '+44 7700 900789' });

describe('POST /api/tax-report against DynamoDB Local and the local mailbox', () => {
  it('stores the request, e-mails a real PDF of the calculation and answers 201', async () => {
    // Prepare
    const personalDetails = details(uniqueEmail('hannah'));

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation, timestamp: new Date().toISOString(), personalDetails },
    });

    // Assess
    expect(response.statusCode).toBe(201);
    expect(await getTaxReportRequest(response.json.id)).toMatchObject({ status: 'sent', personalDetails });
    const [email, ...more] = await mailsTo(personalDetails.email);
    expect(more).toEqual([]);
    expect(email?.from).toBe('reports@example.com');
    const pdf = Buffer.from(email!.attachments[0]!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Its next steps link to the numbers stored in Phone Config (the seeded main WhatsApp and UK office numbers).
    const links = await pdfLinks(pdf);
    expect(links).toContain('tel:+442079460582');
    expect(links.some((link) => link.startsWith('https://wa.me/971500000582?text='))).toBe(true);
  });

  it('refuses a calculation with no profit, naming the field, and stores and sends nothing', async () => {
    const personalDetails = details(uniqueEmail('no-profit'));

    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation: { ...calculation, income: 0 }, timestamp: new Date().toISOString(), personalDetails },
    });

    expect(response.statusCode).toBe(400);
    // Spec (uk-and-admin.md section 5): the profit must be a positive number.
    expect(response.json.fieldErrors).toEqual({ 'calculation.income': 'Please enter a profit amount greater than £0' });
    expect(await storedTaxReportsFor(personalDetails.email)).toEqual([]);
    expect(await storedLeadsFor(personalDetails.email)).toEqual([]);
    expect(await mailsTo(personalDetails.email)).toEqual([]);
  });

  it('refuses details without a name or a valid e-mail with the spec\'s messages, and stores and sends nothing', async () => {
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation, timestamp: new Date().toISOString(), personalDetails: { name: '', email: 'not-an-email' } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({
      'personalDetails.name': 'Name is required',
      'personalDetails.email': 'Please enter a valid email address',
    });
    expect(await storedTaxReportsFor('not-an-email')).toEqual([]);
    expect(await mailsTo('not-an-email')).toEqual([]);
  });
});

describe('POST /api/tax-report when SES fails', () => {
  // Created in the test, not at collection time: mocking SES replaces it for every test in the file until restored.
  let ses: ReturnType<typeof mockClient> | undefined;
  afterEach(() => ses?.restore());

  it('answers 503 with a readable message, keeps the request as failed, and the retry with the same key delivers and answers 201', async () => {
    // Prepare: SES refuses the first send with an AWS error full of internals.
    const personalDetails = details(uniqueEmail('ses-down'));
    const body = { calculation, timestamp: new Date().toISOString(), personalDetails };
    const headers = { 'Idempotency-Key': `tax-report-${Date.now()}` };
    ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(
      Object.assign(new Error('Email address is not verified: arn:aws:ses:eu-west-2:123456789012:identity/reports'), { name: 'MessageRejected' }),
    );

    // Act
    const failed = await invokeRoute('POST', '/api/tax-report', { body, headers });

    // Assess: 503, readable, nothing of the AWS error; stored once, as failed; nothing in the mailbox.
    expect(failed.statusCode).toBe(503);
    expect(failed.json).toEqual({ message: 'We could not send your report just now. Please try again.' });
    expect(failed.body).not.toMatch(/arn:aws|MessageRejected|not verified|stack/i);
    const [stored, ...duplicates] = await storedTaxReportsFor(personalDetails.email);
    expect(duplicates).toEqual([]);
    expect(stored).toMatchObject({ status: 'failed', failure: 'MessageRejected' });
    expect(await mailsTo(personalDetails.email)).toEqual([]);

    // Act: SES is back; the visitor's browser sends the same request again.
    ses.restore();
    const retried = await invokeRoute('POST', '/api/tax-report', { body, headers });

    // Assess: the same stored request, now sent, one e-mail, one lead.
    expect(retried.statusCode).toBe(201);
    expect(retried.json.id).toBe(stored!.id);
    expect(await getTaxReportRequest(retried.json.id)).toMatchObject({ status: 'sent' });
    expect(await mailsTo(personalDetails.email)).toHaveLength(1);
    expect(await storedLeadsFor(personalDetails.email)).toHaveLength(1);
  });
});

/** The start of a day window of its own (in the 2030s), so a test's quota counts meet no other test's. */
const dayOfItsOwn = () => Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000;

describe('POST /api/tax-report is not a relay', () => {
  it('shows a plain name with Ł and Ş in the greeting and the PDF', async () => {
    // Prepare
    const personalDetails = { ...details(uniqueEmail('plain')), name: 'Łucja Şahin' };

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', { body: { calculation, timestamp: new Date().toISOString(), personalDetails } });

    // Assess
    expect(response.statusCode).toBe(201);
    const [email] = await mailsTo(personalDetails.email);
    expect(email?.body.text?.split('\n')[0]).toBe('Dear Łucja Şahin,');
    const { lines } = await pdfContent(Buffer.from(email!.attachments[0]!.content, 'base64'));
    expect(lines.slice(lines.indexOf('Prepared for'), lines.indexOf('Prepared for') + 2)).toEqual(['Prepared for', 'Łucja Şahin']);
  });

  it('greets with "Hello," and names nobody in the PDF when the "name" carries a link, and still answers 201', async () => {
    // Prepare: the "name" is an advert an abuser wants our sender to deliver.
    const personalDetails = { ...details(uniqueEmail('relay')), name: 'Claim your prize at www.win-prize.example today' };

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', { body: { calculation, timestamp: new Date().toISOString(), personalDetails } });

    // Assess: the spec's 201; the advert is nowhere in the e-mail or the PDF.
    expect(response.statusCode).toBe(201);
    const [email] = await mailsTo(personalDetails.email);
    expect(email?.body.text?.split('\n')[0]).toBe('Hello,');
    expect(`${email?.subject} ${email?.body.text}`).not.toMatch(/prize|win-prize/);
    const { lines } = await pdfContent(Buffer.from(email!.attachments[0]!.content, 'base64'));
    expect(lines).toContain('UK vs Dubai Tax Savings Report');
    expect(lines.join('\n')).not.toMatch(/prize|Prepared for/);
  });

  it('refuses a 4th report to one address within a day with 429, Retry-After and a clear message, sends 3 and lets staff see the refusal, masked', async () => {
    // Prepare: three reports to one address, in a day of their own.
    const personalDetails = details(uniqueEmail('victim'));
    const dayStart = dayOfItsOwn();
    const send = (hour: number) =>
      invokeRoute('POST', '/api/tax-report', {
        body: { calculation, timestamp: new Date().toISOString(), personalDetails },
        timeEpoch: dayStart + hour * 3_600_000,
      });
    const first3 = [await send(1), await send(2), await send(3)];

    // Act
    const fourth = await send(22);
    const nextDay = await send(25);

    // Assess: refused until the day's end (two hours after 22:00), the refusal stored without the address in clear.
    expect(first3.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json).toEqual({ message: 'This e-mail address has already been sent 3 reports today. Please try again tomorrow.' });
    expect(fourth.headers?.['retry-after']).toBe('7200');
    expect(nextDay.statusCode).toBe(201);
    expect(await mailsTo(personalDetails.email)).toHaveLength(4);
    expect(await storedTaxReportsFor(personalDetails.email)).toHaveLength(4);
    const staff = await loggedInStaff();
    const listed = await invokeRoute('GET', '/api/admin/refused-requests?limit=100', { ...staff });
    expect(listed.statusCode).toBe(200);
    const masked = `v***@${personalDetails.email.split('@')[1]}`;
    expect(listed.json).toContainEqual(
      expect.objectContaining({ route: 'POST /api/tax-report', reason: 'perRecipient', recipient: masked, source: '203.0.113.x' }),
    );
    expect(JSON.stringify(listed.json)).not.toContain(personalDetails.email);
  });

  it('refuses the 21st report from one source address within a day, to whatever address, and sends it nowhere', async () => {
    // Prepare: twenty reports from one address to twenty addresses over one day.
    const dayStart = dayOfItsOwn();
    const send = (email: string, minute: number) =>
      invokeRoute('POST', '/api/tax-report', {
        body: { calculation, timestamp: new Date().toISOString(), personalDetails: details(email) },
        timeEpoch: dayStart + minute * 60_000,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await send(uniqueEmail(`target${i}`), i * 60)).statusCode ?? 0);
    const lastTarget = uniqueEmail('target20');

    // Act
    const refused = await send(lastTarget, 23 * 60);

    // Assess
    expect(statuses).toEqual(Array(20).fill(201));
    expect(refused.statusCode).toBe(429);
    expect(refused.json).toEqual({ message: 'Too many reports have been requested from your network today. Please try again tomorrow.' });
    expect(refused.headers?.['retry-after']).toBe('3600');
    expect(await mailsTo(lastTarget)).toEqual([]);
    expect(await storedTaxReportsFor(lastTarget)).toEqual([]);
    const refusals = await storedOfKind('REFUSED_REQUEST');
    expect(refusals).toContainEqual(expect.objectContaining({ reason: 'perSource', recipient: `t***@${lastTarget.split('@')[1]}` }));
  });

  it('does not count a repeat of a delivered request (same Idempotency-Key) against the address\'s quota', async () => {
    // Prepare
    const personalDetails = details(uniqueEmail('repeat'));
    const timeEpoch = dayOfItsOwn();
    const body = { calculation, timestamp: new Date().toISOString(), personalDetails };
    const headers = { 'Idempotency-Key': `repeat-${randomUUID()}` };

    // Act: one report, repeated four times by a flaky connection, then two more reports.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await invokeRoute('POST', '/api/tax-report', { body, headers, timeEpoch }));
    for (let i = 0; i < 2; i++) answers.push(await invokeRoute('POST', '/api/tax-report', { body, timeEpoch }));

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(await mailsTo(personalDetails.email)).toHaveLength(3);
  });
});

/** The first 64 bits of an IPv6 address of the documentation range no other test uses: `2001:db8:<random>:<random>`. */
const randomNetwork = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

describe('POST /api/tax-report against an attacker who mails one inbox under many names or from many addresses', () => {
  it('refuses "1"<victim@…> and "2"<victim@…> with the spec\'s message, and stores and sends nothing', async () => {
    // Prepare
    const victim = uniqueEmail('victim');

    // Act
    const answers = await Promise.all(
      ['"1"<', '"2"<'].map((name) =>
        invokeRoute('POST', '/api/tax-report', {
          body: { calculation, timestamp: new Date().toISOString(), personalDetails: details(`${name}${victim}>`) },
        }),
      ),
    );

    // Assess
    expect(answers.map((answer) => [answer.statusCode, answer.json.fieldErrors])).toEqual([
      [400, { 'personalDetails.email': 'Please enter a valid email address' }],
      [400, { 'personalDetails.email': 'Please enter a valid email address' }],
    ]);
    expect(await mailsTo(victim)).toEqual([]);
    expect(await storedTaxReportsFor(`"1"<${victim}>`)).toEqual([]);
  });

  it('counts Victim+1@X…, victim+2@x… and victim@x… as one inbox: the 4th report to it within a day is refused', async () => {
    // Prepare: three reports to three spellings of one inbox, in a day of their own.
    const local = `victim.${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
    const dayStart = dayOfItsOwn();
    const send = (email: string, hour: number) =>
      invokeRoute('POST', '/api/tax-report', {
        body: { calculation, timestamp: new Date().toISOString(), personalDetails: details(email) },
        timeEpoch: dayStart + hour * 3_600_000,
      });
    const first3 = [await send(`Victim.${local.slice(7)}+1@Example.co.uk`, 1), await send(`${local}+2@example.co.uk`, 2), await send(`${local}@example.co.uk`, 3)];

    // Act
    const fourth = await send(`${local}+4@EXAMPLE.co.uk`, 4);

    // Assess
    expect(first3.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json).toEqual({ message: 'This e-mail address has already been sent 3 reports today. Please try again tomorrow.' });
    expect(await mailsTo(`${local}+4@EXAMPLE.co.uk`)).toEqual([]);
  });

  it('counts every address of one IPv6 /64 as one source: the 21st report from the network is refused, another network is served', async () => {
    // Prepare: twenty reports counted today from twenty addresses of one /64, to twenty recipients.
    const network = randomNetwork();
    const timeEpoch = dayOfItsOwn() + 3_600_000;
    for (let i = 1; i <= 20; i++) {
      expect(await countReport(uniqueEmail(`spread${i}`), `${network}:${i.toString(16)}::1`, new Date(timeEpoch))).toBeUndefined();
    }
    const send = (sourceIp: string, email: string) =>
      invokeRoute('POST', '/api/tax-report', { body: { calculation, timestamp: new Date().toISOString(), personalDetails: details(email) }, sourceIp, timeEpoch });
    const target = uniqueEmail('target');
    const elsewhere = uniqueEmail('elsewhere');

    // Act
    const fromTheNetwork = await send(`${network}:ffff:aaaa:bbbb:cccc`, target);
    const fromAnotherNetwork = await send(`${randomNetwork()}::1`, elsewhere);

    // Assess
    expect(fromTheNetwork.statusCode).toBe(429);
    expect(fromTheNetwork.json).toEqual({ message: 'Too many reports have been requested from your network today. Please try again tomorrow.' });
    expect(await mailsTo(target)).toEqual([]);
    expect(fromAnotherNetwork.statusCode).toBe(201);
  });
});

describe('POST /api/tax-report retried after a first try that died midway', () => {
  it('delivers the e-mail and answers 201 when the first try stored the request and then died (a Lambda timeout)', async () => {
    // Prepare: a first try stored the request with the visitor's key a minute ago and never got further.
    const personalDetails = details(uniqueEmail('died'));
    const body = { calculation, timestamp: new Date().toISOString(), personalDetails };
    const idempotencyKey = `died-${randomUUID()}`;
    const stuck = await createTaxReportRequest(body, { idempotencyKey, now: () => new Date(Date.now() - 60_000) });
    expect(await mailsTo(personalDetails.email)).toEqual([]);

    // Act: the visitor's outbox sends the same request again.
    const retried = await invokeRoute('POST', '/api/tax-report', { body, headers: { 'Idempotency-Key': idempotencyKey } });

    // Assess
    expect(retried.statusCode).toBe(201);
    expect(retried.json.id).toBe(stuck.id);
    expect(await getTaxReportRequest(stuck.id)).toMatchObject({ status: 'sent' });
    expect(await mailsTo(personalDetails.email)).toHaveLength(1);
  });

  it('answers 503 with Retry-After, and sends nothing twice, while the first try may still be running', async () => {
    // Prepare: a first try stored the request a moment ago and is still rendering.
    const personalDetails = details(uniqueEmail('in-flight'));
    const body = { calculation, timestamp: new Date().toISOString(), personalDetails };
    const idempotencyKey = `in-flight-${randomUUID()}`;
    await createTaxReportRequest(body, { idempotencyKey });

    // Act
    const repeat = await invokeRoute('POST', '/api/tax-report', { body, headers: { 'Idempotency-Key': idempotencyKey } });

    // Assess
    expect(repeat.statusCode).toBe(503);
    expect(repeat.json).toEqual({ message: 'We could not send your report just now. Please try again.' });
    expect(repeat.headers?.['retry-after']).toBe('30');
    expect(await mailsTo(personalDetails.email)).toEqual([]);
  });
});
