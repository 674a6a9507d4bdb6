/**
 * The installable app's build step (called by build.ts after the prerender): writes the offline page, bundles the
 * service worker (web/src/features/pwa/service-worker/sw.ts) with esbuild, and lets workbox-build inject the
 * precache manifest of the built site into it, as <outDir>/sw.js.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { offlinePageHtml } from '../src/features/pwa/offline-page.ts';
import { OFFLINE_PAGE_URL, PRECACHED_PAGES, htmlFileFor } from '../src/features/pwa/offline-routes.ts';

const SW_SOURCE = resolve(import.meta.dirname, '../src/features/pwa/service-worker/sw.ts');

export async function buildServiceWorker(outDir: string): Promise<void> {
  await writeFile(join(outDir, OFFLINE_PAGE_URL.slice(1)), offlinePageHtml());

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
      globPatterns: [
        // The app shell: every script and style of the public pages (the admin's own chunk stays out).
        'assets/**/*.{js,css}',
        'favicon.svg',
        'icons/*.png',
        'manifest.webmanifest',
        OFFLINE_PAGE_URL.slice(1),
        ...PRECACHED_PAGES.map((path) => htmlFileFor(path).slice(1)),
      ],
      globIgnores: ['assets/admin-*.{js,css}', 'sw.js'],
      // Hashed file names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
    });
    for (const warning of warnings) console.warn(`Service worker: ${warning}`);
    console.log(`Service worker precaches ${count} files (${Math.round(size / 1024)} KiB)`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
