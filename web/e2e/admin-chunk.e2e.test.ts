import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_ROUTES } from '../src/config/paths.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { recordScripts, waitForPageScripts } from './support/page-helpers.ts';
import { waitForIdle } from './support/wait.ts';

const browser = browserForThisFile();

/** The admin page's chunk: `admin-` and the build's 8-character hash (not the UK hub's `admin-analytics-…` island). */
const ADMIN_CHUNK = /^admin-[\w-]{8}\.js$/;
const isAdminChunk = (path: string) => ADMIN_CHUNK.test(path.split('/').at(-1) ?? '');

describe('the admin code stays out of the public site', () => {
  test.each(PAGE_ROUTES.map((route) => route.path))(
    '%s neither preloads nor downloads the admin chunk',
    async (path) => {
      // Prepare
      const context = await newContext(browser());
      const page = await context.newPage();
      const scripts = recordScripts(page);

      // Act
      const response = await page.goto(path, { waitUntil: 'load' });
      const html = (await response?.text()) ?? '';
      await waitForPageScripts(page);
      await waitForIdle(page);
      await context.close();

      // Assess
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter(isAdminChunk)).toEqual([]);
      expect(html).not.toMatch(/assets\/admin-/);
    },
  );

  test('/admin loads its own chunk', async () => {
    // Prepare
    const context = await newContext(browser());
    const page = await context.newPage();

    // Act
    const adminChunk = page.waitForRequest((request) => isAdminChunk(request.url()));
    await page.goto('/admin');

    // Assess
    expect(isAdminChunk((await adminChunk).url())).toBe(true);
    await context.close();
  });

  test('the service worker does not precache the admin chunk', async () => {
    // Prepare
    const webRoot = process.env.WEB_ROOT ?? join(process.cwd(), 'dist/web');
    const adminFiles = (await readdir(join(webRoot, 'assets'))).filter((file) => ADMIN_CHUNK.test(file));
    const context = await newContext(browser());
    const page = await context.newPage();

    // Act
    const worker = await (await page.request.get('/sw.js')).text();
    await context.close();

    // Assess
    expect(adminFiles).toHaveLength(1);
    expect(worker).not.toContain(adminFiles[0]);
  });
});
