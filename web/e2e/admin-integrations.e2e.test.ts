import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';

const browser = browserForThisFile();

/** The spec's literals (uk-and-admin.md sections 2, 5 and 8), copied. */
const SPEC = {
  tabs: ['Integrations', 'Lead Sync'],
  createTab: 'Create Integration',
  add: 'Add Integration',
  loading: 'Loading integrations...',
  providers: ['zoho_crm', 'mailerlite', 'mailchimp', 'sendgrid'],
  nameRequired: 'Name is required',
  apiKeyRequired: 'API key is required',
  invalidUrl: 'Must be a valid URL',
  deleteConfirm: 'Are you sure you want to delete this integration?',
  deleted: 'Integration deleted successfully',
  synced: 'Lead synced successfully',
  noLeadsTitle: 'No leads selected',
  noLeads: 'Please select leads to sync',
  bulkTitle: 'Bulk Sync Complete',
  bulk: (synced: number, total: number) => `${synced} out of ${total} leads synced successfully`,
};

let context: BrowserContext;
let page: Page;
let problems: () => string[];

beforeEach(async () => {
  context = await newContext(browser());
  page = await context.newPage();
  problems = collectAdminProblems(page);
});

afterEach(async () => {
  await context.close();
});

const form = () => page.getByRole('form', { name: SPEC.createTab });

/** Opens the Email Integrations tab, then the Create Integration form with Add Integration. */
async function openCreateForm() {
  await openAdminLoggedIn(page, '/admin?tab=email');
  await page.getByRole('button', { name: SPEC.add }).click();
  await page.getByRole('tab', { name: SPEC.createTab, selected: true }).waitFor();
  await form().waitFor();
}

describe('Create Integration', () => {
  test('Add Integration opens the form with the four providers and Active ticked; Cancel closes it and forgets the input', async () => {
    // Prepare
    await openCreateForm();
    const provider = form().getByRole('combobox', { name: 'Provider' });
    expect(await provider.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(
      SPEC.providers,
    );
    expect(await form().getByRole('checkbox').isChecked()).toBe(true);
    await form().getByLabel('Name').fill('Typed then cancelled');

    // Act
    await form().getByRole('button', { name: 'Cancel' }).click();

    // Assess: the form's view is gone; opened again, it is empty.
    await page.getByRole('tab', { name: 'Integrations', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: SPEC.createTab }).count()).toBe(0);
    await page.getByRole('button', { name: SPEC.add }).click();
    expect(await form().getByLabel('Name').inputValue()).toBe('');
  });

  test("an empty form says 'Name is required' and 'API key is required'; a wrong endpoint 'Must be a valid URL'", async () => {
    // Prepare
    await openCreateForm();
    await form().getByRole('combobox', { name: 'Provider' }).selectOption('mailerlite');
    await form().getByLabel('Endpoint', { exact: false }).fill('not an address');

    // Act
    await form().getByRole('button', { name: SPEC.createTab }).click();

    // Assess
    await form().getByRole('button', { name: SPEC.createTab }).click();
    await form().getByText(SPEC.nameRequired, { exact: true }).waitFor();
    await form().getByText(SPEC.apiKeyRequired, { exact: true }).waitFor();
    await form().getByText(SPEC.invalidUrl, { exact: true }).waitFor();
    expect(problems()).toEqual([]);
  });
});
