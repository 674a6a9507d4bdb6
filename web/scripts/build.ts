/**
 * `npm run build:web`: builds the site into dist/web and prerenders every page of web/src/config/paths.ts to static
 * HTML with islands (dist/web/<path>/index.html, and dist/web/404.html for any other path), so visitors and search
 * engines get the content before any script runs; the islands bootstrap then wakes the page's interactive parts.
 *
 * For search engines and link previews it also writes each public page's head (canonical address on the site's
 * address, context siteUrl or SITE_URL; Open Graph and Twitter tags; structured data), a share image per page under
 * assets/share/, robots.txt and sitemap.xml (web/scripts/seo/).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PAGE_META } from '../../shared/page-meta.ts';
import { siteUrlForBuild } from '../../infra/bin/site-url.ts';
import { NOT_FOUND_PAGE, PAGE_ROUTES, SERVED_PAGE_ATTRIBUTE, type PageName } from '../src/config/paths.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { SYSTEM_STYLES_META } from '../src/islands/island-names.ts';
import { criticalGlobalCss } from './critical-css.ts';
import { hiddenPageHead, isIndexable, publicPageHead } from './seo/page-head.ts';
import { renderShareImage } from './seo/share-image.ts';
import { lastChange, robotsTxt, sitemapXml } from './seo/site-files.ts';
import { PAGE_SCRIPTS_ID, SITE_URL_META } from '../src/features/admin/analytics/public-site.ts';
import { pageScriptSizes } from './page-script-sizes.ts';
import { buildServiceWorker } from './service-worker.ts';
import { staticPageTemplate } from './static-page-template.ts';

const webRoot = resolve(import.meta.dirname, '..');
const configFile = join(webRoot, 'vite.config.ts');
// WEB_OUT_DIR lets parallel checks build into their own folder instead of dist/web.
const outDir = resolve(process.env.WEB_OUT_DIR ?? resolve(webRoot, '../dist/web'));
// The server bundle stays inside the project so it resolves node_modules; one per output folder.
const ssrOutDir = resolve(webRoot, '../dist', `.web-ssr${process.env.WEB_OUT_DIR ? `-${outDir.replace(/[^a-z0-9]+/gi, '-')}` : ''}`);

/** The address the 404 page is rendered at: one no route matches. */
const UNMATCHED_PATH = '/404';

/** The design system's whole global stylesheet, written once under assets/ by its content hash (immutable). */
const systemStylesheets = new Map<string, string>();
async function systemStylesheetOf(globalCss: string): Promise<string> {
  const hash = createHash('sha256').update(globalCss).digest('base64url').slice(0, 10);
  const known = systemStylesheets.get(hash);
  if (known) return known;
  const file = `assets/system-${hash}.css`;
  await writeFile(join(outDir, file), globalCss);
  systemStylesheets.set(hash, `/${file}`);
  return `/${file}`;
}

/**
 * A static page's styles: only the global rules, tokens and keyframes its document `pageDocument` uses
 * (web/scripts/critical-css.ts), its class rules in the form the islands' Emotion cache picks up, and where the whole
 * global stylesheet is, for the bootstrap to attach before the first island wakes.
 */
async function pageStyles(pageDocument: string, rendered: RenderedPage): Promise<string> {
  const critical = await criticalGlobalCss(rendered.globalCss, rendered.classCss, pageDocument);
  const stylesheet = await systemStylesheetOf(rendered.globalCss);
  return `<meta name="${SYSTEM_STYLES_META}" content="${stylesheet}"><style>${critical}</style>${rendered.classStyles}`;
}

/** The page: the template (web/index.html as built, static-page-template.ts) with its head and content. */
function pageHtml(template: string, page: PageName, head: string, rendered: RenderedPage): string {
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" ${SERVED_PAGE_ATTRIBUTE}="${page}">${rendered.html}</div>`);
}

function outputFile(path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path, 'index.html');
}

const siteUrl = siteUrlForBuild();
const buildDate = new Date();

await build({ configFile, mode: 'production', plugins: [staticPageTemplate()], build: { outDir, emptyOutDir: true } });
await build({
  configFile,
  mode: 'production',
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false },
});

const pageTemplate = await readFile(join(outDir, 'index.html'), 'utf8');
const { renderPage } = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as {
  renderPage: (url: string) => Promise<RenderedPage>;
};

/** One share image per page (the two addresses of /uk-4 share theirs), written under assets/. */
const shareImages = new Map<PageName, string>();
async function shareImageOf(page: PageName): Promise<string> {
  const known = shareImages.get(page);
  if (known) return known;
  const image = await renderShareImage(page, PAGE_META[page].heading, siteUrl);
  await mkdir(dirname(join(outDir, image.file)), { recursive: true });
  await writeFile(join(outDir, image.file), image.png);
  shareImages.set(page, `/${image.file}`);
  return `/${image.file}`;
}

const pages = [
  ...PAGE_ROUTES.map((route) => ({ path: route.path, page: route.page, file: outputFile(route.path), route })),
  { path: UNMATCHED_PATH, page: NOT_FOUND_PAGE, file: join(outDir, '404.html'), route: undefined },
];
for (const { path, page, file, route } of pages) {
  const rendered = await renderPage(path);
  const seoHead =
    route && !route.noindex ? publicPageHead(siteUrl, route, await shareImageOf(page)) : hiddenPageHead(page);
  await mkdir(dirname(file), { recursive: true });
  const styles = await pageStyles(pageHtml(pageTemplate, page, seoHead, rendered), rendered);
  await writeFile(file, pageHtml(pageTemplate, page, seoHead + styles, rendered));
}

// The back office's own app (web/admin/index.html, served only from the admin host): its title, never indexed.
const adminFile = join(outDir, 'admin/index.html');
// It also carries the public site's address and each public page's script size (issue 26: the Analytics Overview's
// exclude-me link and script budget), which the admin host cannot read from the public pages.
const pageScripts = await pageScriptSizes(outDir, pages.filter(({ route }) => route));
const adminHead = `${hiddenPageHead('admin')}<meta name="${SITE_URL_META}" content="${siteUrl}"><script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(pageScripts)}</script>`;
await writeFile(adminFile, (await readFile(adminFile, 'utf8')).replace('<!--app-head-->', adminHead));

const sitemapEntries = PAGE_ROUTES.filter(isIndexable).map(({ path, page }) => ({ path, ...lastChange(page, buildDate) }));
await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, sitemapEntries.map(({ path, date }) => ({ path, lastmod: date }))));
await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
const fromGit = sitemapEntries.filter((entry) => entry.source === 'git').length;
console.log(
  `Search engines: ${sitemapEntries.length} pages in sitemap.xml for ${siteUrl} (last change from git for ${fromGit}, ` +
    `build date for ${sitemapEntries.length - fromGit}), ${shareImages.size} share images`,
);

// Build-time artefacts only: the server bundle and the manifest are not part of the site.
await rm(ssrOutDir, { recursive: true, force: true });
// The installable app: the offline page and /sw.js, whose precache lists the files written above.
await buildServiceWorker(outDir);
console.log(`Prerendered ${pages.length} pages into ${outDir}`);
