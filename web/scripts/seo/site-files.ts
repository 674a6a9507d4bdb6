/**
 * robots.txt and sitemap.xml, written by the prerender from the same route list it renders (web/src/config/paths.ts),
 * so a new page is in the sitemap as soon as it is routed.
 *
 * A page's last change (lastmod) is the last commit that touched its source files: its page module
 * (web/src/pages/<page>.tsx) and the modules that file imports directly (its copy in shared/, its sections). When git
 * or the history is missing (a build from an exported archive), it is the build date.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { PageName } from '../../src/config/paths.ts';
import { absoluteUrl, escapeHtml } from './page-head.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const PAGES_DIR = resolve(PROJECT_ROOT, 'web/src/pages');

/** Paths search engines must not crawl: the staff area and the API. */
export const DISALLOWED_PATHS = ['/admin', '/api/'] as const;

/** robots.txt: every public page allowed, the admin and the API not, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The files a page is made of: its page module and what that module imports directly, relative to the project. */
export function pageSourceFiles(page: PageName): string[] {
  const pageFile = resolve(PAGES_DIR, `${page}.tsx`);
  const code = readFileSync(pageFile, 'utf8');
  const imported = [...code.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].flatMap(([, specifier]) => {
    if (specifier!.startsWith('#shared/')) return [resolve(PROJECT_ROOT, 'shared', specifier!.slice('#shared/'.length))];
    if (specifier!.startsWith('.')) return [resolve(dirname(pageFile), specifier!)];
    return [];
  });
  return [pageFile, ...imported].map((file) => relative(PROJECT_ROOT, file));
}

export type LastChange = { date: string; source: 'git' | 'build date' };

/**
 * When a page last changed: the last commit touching its source files in the repository at `repository` (the
 * project), else the build date.
 */
export function lastChange(page: PageName, buildDate: Date, repository = PROJECT_ROOT): LastChange {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...pageSourceFiles(page)], {
      cwd: repository,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (date) return { date, source: 'git' };
  } catch {
    // No git, or not a repository: fall through to the build date.
  }
  return { date: buildDate.toISOString(), source: 'build date' };
}

/** sitemap.xml: one <url> per page with its canonical address and last change. */
export function sitemapXml(siteUrl: string, entries: readonly { path: string; lastmod: string }[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
