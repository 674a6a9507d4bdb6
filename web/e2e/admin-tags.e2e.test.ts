import type { BrowserContext, Page } from 'playwright-core';
import { CONSENT_COPY } from '#shared/main-site/consent-copy.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';

const browser = browserForThisFile();

/** The spec's literals (uk-and-admin.md sections 5 and 8), copied. */
const SPEC = {
  nameRequired: 'Tag name is required',
  tagIdRequired: 'Tag ID is required',
  created: 'Tracking tag created successfully',
  deleted: 'Tracking tag deleted successfully',
};

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context.close();
});

/** A pixel id no other test uses. */
const pixelId = () => String(Date.now()).slice(-12);

describe('Marketing Tags tab', () => {
  it('a tag staff create in the admin loads on the public site after the visitor consents, and stops once deleted', async () => {
    // Prepare
    context = await newContext(browser(), { viewport: { width: 375, height: 800 } });
    page = await context.newPage();
    const problems = collectAdminProblems(page);
    const id = pixelId();
    const name = `E2E pixel ${id}`;
    await openAdminLoggedIn(page, '/admin?tab=tags');
    await page.getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tracking tag' });

    // Act: an empty form shows the spec's messages; the custom code field appears only for the custom type.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(SPEC.nameRequired).waitFor();
    await dialog.getByText(SPEC.tagIdRequired).waitFor();
    expect(await dialog.getByLabel('Custom code').count()).toBe(0);
    await dialog.getByLabel('Tag type').selectOption('custom');
    await dialog.getByLabel('Custom code').waitFor();
    await dialog.getByLabel('Tag type').selectOption('facebook_pixel');
    expect(await dialog.getByLabel('Custom code').count()).toBe(0);
    await dialog.getByLabel('Tag name').fill(name);
    await dialog.getByLabel('Tag ID').fill('px-1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('A Meta pixel ID is 6 to 20 digits').waitFor();
    await dialog.getByLabel('Tag ID').fill(id);
    await dialog.getByRole('button', { name: 'Create' }).click();

    // Assess: the toast and the new row.
    await page.getByText(SPEC.created).waitFor();
    await page.getByRole('row').filter({ hasText: name }).waitFor();

    // Act: an EU visitor opens the home page and accepts the cookies.
    const visitor = await context.newPage();
    await visitor.route('**/api/geo', (route) => route.fulfill({ json: { country_code: 'DE', region: null } }));
    await visitor.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__pixelScriptRan = true;' }),
    );
    const pixelRequests: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().startsWith('https://connect.facebook.net/')) pixelRequests.push(request.url());
    });
    const listed = visitor.waitForResponse('**/api/tracking-tags/active');
    await visitor.goto('/');
    expect(((await (await listed).json()) as { tagId: string }[]).map((tag) => tag.tagId)).toContain(id);
    const banner = visitor.getByRole('dialog', { name: CONSENT_COPY.title });
    await banner.waitFor();
    expect(pixelRequests).toEqual([]);
    await banner.getByRole('button', { name: CONSENT_COPY.acceptAll }).click();

    // Assess: the pixel's script ran, initialised with the id staff typed.
    await visitor.waitForFunction(() => (window as { __pixelScriptRan?: boolean }).__pixelScriptRan === true);
    const fbqCalls = await visitor.evaluate(() => ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).map((args) => Array.from(args)));
    expect(fbqCalls).toContainEqual(['init', id]);
    await visitor.close();

    // Act: delete it in the admin.
    page.once('dialog', (confirm) => confirm.accept());
    await page.getByRole('button', { name: `Delete ${name}` }).click();

    // Assess
    await page.getByText(SPEC.deleted).waitFor();
    await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
    const after = (await (await page.request.get('/api/tracking-tags/active')).json()) as { tagId: string }[];
    expect(after.map((tag) => tag.tagId)).not.toContain(id);
    expect(problems()).toEqual([]);
  });
});
