/**
 * Content Management and CMS Editor, end to end: what staff save in /admin is what a visitor's next page view shows,
 * with no deploy, and what they switch off or delete is gone (the built-in value back).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';
import { removeStored, setContentText, storedPageContent, storedTestimonials } from './support/table.ts';

const browser = browserForThisFile();

/** The spec's literals (uk-and-admin.md sections 5 and 8), copied. */
const SPEC = {
  updatedTitle: 'Content Updated',
  updated: 'Content has been updated successfully.',
  contentRequired: 'Content is required',
  confirmDelete: 'Are you sure you want to delete this content?',
};
/** The hero button's built-in label and target (the home page's copy), and the element id the page marks it with. */
const HERO_BUTTON = { id: 'home-hero-consultation-button', label: 'Get Your Free Consultation', href: '#lead-form' };

let context: BrowserContext;
let admin: Page;
let problems: () => string[];
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  admin = await context.newPage();
  problems = collectAdminProblems(admin);
});

afterEach(async () => {
  await context.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A visitor's view of the home page, in its own browser context (no staff cookies). */
async function visitHome(): Promise<{ home: Page; close: () => Promise<void> }> {
  const visitor = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  const home = await visitor.newPage();
  await home.goto('/');
  return { home, close: () => visitor.close() };
}

const toast = (text: string) => admin.getByText(text, { exact: true }).first().waitFor();

describe('Website Content', () => {
  it('a hero text edited in the admin is what the home page shows, and an empty text is refused', async () => {
    // Prepare: the subtitle as seeded, put back afterwards.
    cleanups.push(await setContentText('hero_subtitle', 'Seeded subtitle for this test'));
    const edited = `Dubai companies, set up while you sleep ${Date.now()}`;
    await openAdminLoggedIn(admin, '/admin?tab=content');
    const item = admin.getByRole('listitem', { name: 'hero_subtitle' });
    await item.getByRole('button', { name: 'Edit hero_subtitle' }).click();

    // Act 1: an empty text
    await item.getByLabel('Content').fill('');
    await item.getByRole('button', { name: 'Save' }).click();

    // Assess 1
    await item.getByText(SPEC.contentRequired).waitFor();

    // Act 2
    await item.getByLabel('Content').fill(edited);
    await item.getByRole('button', { name: 'Save' }).click();

    // Assess 2: the spec's toast, the list shows the text, and the home page shows it on the next visit.
    await toast(SPEC.updatedTitle);
    await toast(SPEC.updated);
    await item.getByText(edited, { exact: true }).waitFor();
    const { home, close } = await visitHome();
    await home.locator('[data-cms-id="home-hero-subtitle"]', { hasText: edited }).waitFor();
    await close();
    expect(problems()).toEqual([]);
  });
});

describe('Website Content failures', () => {
  it("says 'Failed to update content.' when the save fails, and keeps the form open with the staff's text", async () => {
    // Prepare: the save answers as an unreachable API would.
    cleanups.push(await setContentText('hero_subtitle', 'Seeded subtitle for this test'));
    await admin.route('**/api/content/hero_subtitle', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, contentType: 'text/plain', body: '' }) : route.fallback(),
    );
    await openAdminLoggedIn(admin, '/admin?tab=content');
    const item = admin.getByRole('listitem', { name: 'hero_subtitle' });
    await item.getByRole('button', { name: 'Edit hero_subtitle' }).click();
    await item.getByLabel('Content').fill('A text that cannot be saved yet');

    // Act
    await item.getByRole('button', { name: 'Save' }).click();

    // Assess
    await toast('Failed to update content.');
    expect(await item.getByLabel('Content').inputValue()).toBe('A text that cannot be saved yet');
  });
});

