/**
 * What the prerender writes into each page's <head> for search engines and link previews: title and description (from
 * shared/page-meta.ts), the canonical address, Open Graph and Twitter card tags with the page's share image, `noindex`
 * on pages that must not be found (the admin app, the 404 page), and the page's structured data.
 */
import type { Thing, WithContext } from 'schema-dts';
import { FAQ, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { PACKAGES } from '#shared/main-site/packages.ts';
import { PAGE_META } from '#shared/page-meta.ts';
import { BRAND } from '#shared/site-copy.ts';
import type { PageName, PageRoute } from '../../src/config/paths.ts';
import { hasUkBreadcrumbs, ukBreadcrumbs } from '../../src/uk-common/breadcrumb-trail.ts';
import { SHARE_IMAGE_SIZE } from './share-image.ts';
import { breadcrumbList, faqPage, jsonLdScript, packageProduct, professionalService } from './structured-data.ts';

/** Escapes text for an HTML attribute value or element content. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The robots directive of pages search engines must leave out (the admin app, the 404 page). */
export const NOINDEX = 'noindex, nofollow';

/** Whether a route's page is one search engines should list (the sitemap's routes). */
export function isIndexable(route: PageRoute): boolean {
  return !route.noindex && route.canonical === undefined;
}

/** The absolute address of a path on the site. */
export const absoluteUrl = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/** UK pages are written for British readers; the rest of the site for an international one. */
const localeOf = (page: PageName) => (page.startsWith('uk-') ? 'en_GB' : 'en_US');

/** The text alternative of a page's share image, which shows the brand, tagline and the page's headline. */
export const shareImageAlt = (page: PageName) => `${BRAND.name}, ${BRAND.tagline}: ${PAGE_META[page].heading}`;

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** The head tags of a page that search engines must not index: its title and description, and `noindex`. */
export function hiddenPageHead(page: PageName | 'admin'): string {
  const { title, description } = PAGE_META[page];
  return [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description), meta('name', 'robots', NOINDEX)].join('');
}

/**
 * The head tags of a public page at `route`: title, description, canonical link and og:url (the route's canonical
 * address), Open Graph and Twitter card tags with the share image at `imagePath`, and its structured data.
 */
export function publicPageHead(siteUrl: string, route: PageRoute, imagePath: string): string {
  const { page } = route;
  const { title, description } = PAGE_META[page];
  const canonical = absoluteUrl(siteUrl, route.canonical ?? route.path);
  const image = absoluteUrl(siteUrl, imagePath);
  const alt = shareImageAlt(page);
  const structured: WithContext<Thing>[] = [professionalService(siteUrl)];
  if (page === 'home') {
    const packagesUrl = absoluteUrl(siteUrl, `/#${SECTION_IDS.packages}`);
    structured.push(faqPage(FAQ), ...PACKAGES.map((pkg) => packageProduct(siteUrl, pkg, packagesUrl, image)));
  }
  if (hasUkBreadcrumbs(route.path)) structured.push(breadcrumbList(siteUrl, ukBreadcrumbs(route.path).items));
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:locale', localeOf(page)),
    meta('property', 'og:url', canonical),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', SHARE_IMAGE_SIZE.width),
    meta('property', 'og:image:height', SHARE_IMAGE_SIZE.height),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
    ...structured.map(jsonLdScript),
  ].join('');
}
