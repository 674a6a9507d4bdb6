import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_ROUTES } from '../../src/config/paths.ts';
import { isIndexable } from './page-head.ts';
import { lastChange, pageSourceFiles, robotsTxt, sitemapXml } from './site-files.ts';

const SITE = 'https://www.dubai-setup.example';

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of /admin and /api/, and names the sitemap', () => {
    // Act
    const robots = robotsTxt(SITE);

    // Assess
    expect(robots).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://www.dubai-setup.example/sitemap.xml\n',
    );
  });
});

describe('sitemap.xml', () => {
  it('lists every public page of the route list once, the second address of /uk-4 and the admin left out', () => {
    // Prepare
    const entries = PAGE_ROUTES.filter(isIndexable).map(({ path }) => ({ path, lastmod: '2026-01-02T03:04:05Z' }));

    // Act
    const xml = sitemapXml(SITE, entries);

    // Assess
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toEqual(
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
        '/uk-dubai',
        '/uk-dubai-3',
        '/uk-4',
        '/corporate',
        '/advisory',
        '/terms',
        '/refund-policy',
        '/careers',
        '/blog',
      ].map((path) => `https://www.dubai-setup.example${path}`),
    );
    expect(xml.match(/<lastmod>2026-01-02T03:04:05Z<\/lastmod>/g)).toHaveLength(21);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });
});

describe("a page's last change", () => {
  it("counts the page module and the copy it imports from shared/ as the page's sources", () => {
    // Act
    const files = pageSourceFiles('uk-fast-setup');

    // Assess
    expect(files).toEqual(
      expect.arrayContaining(['web/src/pages/uk-fast-setup.tsx', 'shared/uk/content/fast-setup.ts', 'shared/uk/content/pages.ts']),
    );
  });

  it('is a commit date from git history, no later than the build', () => {
    // Prepare
    const buildDate = new Date();

    // Act
    const change = lastChange('home', buildDate);

    // Assess
    expect(change.source).toBe('git');
    expect(Date.parse(change.date)).toBeLessThanOrEqual(buildDate.getTime());
  });

  it('is the build date when the sources have no git history (a build from an exported archive)', () => {
    // Prepare: a folder that is no git repository
    const buildDate = new Date('2026-03-04T05:06:07.000Z');
    const notARepository = mkdtempSync(join(tmpdir(), 'no-git-'));

    // Act
    const change = lastChange('home', buildDate, notARepository);

    // Assess
    expect(change).toEqual({ date: '2026-03-04T05:06:07.000Z', source: 'build date' });
  });
});
