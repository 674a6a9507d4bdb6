/**
 * Every Privacy view action can answer a logged data request (issue 23): staff choose the request in the export, the
 * restriction and the consent withdrawal, and each request then lists what was done for it. (The erasure's own path:
 * privacy-erase.e2e.test.ts.)
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** Logs a request in the Data requests tab and answers its id. */
async function logRequest(privacy: Locator, type: string, name: string, email: string): Promise<string> {
  await privacy.getByRole('tab', { name: 'Data requests' }).click();
  await privacy.getByRole('button', { name: 'Log a new request' }).click();
  const form = privacy.getByRole('form', { name: 'New data request' });
  await form.getByRole('combobox', { name: 'Type of request' }).selectOption(type);
  await form.getByLabel('Received on').fill('2026-11-20');
  await form.getByLabel('Requester’s name').fill(name);
  await form.getByLabel('Requester’s e-mail address').fill(email);
  await form.getByRole('combobox', { name: 'How the identity was checked' }).selectOption('emailOnRecord');
  const logged = page.waitForResponse((response) => response.url().endsWith('/api/admin/privacy/requests') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Log request' }).click();
  const id = ((await (await logged).json()) as { id: string }).id;
  await privacy.getByTestId('data-request-detail').getByRole('button', { name: 'Back to the list' }).click();
  return id;
}

/** The text of the actions listed on a request, opened from the Data requests tab. */
async function actionsOf(privacy: Locator, type: string, name: string): Promise<string> {
  await privacy.getByRole('tab', { name: 'Data requests' }).click();
  await privacy.getByRole('button', { name: `Open the ${type} request of ${name}` }).click();
  const actions = privacy.getByTestId('data-request-actions');
  await actions.waitFor();
  const text = (await actions.textContent()) ?? '';
  await privacy.getByTestId('data-request-detail').getByRole('button', { name: 'Back to the list' }).click();
  return text;
}

describe('Privacy view actions answering a logged data request', () => {
  test('the export, an objection’s restriction and a consent withdrawal each show on the request staff chose', async () => {
    // Prepare: a visitor's lead, and three requests of theirs logged
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const fullName = `Answered${run} Asel`;
    const email = `asel.${run}@example.com`;
    await submitLeadThroughApi({ fullName, email, phone: `+971 50 ${String(Date.now()).slice(-7)}` });
    const problems = collectAdminProblems(page);
    await openAdminLoggedIn(page, '/admin');
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy: find a person' });
    const access = await logRequest(privacy, 'access', fullName, email);
    const objection = await logRequest(privacy, 'objection', fullName, email);
    const consent = await logRequest(privacy, 'consentWithdrawn', fullName, email);

    // Act: find the person; download their data for the access request
    await privacy.getByRole('tab', { name: 'Find a person' }).click();
    await privacy.getByLabel('E-mail address or phone number').fill(email);
    await privacy.getByRole('button', { name: 'Search' }).click();
    const actions = privacy.getByTestId('privacy-person-actions');
    await actions.waitFor();
    await actions.getByRole('combobox', { name: 'Data request (optional)' }).selectOption(access);
    const downloading = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download data (JSON)' }).click();
    await downloading;

    // Act: restrict processing for the objection
    await privacy.getByRole('button', { name: 'Restrict processing' }).click();
    const restrict = page.getByRole('dialog', { name: 'Restrict processing' });
    await restrict.getByLabel('Reason (the person’s request)').fill('Objected to direct marketing');
    await restrict.getByRole('combobox', { name: 'Data request (optional)' }).selectOption(objection);
    await restrict.getByRole('button', { name: 'Restrict', exact: true }).click();
    await page.getByText('Processing restricted (1 lead)', { exact: true }).waitFor();

    // Act: withdraw marketing consent for the consent request
    await privacy.getByRole('button', { name: 'Withdraw marketing consent' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw marketing consent?' });
    await withdraw.getByRole('combobox', { name: 'Data request (optional)' }).selectOption(consent);
    await withdraw.getByRole('button', { name: 'Withdraw consent' }).click();
    await page.getByText(/^Marketing consent withdrawn: 1 lead, /).waitFor();

    // Assess: each request lists what was done for it, and only that
    const accessActions = await actionsOf(privacy, 'Access', fullName);
    expect(accessActions).toContain('Export');
    expect(accessActions).toMatch(/Data exported as JSON: \d+ items?/);
    const objectionActions = await actionsOf(privacy, 'Objection', fullName);
    expect(objectionActions).toContain('Objection');
    expect(objectionActions).toContain('Processing restricted (1 lead): Objected to direct marketing');
    expect(objectionActions).not.toContain('Data exported');
    const consentActions = await actionsOf(privacy, 'Consent withdrawn', fullName);
    expect(consentActions).toContain('Marketing consent withdrawn: 1 lead, 0 newsletter subscriptions, 0 provider requests');
    expect(problems()).toEqual([]);
    // Three requests logged through the form and three actions: longer than one action's test.
  }, 120_000);
});
