import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import type { LeadEmailBounce } from '#shared/admin/api-contract.ts';
import { leadKey } from '#functions/data/leads.ts';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
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

/**
 * The mark the SES events' handler sets on a lead whose address hard-bounced (functions/email-events/record.ts,
 * tested with SES's event JSON in its integration test); written here as that handler writes it, since no SES runs
 * under the local stack.
 */
async function markBounced(leadId: string, mark: LeadEmailBounce) {
  const client = DynamoDBDocumentClient.from(localDynamoClient(e2eEnv().dynamoEndpoint));
  await client.send(
    new UpdateCommand({ TableName: e2eEnv().tableName, Key: leadKey(leadId), UpdateExpression: 'SET emailBounced = :mark', ExpressionAttributeValues: { ':mark': mark } }),
  );
}

describe('a lead whose e-mail bounced', () => {
  test('shows "E-mail bounced" in its row and detail, and its e-mail action tells staff to phone instead', async () => {
    // Prepare: a visitor's lead whose address SES reported as hard-bounced
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const fullName = `Bounced${run} Bilal`;
    const email = `bilal.${run}@example.com`;
    const leadId = await submitLeadThroughApi({ fullName, email, phone: `+971 50 ${String(Date.now()).slice(-7)}` });
    await markBounced(leadId, { reason: 'bounce', at: '2026-11-20T10:15:02.669Z' });
    const problems = collectAdminProblems(page);

    // Act
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(email);
    const row = page.locator('table tbody tr').filter({ hasText: email });

    // Assess: the row's badge, the e-mail action replaced by the words, then the detail's banner
    await row.getByText('E-mail bounced', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: `E-mail ${fullName}` }).count()).toBe(0);
    await row.getByRole('button', { name: 'E-mail bounced: phone instead' }).waitFor();
    await row.getByRole('button', { name: fullName, exact: true }).click();
    const banner = page.getByRole('dialog').getByTestId('email-bounced-banner');
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('E-mail to this address bounced');
    expect(text).toContain('No e-mail goes to it any more: phone instead');
    expect(problems()).toEqual([]);
  });
});
