/**
 * `npm run build:web`: builds the site into dist/web and prerenders every page of web/src/config/paths.ts to real
 * HTML (dist/web/<path>/index.html, and dist/web/404.html for any other path), so visitors and search engines get the
 * content before any script runs; the browser then hydrates it.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PAGE_META } from '../../shared/page-meta.ts';
import { NOT_FOUND_PAGE, PAGE_ROUTES, SERVED_PAGE_ATTRIBUTE, type PageName } from '../src/config/paths.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { buildServiceWorker } from './service-worker.ts';

const webRoot = resolve(import.meta.dirname, '..');
const configFile = join(webRoot, 'vite.config.ts');
// WEB_OUT_DIR lets parallel checks build into their own folder instead of dist/web.
const outDir = resolve(process.env.WEB_OUT_DIR ?? resolve(webRoot, '../dist/web'));
// The server bundle stays inside the project so it resolves node_modules; one per output folder.
const ssrOutDir = resolve(webRoot, '../dist', `.web-ssr${process.env.WEB_OUT_DIR ? `-${outDir.replace(/[^a-z0-9]+/gi, '-')}` : ''}`);
const manifestFile = join(outDir, '.vite/manifest.json');

/** The address the 404 page is rendered at: one no route matches. */
const UNMATCHED_PATH = '/404';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every chunk a chunk needs, itself included, in load order. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen)), chunk.file];
}

/**
 * Preload links for the page's own chunk and what it imports beyond the entry (which Vite already preloads), so the
 * page's code downloads alongside the entry instead of after it.
 */
function pagePreloads(manifest: Manifest, page: PageName): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk');
  const loadedWithEntry = new Set(chunkClosure(manifest, entryKey));
  const pageKey = `src/pages/${page}.tsx`;
  if (!manifest[pageKey]) throw new Error(`The client build has no chunk for ${pageKey}`);
  return chunkClosure(manifest, pageKey)
    .filter((file) => !loadedWithEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

function pageHtml(template: string, page: PageName, preloads: string, rendered: RenderedPage): string {
  const meta = PAGE_META[page];
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    preloads,
    rendered.styles,
  ].join('');
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" ${SERVED_PAGE_ATTRIBUTE}="${page}">${rendered.html}</div>`);
}

function outputFile(path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path, 'index.html');
}

await build({ configFile, mode: 'production', build: { outDir, emptyOutDir: true } });
await build({
  configFile,
  mode: 'production',
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false },
});

const template = await readFile(join(outDir, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
const { renderPage } = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as {
  renderPage: (url: string, page: PageName) => Promise<RenderedPage>;
};

const pages = [
  ...PAGE_ROUTES.map(({ path, page }) => ({ path, page, file: outputFile(path) })),
  { path: UNMATCHED_PATH, page: NOT_FOUND_PAGE, file: join(outDir, '404.html') },
];
for (const { path, page, file } of pages) {
  const rendered = await renderPage(path, page);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, pageHtml(template, page, pagePreloads(manifest, page), rendered));
}

// Build-time artefacts only: the server bundle and the manifest are not part of the site.
await rm(ssrOutDir, { recursive: true, force: true });
await rm(dirname(manifestFile), { recursive: true, force: true });
// The installable app: the offline page and /sw.js, whose precache lists the files written above.
await buildServiceWorker(outDir);
console.log(`Prerendered ${pages.length} pages into ${outDir}`);
