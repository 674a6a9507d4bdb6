/**
 * The UK pages' breadcrumb trails as data: the breadcrumb component shows them, and the prerender describes the same
 * trail to search engines (a BreadcrumbList), so the two cannot differ. Plain TypeScript, no JSX, so the build script
 * can import it.
 */
import { PAGE_META } from '#shared/page-meta.ts';
import { STICKY_NAV_ITEMS, UK_BANKING_VISAS_ROUTE, UK_HUB_ROUTE, UK_SALES_PAGES } from '#shared/uk/content/pages.ts';
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';

export type Crumb = { label: string; href: string };

export type BreadcrumbsProps = {
  /** The trail, from the first crumb to the current page (the last crumb is the current page). */
  items: readonly Crumb[];
  /** The page to read next, shown as a link at the end. */
  next?: Crumb;
};

/** The name of a UK route in breadcrumbs and next-page links. */
export function ukRouteName(route: string): string {
  if (route === UK_HUB_ROUTE) return PAGE_META['uk-hub'].heading;
  if (route === UK_BANKING_VISAS_ROUTE) {
    return STICKY_NAV_ITEMS.find((item) => item.href === UK_BANKING_VISAS_ROUTE)?.label ?? PAGE_META['uk-banking-visas'].heading;
  }
  return UK_SALES_PAGES.find((page) => page.route === route)?.name ?? route;
}

/**
 * The breadcrumb trail of a UK route (Home > UK to Dubai > the page) and its next page where the spec names one (the
 * sales pages' `next`; the hub's is the first sales page).
 */
export function ukBreadcrumbs(route: string): BreadcrumbsProps {
  const home: Crumb = { label: UK_COMMON_COPY.breadcrumbHome, href: '/' };
  const hub: Crumb = { label: ukRouteName(UK_HUB_ROUTE), href: UK_HUB_ROUTE };
  if (route === UK_HUB_ROUTE) {
    const first = UK_SALES_PAGES[0];
    return { items: [home, hub], next: first ? { label: first.name, href: first.route } : undefined };
  }
  const page = UK_SALES_PAGES.find((candidate) => candidate.route === route);
  const next = page?.next ? { label: ukRouteName(page.next), href: page.next } : undefined;
  return { items: [home, hub, { label: ukRouteName(route), href: route }], next };
}

/** The routes whose pages show the breadcrumb: the hub and every page under it (sales pages, visas and banking). */
export function hasUkBreadcrumbs(route: string): boolean {
  return route === UK_HUB_ROUTE || route.startsWith(`${UK_HUB_ROUTE}/`);
}
