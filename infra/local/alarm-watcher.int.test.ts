/**
 * The local stack reports the work-age alarms as the deployed ones would fire: the real drain runs against DynamoDB
 * Local, a provider fake and a stand-in mailbox of this file, with a clock the test moves forward (never a real wait),
 * and the watcher the local stack feeds with each drain run prints a line when a condition starts and when it ends.
 */
import type { DrainDeps, DrainReport } from '#functions/integrations/drain.ts';
import type { MailerLiteFake } from '#functions/integrations/fakes/mailerlite-fake.ts';
import { captureMetrics } from '#functions/lib/metrics.ts';
import type { StaffRequest } from '#functions/test/staff-session.ts';
import type { LocalMailbox } from './mailbox.ts';
import { createAlarmWatcher } from './alarm-watcher.ts';
import { freePort } from './free-port.ts';
import { startMailbox } from './mailbox.ts';

const TOKEN = 'mlsk-0123456789-alarm-watcher-token-7c1e';
const minutesAfter = (base: Date, minutes: number) => () => new Date(base.getTime() + minutes * 60_000);
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ae`;

let drainOnce: (deps?: DrainDeps) => Promise<DrainReport>;
let invokeRoute: typeof import('#functions/test/invoke-route.ts').invokeRoute;
let staff: StaffRequest;
let mailerlite: MailerLiteFake;
let mailbox: LocalMailbox;
let mailboxPort: number;
const sesEndpointBefore = process.env.AWS_ENDPOINT_URL_SESV2;

beforeAll(async () => {
  // This file's own stand-in mailbox, so a test can take it down: the SES client reads its address when first loaded,
  // which is why every function module is imported only after this.
  mailboxPort = await freePort();
  mailbox = await startMailbox({ port: mailboxPort });
  process.env.AWS_ENDPOINT_URL_SESV2 = mailbox.endpoint;
  process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
  ({ drainOnce } = await import('#functions/integrations/drain.ts'));
  ({ invokeRoute } = await import('#functions/test/invoke-route.ts'));
  const { loggedInStaff } = await import('#functions/test/staff-session.ts');
  const { startMailerLiteFake } = await import('#functions/integrations/fakes/mailerlite-fake.ts');
  staff = await loggedInStaff();
  mailerlite = await startMailerLiteFake({ token: TOKEN });
  // Work other test files left behind is done now (the mailbox is up), so only this file's work ages below.
  await drainOnce({ now: () => new Date() });
});

afterEach(async () => {
  const list = await invokeRoute('GET', '/api/email-integrations', staff);
  for (const integration of list.json as { id: string }[]) await invokeRoute('DELETE', `/api/email-integrations/${integration.id}`, staff);
});

afterAll(async () => {
  process.env.AWS_ENDPOINT_URL_SESV2 = sesEndpointBefore;
  await Promise.all([mailerlite?.stop(), mailbox?.stop()]);
});

async function submitLead(email: string): Promise<string> {
  const response = await invokeRoute('POST', '/api/leads', {
    // A number of this run's own: an erasure elsewhere finds a person by number too, and must not reach this lead.
    body: { fullName: 'Layla Haddad', email, phone: `+971 50 ${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`, country: 'United Arab Emirates' },
  });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}

describe('the local stack\'s alarm lines', () => {
  it('reports due sync work waiting past 30 minutes while a provider refuses, and that it is over once the lead is delivered', async () => {
    // Prepare
    const created = await invokeRoute('POST', '/api/email-integrations', {
      ...staff,
      body: { provider: 'mailerlite', name: 'MailerLite list', apiKey: TOKEN, endpoint: mailerlite.apiBase },
    });
    expect(created.statusCode).toBe(201);
    const lines: string[] = [];
    const watcher = createAlarmWatcher((line) => lines.push(line));
    const email = uniqueEmail('refused-sync');
    await submitLead(email);
    const start = new Date();
    mailerlite.failNext(1, { status: 503, body: { message: 'Service Unavailable' } });
    const metrics = captureMetrics();

    try {
      // Act: the provider refuses the first try (its retry is due 30 s later); no run for 31 minutes; then one that
      // finds the work late and delivers it; then one more.
      watcher.observe(await drainOnce({ now: minutesAfter(start, 0) }));
      const linesAfterRefusal = [...lines];
      watcher.observe(await drainOnce({ now: minutesAfter(start, 31) }));
      const linesWhileLate = [...lines];
      watcher.observe(await drainOnce({ now: minutesAfter(start, 32) }));

      // Assess
      expect(linesAfterRefusal).toEqual([]);
      expect(linesWhileLate).toEqual([expect.stringMatching(/^\[alarm\] ALARM DubaiSetup-DueSyncWorkAge: due sync work has waited 30\.\d min \(threshold 30 min\)$/)]);
      expect(lines.slice(1)).toEqual(['[alarm] OK DubaiSetup-DueSyncWorkAge: due sync work waits 0 min now (threshold 30 min)']);
      expect(watcher.firing()).toEqual([]);
      expect(mailerlite.subscribers.get(email)).toBeDefined();
      // The drain's own metrics tell the same: a retry, then a delivery, and the age it published.
      const syncs = metrics.metrics().filter((metric) => metric.name.startsWith('Sync') && metric.dimensions.provider === 'mailerlite');
      expect(syncs.map(({ name, dimensions }) => [name, dimensions.provider])).toEqual([
        ['SyncRetried', 'mailerlite'],
        ['SyncDelivered', 'mailerlite'],
      ]);
      const ages = metrics.metrics().filter((metric) => metric.name === 'OldestDueSyncWorkAge').map((metric) => Math.floor(metric.value / 60));
      expect(ages).toEqual([0, 30, 0]);
    } finally {
      metrics.stop();
    }
  });

  it('reports an outbox item older than 15 minutes while the mailbox is down, and that it is over once the staff e-mail went', async () => {
    // Prepare
    const lines: string[] = [];
    const watcher = createAlarmWatcher((line) => lines.push(line));
    await submitLead(uniqueEmail('mailbox-down'));
    const start = new Date();
    await mailbox.stop();

    try {
      // Act: the staff e-mail cannot be sent (it is tried again with backoff); 16 minutes later it still waits.
      watcher.observe(await drainOnce({ now: minutesAfter(start, 0) }));
      watcher.observe(await drainOnce({ now: minutesAfter(start, 16) }));
    } finally {
      mailbox = await startMailbox({ port: mailboxPort });
    }
    // The mailbox is back: the next run sends the e-mail, the one after finds no outbox left.
    watcher.observe(await drainOnce({ now: minutesAfter(start, 17) }));
    watcher.observe(await drainOnce({ now: minutesAfter(start, 18) }));

    // Assess
    expect(lines).toEqual([
      expect.stringMatching(/^\[alarm\] ALARM DubaiSetup-OutboxAge: an outbox item has waited 16(\.\d)? min \(threshold 15 min\)$/),
      '[alarm] OK DubaiSetup-OutboxAge: an outbox item waits 0 min now (threshold 15 min)',
    ]);
  });
});
