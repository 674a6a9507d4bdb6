import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PAGE, PAGE_ROUTES, REDIRECT_ROUTES } from './paths.ts';

const pagesDir = join(import.meta.dirname, '../pages');

describe('the route list', () => {
  it('holds every public route of the spec (main-site.md section 2) once; /admin is the admin host\'s own app', () => {
    const routed = [...PAGE_ROUTES, ...REDIRECT_ROUTES].map((route) => route.path);
    expect(new Set(routed).size).toBe(routed.length);
    expect(routed.sort()).toEqual(
      [
        '/',
        '/calculator',
        '/privacy',
        '/uk',
        '/uk/tax-savings',
        '/uk/fast-setup',
        '/uk/market-access',
        '/uk/lifestyle',
        '/uk/ownership',
        '/uk/corporate-tax',
        '/uk/wealth-preservation',
        '/uk/banking-visas',
        '/uk-old',
        '/uk-dubai',
        '/uk-dubai-3',
        '/uk-4',
        '/uk-dubai-4',
        '/corporate',
        '/advisory',
        // Ours: the newsletter's confirmation link.
        '/newsletter/confirm',
        '/terms',
        '/refund-policy',
        '/careers',
        '/blog',
      ].sort(),
    );
  });

  it('shows the same page at /uk-4 and /uk-dubai-4', () => {
    const pageAt = (path: string) => PAGE_ROUTES.find((route) => route.path === path)?.page;
    expect(pageAt('/uk-4')).toBe(pageAt('/uk-dubai-4'));
  });

  it('sends /uk-old to /uk', () => {
    expect(REDIRECT_ROUTES).toEqual([{ path: '/uk-old', to: '/uk' }]);
  });

  it('has no admin page: the back office is its own app on its own host (web/admin/index.html)', () => {
    expect(PAGE_ROUTES.map((route) => route.path)).not.toContain('/admin');
  });

  it('keeps the newsletter confirmation (opened from a link with its token) out of search engines', () => {
    expect(PAGE_ROUTES.filter((route) => route.noindex).map((route) => route.path)).toEqual(['/newsletter/confirm']);
  });

  it('has a page file for every page, as the build expects (web/src/pages/<page>.tsx)', () => {
    const pages = new Set([...PAGE_ROUTES.map((route) => route.page), NOT_FOUND_PAGE]);
    for (const page of pages) expect(existsSync(join(pagesDir, `${page}.tsx`))).toBe(true);
  });
});
