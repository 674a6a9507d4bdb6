/**
 * Photographs staff upload for an image slot, end to end: uploaded in the CMS Editor, served by the site
 * as AVIF and WebP variants in a <picture> that keeps the slot's box.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import Vips from 'wasm-vips';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';
import { removeStored } from './support/table.ts';

const browser = browserForThisFile();
const SLOT = 'home-about-image';

let context: BrowserContext;
let folder: string;

afterEach(async () => {
  await context?.close();
  await removeStored('PAGE_CONTENT', SLOT);
  rmSync(folder, { recursive: true, force: true });
});

/** A 1200 x 800 JPEG made here (no binary fixture in the repository). */
async function photograph(): Promise<string> {
  const vips = await Vips({ dynamicLibraries: [] });
  const pattern = vips.Image.sines(1200, 800).linear(100, 128).cast('uchar');
  const image = pattern.bandjoin([vips.Image.zone(1200, 800).linear(100, 128).cast('uchar'), pattern]);
  folder = mkdtempSync(join(tmpdir(), 'media-e2e-'));
  const file = join(folder, 'our-team.jpg');
  writeFileSync(file, image.writeToBuffer('.jpg'));
  return file;
}

describe('CMS Editor: a photograph for an image slot', () => {
  it('staff upload a photograph; the home page shows it as a <picture> of AVIF and WebP sources in the same box', async () => {
    // Prepare: the slot's box with the built-in art
    const file = await photograph();
    context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const visitor: Page = await context.newPage();
    await visitor.goto('/');
    const slot = visitor.locator(`[data-cms-id="${SLOT}"]`);
    await slot.scrollIntoViewIfNeeded();
    const before = await slot.boundingBox();
    const admin = await context.newPage();
    const problems = collectAdminProblems(admin);
    await openAdminLoggedIn(admin, '/admin?tab=cms');
    await admin.getByRole('tab', { name: 'Add Content' }).click();
    await admin.getByLabel('Section ID').selectOption('home-about');
    await admin.getByLabel('Element ID').selectOption(SLOT);

    // Act: upload, then save the item
    await admin.getByLabel('Upload a photograph').setInputFiles(file);
    await admin.getByText('Photograph uploaded. Save to publish it.').waitFor({ timeout: 240_000 });
    const address = await admin.getByLabel('Content', { exact: true }).inputValue();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('cell', { name: SLOT, exact: true }).waitFor();

    // Assess: the visitor's next view has the <picture>, AVIF first, each source naming the 480 and 960 px variants
    expect(address).toMatch(/^\/media\/[0-9a-f-]{36}\/960x640$/);
    await visitor.goto('/');
    await waitForHydration(visitor, `[data-cms-id="${SLOT}"]`);
    const picture = visitor.locator(`[data-cms-id="${SLOT}"][data-image-slot="photo"] picture`);
    await picture.waitFor({ state: 'attached' });
    const sources = await picture.locator('source').evaluateAll((elements) =>
      elements.map((element) => ({ type: element.getAttribute('type'), srcset: element.getAttribute('srcset') })),
    );
    const id = address.split('/')[2];
    expect(sources).toEqual([
      { type: 'image/avif', srcset: `/media/${id}/480.avif 480w, /media/${id}/960.avif 960w` },
      { type: 'image/webp', srcset: `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w` },
    ]);
    const image = picture.locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('decoding')).toBe('async');
    expect(await image.getAttribute('alt')).toBe('Our team of advisers');
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['480', '320']);
    // The browser loads one of the variants (an AVIF, which Chromium supports), and the box has not moved or grown
    await image.scrollIntoViewIfNeeded();
    await visitor.waitForFunction(
      (selector) => {
        const img = document.querySelector<HTMLImageElement>(selector);
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      `[data-cms-id="${SLOT}"] picture img`,
      { timeout: 30_000 },
    );
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f-]{36}\/(480|960)\.avif$/);
    const after = await visitor.locator(`[data-cms-id="${SLOT}"]`).boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
    // Assess: the audit log shows the upload in words, with who made it, under the photograph's id
    await admin.getByRole('button', { name: 'Audit log' }).click();
    const uploaded = admin.getByRole('dialog').locator('tbody tr').filter({ hasText: 'Photo uploaded' }).filter({ hasText: id! });
    await uploaded.waitFor();
    expect(await uploaded.textContent()).toContain(E2E_ADMIN.username);
    expect(problems()).toEqual([]);
  }, 360_000);
});
