/**
 * The installable app's build step (called by build.ts after the prerender): writes the offline page, bundles the
 * service worker (web/src/features/pwa/service-worker/sw.ts) with esbuild, and lets workbox-build inject the
 * precache manifest into it, as <outDir>/sw.js. The precache is the shared shell only (shellFiles): the rest of the
 * site is cached as it is visited, so a first visit costs what its page costs.
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { offlinePageHtml } from '../src/features/pwa/offline-page.ts';
import { OFFLINE_PAGE_URL } from '../src/features/pwa/offline-routes.ts';

const SW_SOURCE = resolve(import.meta.dirname, '../src/features/pwa/service-worker/sw.ts');

/** The most the precache may weigh (bytes as built, before compression): the shell, never the site. */
export const SHELL_BUDGET_BYTES = 150 * 1024;

/** What every installable page needs whatever the page: the offline page, the manifest and its icons. */
const APP_FILES = [OFFLINE_PAGE_URL.slice(1), 'favicon.svg', 'manifest.webmanifest', 'icons/*.png'];

/** A stylesheet or font the HTML names (scripts are a page's own and are cached when it is visited). */
const SHELL_ASSET = /\/(assets\/[\w.-]+\.(?:css|woff2))/g;

/**
 * The shared shell of the public pages: the stylesheets and fonts that every prerendered public page (each
 * `index.html` but the admin's) names, as paths relative to the build folder.
 */
export function sharedShellAssets(pages: readonly string[]): string[] {
  const [first, ...others] = pages.map((html) => new Set([...html.matchAll(SHELL_ASSET)].map((match) => match[1]!)));
  if (!first) return [];
  return [...first].filter((asset) => others.every((page) => page.has(asset))).sort();
}

async function publicPages(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true })).filter(
    (file) => file.endsWith('index.html') && !file.startsWith('admin/') && file !== 'admin/index.html',
  );
  return Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')));
}

export async function buildServiceWorker(outDir: string): Promise<void> {
  await writeFile(join(outDir, OFFLINE_PAGE_URL.slice(1)), offlinePageHtml());
  const shellAssets = sharedShellAssets(await publicPages(outDir));

  const workDir = await mkdtemp(join(tmpdir(), 'web-sw-'));
  try {
    const bundled = join(workDir, 'sw.js');
    await build({
      entryPoints: [SW_SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      // Workbox drops its development logging in production builds.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns: [...APP_FILES, ...shellAssets],
      globIgnores: ['sw.js'],
      // Hashed file names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
    });
    for (const warning of warnings) console.warn(`Service worker: ${warning}`);
    if (size > SHELL_BUDGET_BYTES) {
      const sizes = await Promise.all(shellAssets.map(async (asset) => `${asset} ${(await stat(join(outDir, asset))).size} B`));
      throw new Error(
        `The service worker's precache weighs ${Math.round(size / 1024)} KiB, over its ${SHELL_BUDGET_BYTES / 1024} KiB: ` +
          `the shell is the offline page, the icons and what every public page shares (${sizes.join(', ')}).`,
      );
    }
    console.log(`Service worker precaches the shell: ${count} files (${Math.round(size / 1024)} KiB)`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
