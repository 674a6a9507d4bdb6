/**
 * Rectification (issue 23): staff correct a lead in its detail dialog. The list's search follows the new values, the
 * audit log shows the change, and the corrected contact reaches the provider the lead was synced to (a local fake,
 * sent by the local stack's drain).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { startMailerLiteFake, type MailerLiteFake } from '#functions/integrations/fakes/mailerlite-fake.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';
import { eventually } from './support/wait.ts';

/** The spec's literal (main-site.md section 5), copied; the rest are ours. */
const TEXT = {
  invalidEmail: 'Please enter a valid email address',
  edit: 'Edit details',
  save: 'Save changes',
  saved: 'Lead updated',
  auditAction: 'Lead details corrected',
};

/** The token the test's MailerLite fake accepts. */
const TOKEN = 'mlk-e2e-lead-edit-0123456789-tok7';

let mailerlite: MailerLiteFake;
let context: BrowserContext;
let page: Page;
let problems: () => string[];

beforeAll(async () => {
  mailerlite = await startMailerLiteFake({ token: TOKEN });
});

afterAll(async () => {
  // The integration made here points at this file's fake: removed, so later leads are not sent to a closed port.
  // Registered before the browser's own hooks, so it runs while the browser is still open.
  try {
    const cleanup = await newContext(browser());
    const admin = await cleanup.newPage();
    await openAdminLoggedIn(admin, '/admin?tab=email');
    await admin.evaluate(
      async ({ origin, cookie, header }) => {
        const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`))!.slice(cookie.length + 1));
        const list = (await (await fetch('/api/email-integrations')).json()) as { id: string; endpoint?: string }[];
        for (const integration of list.filter((entry) => entry.endpoint?.startsWith(origin)))
          await fetch(`/api/email-integrations/${integration.id}`, { method: 'DELETE', headers: { [header]: csrf } });
      },
      { origin: mailerlite.origin, cookie: CSRF_COOKIE, header: CSRF_HEADER },
    );
    await cleanup.close();
  } finally {
    await mailerlite.stop();
  }
});

const browser = browserForThisFile();

beforeEach(async () => {
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = collectAdminProblems(page);
});

afterEach(async () => {
  await context.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const searchBox = () => page.getByRole('searchbox', { name: 'Search leads' });

/** Types a search; resolves with the API's answer (the leads' names), once the list shows it. */
async function searchFor(text: string): Promise<string[]> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/leads' && url.searchParams.get('q') === text;
  });
  await searchBox().fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  return ((await (await answered).json()) as { fullName: string }[]).map((lead) => lead.fullName);
}

/** An active MailerLite integration pointing at this file's fake, made through the API as the admin page would. */
async function createIntegration(name: string) {
  const status = await page.evaluate(
    async ({ body, cookie, header }) => {
      const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`))!.slice(cookie.length + 1));
      const response = await fetch('/api/email-integrations', { method: 'POST', headers: { 'content-type': 'application/json', [header]: csrf }, body: JSON.stringify(body) });
      return response.status;
    },
    { body: { provider: 'mailerlite', name, apiKey: TOKEN, endpoint: mailerlite.apiBase }, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
  expect(status).toBe(201);
}

describe('correcting a lead', () => {
  test("staff correct a lead's e-mail and phone; the list finds it by them, the audit log shows it, MailerLite gets it", async () => {
    // Prepare: a lead already synced to MailerLite
    const id = unique();
    const fullName = `Edited${id} Person`;
    const oldEmail = `edited.${id}@example.com`;
    const newEmail = `edited.${id}.fixed@example.org`;
    const newPhone = `+971 55 ${String(Date.now()).slice(-7)}`;
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await createIntegration(`Edit sync ${id}`);
    await submitLeadThroughApi({ fullName, email: oldEmail, phone: '+971501112233' });
    await eventually(async () => mailerlite.subscribers.get(oldEmail), 'the new lead at MailerLite', 30_000);
    expect(await searchFor(fullName)).toEqual([fullName]);
    await page.getByRole('button', { name: fullName, exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(oldEmail, { exact: true }).waitFor();

    // Act: an invalid address is refused with the form's message, then the corrected values are saved
    await dialog.getByRole('button', { name: TEXT.edit }).click();
    const email = dialog.getByLabel('Email', { exact: true });
    await email.fill('edited@example');
    await dialog.getByRole('button', { name: TEXT.save }).click();
    await dialog.getByText(TEXT.invalidEmail, { exact: true }).waitFor();
    await email.fill(newEmail);
    await dialog.getByLabel('Phone', { exact: true }).fill(newPhone);
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname.startsWith('/api/leads/'));
    await dialog.getByRole('button', { name: TEXT.save }).click();

    // Assess: saved, said so, and the dialog shows the new values
    expect((await saved).status()).toBe(200);
    await page.getByText(TEXT.saved, { exact: true }).waitFor();
    await dialog.getByText(newEmail, { exact: true }).waitFor();
    await dialog.getByText(newPhone, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('lead'));
    // the list's search finds it by the new e-mail and phone, no longer by the old e-mail
    expect(await searchFor(newEmail)).toEqual([fullName]);
    await page.locator('table tbody tr').filter({ hasText: newEmail }).waitFor();
    expect(await searchFor(newPhone)).toEqual([fullName]);
    expect(await searchFor(oldEmail)).toEqual([]);
    // the audit log shows who changed what from what to what
    await page.getByRole('button', { name: 'Audit log' }).click();
    const change = page.getByRole('dialog').locator('tbody tr').filter({ hasText: TEXT.auditAction }).filter({ hasText: newEmail });
    await change.waitFor();
    expect(await change.textContent()).toContain(oldEmail);
    expect(await change.textContent()).toContain(E2E_ADMIN.username);
    // the local stack's drain sent the corrected contact to MailerLite
    const corrected = await eventually(async () => mailerlite.subscribers.get(newEmail), 'the corrected contact at MailerLite', 30_000);
    expect(corrected.fields).toMatchObject({ phone: newPhone });
    expect(problems()).toEqual([]);
  });
});