describe('Testimonials', () => {
  it('a testimonial added is on the home page; deactivated it is gone from it; deleted it is gone from the table', async () => {
    // Prepare
    const name = `Rania Haddad ${Date.now().toString(36)}`;
    cleanups.push(async () => {
      for (const row of (await storedTestimonials()).filter((stored) => stored.name === name)) await removeStored('TESTIMONIAL', String(row.id));
    });
    await openAdminLoggedIn(admin, '/admin?tab=content');
    await admin.getByRole('tab', { name: 'Testimonials' }).click();
    await admin.getByRole('button', { name: 'Add testimonial' }).click();
    const form = admin.getByRole('form', { name: 'New testimonial' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Company').fill('Haddad Logistics');
    await form.getByLabel('Content').fill('Licence, visa and bank account in one week.');

    // Act 1: create
    await form.getByRole('button', { name: 'Save' }).click();

    // Assess 1
    const row = admin.getByRole('listitem', { name });
    await row.getByText('Active', { exact: true }).waitFor();
    let visit = await visitHome();
    // The testimonials are an island woken as they come into view: scrolled to, as a visitor reaching them would.
    await visit.home.locator('#testimonials').scrollIntoViewIfNeeded();
    await visit.home.locator('#testimonials figure', { hasText: name }).waitFor();
    await visit.close();

    // Act 2: deactivate
    await row.getByRole('button', { name: 'Deactivate' }).click();

    // Assess 2: the home page, once its testimonials have arrived, shows the others but not this one.
    await row.getByText('Inactive', { exact: true }).waitFor();
    visit = await visitHome();
    await visit.home.locator('#testimonials').scrollIntoViewIfNeeded();
    await visit.home.locator('#testimonials[aria-busy="false"] figure').first().waitFor();
    expect(await visit.home.locator('#testimonials').textContent()).not.toContain(name);
    await visit.close();

    // Act 3: delete, after the spec's question
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(SPEC.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    // Assess 3 (our toast: the spec names none for testimonials)
    await toast('Testimonial deleted');
    await row.waitFor({ state: 'detached' });
    expect((await storedTestimonials()).filter((stored) => stored.name === name)).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe('CMS Editor', () => {
  it("a page-content item changes the hero button's label and target; deleted, the built-in label and target come back", async () => {
    // Prepare
    cleanups.push(() => removeStored('PAGE_CONTENT', HERO_BUTTON.id));
    const label = `Book your call ${Date.now().toString(36)}`;
    await openAdminLoggedIn(admin, '/admin?tab=cms');
    await admin.getByRole('tab', { name: 'Add Content' }).click();
    await admin.getByLabel('Section ID').selectOption('home-hero');
    await admin.getByLabel('Element ID').selectOption(HERO_BUTTON.id);
    await admin.getByLabel('Content', { exact: true }).fill(label);
    await admin.getByLabel('Target (metadata)').fill('/uk');

    // Act 1
    await admin.getByRole('button', { name: 'Save' }).click();

    // Assess 1: listed, and the live page shows the new label and target.
    await admin.getByRole('cell', { name: HERO_BUTTON.id, exact: true }).waitFor();
    let visit = await visitHome();
    const button = () => visit.home.locator(`a[data-cms-id="${HERO_BUTTON.id}"]`);
    await button().filter({ hasText: label }).waitFor();
    expect(await button().getAttribute('href')).toBe('/uk');
    await visit.close();

    // Act 2: delete, after the spec's question
    await admin.getByRole('button', { name: `Delete ${HERO_BUTTON.id}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(SPEC.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    // Assess 2: gone from the table, and the page, once its page content has arrived, shows the built-in button.
    await toast('Page content deleted');
    await admin.getByRole('cell', { name: HERO_BUTTON.id, exact: true }).waitFor({ state: 'detached' });
    expect((await storedPageContent()).filter((item) => item.elementId === HERO_BUTTON.id)).toEqual([]);
    visit = await visitHome();
    await visit.home.waitForResponse((response) => response.url().endsWith('/api/page-content/active'));
    await waitForHydration(visit.home, `a[data-cms-id="${HERO_BUTTON.id}"]`);
    expect(await button().textContent()).toBe(HERO_BUTTON.label);
    expect(await button().getAttribute('href')).toBe(HERO_BUTTON.href);
    await visit.close();
    expect(problems()).toEqual([]);
  });

  it('the prerendered home page carries the built-in label before any script runs', async () => {
    const html = await (await fetch(`${e2eEnv().baseUrl}/`)).text();

    expect(html).toMatch(new RegExp(`<a[^>]*data-cms-id="${HERO_BUTTON.id}"[^>]*>${HERO_BUTTON.label}</a>`));
  });
});

describe('on a phone, by keyboard', () => {
  it("at 375 px the tabs fit the screen; a second item for one element is refused with the server's message; deactivated by keyboard, the built-in link is back", async () => {
    // Prepare
    await context.close();
    context = await newContext(browser(), { viewport: { width: 375, height: 812 } });
    admin = await context.newPage();
    problems = collectAdminProblems(admin);
    cleanups.push(() => removeStored('PAGE_CONTENT', 'home-header-uk-link'));
    const pageWidth = () => admin.evaluate(() => document.documentElement.scrollWidth);
    await openAdminLoggedIn(admin, '/admin?tab=content');
    await admin.getByRole('listitem', { name: 'Hero title' }).or(admin.getByRole('listitem', { name: 'hero_title' })).first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    await admin.goto('/admin?tab=cms');
    const create = async () => {
      await admin.getByRole('tab', { name: 'Add Content' }).click();
      await admin.getByLabel('Section ID').selectOption('home-header');
      await admin.getByLabel('Element ID').selectOption('home-header-uk-link');
      await admin.getByLabel('Content', { exact: true }).fill('UK founders');
      await admin.getByLabel('Target (metadata)').fill('/uk/tax-savings');
      // Enter in a text field sends the form, as a keyboard user would.
      await admin.getByLabel('Target (metadata)').press('Enter');
    };

    // Act 1
    await create();

    // Assess 1
    await toast('Page content created');
    await admin.getByRole('cell', { name: 'home-header-uk-link', exact: true }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(375);

    // Act 2: the same element again
    await create();

    // Assess 2: ours, the server's message (the spec: "failures show the server message"), and the form stays.
    await toast('This element already has page content. Edit it instead.');
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    expect((await storedPageContent()).filter((item) => item.elementId === 'home-header-uk-link')).toHaveLength(1);
    expect(problems()).toEqual(['409 POST /api/cms/page-content']);

    // Act 3: the link on the live page, then the item deactivated by keyboard from its Edit form
    let visit = await visitHome();
    const ukLink = () => visit.home.locator('header [data-cms-id="home-header-uk-link"]').first();
    await ukLink().filter({ hasText: 'UK founders' }).waitFor();
    expect(await ukLink().getAttribute('href')).toBe('/uk/tax-savings');
    await visit.close();
    await admin.getByRole('tabpanel', { name: 'CMS Editor' }).getByRole('tab', { name: 'Content Management' }).click();
    await admin.getByRole('button', { name: 'Edit home-header-uk-link' }).click();
    await admin.getByRole('checkbox', { name: 'Active' }).press('Space');
    await admin.getByLabel('Target (metadata)').press('Enter');

    // Assess 3: listed as inactive, and the page shows the built-in link again.
    await toast('Page content updated');
    await admin.getByRole('cell', { name: 'No', exact: true }).waitFor();
    visit = await visitHome();
    await visit.home.waitForResponse((response) => response.url().endsWith('/api/page-content/active'));
    await waitForHydration(visit.home, 'header [data-cms-id="home-header-uk-link"]');
    expect(await ukLink().textContent()).toBe('UK Clients');
    expect(await ukLink().getAttribute('href')).toBe('/uk');
    await visit.close();
  });
});
