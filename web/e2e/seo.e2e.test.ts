/**
 * Search engines and link previews: what the build wrote into every public page (read from the built site, as a
 * crawler or WhatsApp's preview fetcher reads it, without running scripts), the share images, robots.txt and
 * sitemap.xml as the local stack serves them, and the home page running under the Content Security Policy.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import StructuredDataValidator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { browserForThisFile, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';

const browser = browserForThisFile();

const WEB_ROOT = process.env.WEB_ROOT ?? resolve(process.cwd(), 'dist/web');
/** The address the site was built for: SITE_URL, else cdk.json's context siteUrl (as the build reads it). */
const SITE_URL =
  process.env.SITE_URL ??
  (JSON.parse(readFileSync(resolve(process.cwd(), 'cdk.json'), 'utf8')) as { context: { siteUrl: string } }).context
    .siteUrl;

type PublicPage = { path: string; file: string; canonical: string; locale: 'en_GB' | 'en_US' };

const page = (path: string, locale: PublicPage['locale'], canonical = path): PublicPage => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
  canonical,
  locale,
});

/** Every public route of the spec (main-site.md and uk-and-admin.md, section 2); /uk-old only redirects. */
const PUBLIC_PAGES: readonly PublicPage[] = [
  page('/', 'en_US'),
  page('/calculator', 'en_US'),
  page('/privacy', 'en_US'),
  page('/corporate', 'en_US'),
  page('/advisory', 'en_US'),
  page('/terms', 'en_US'),
  page('/refund-policy', 'en_US'),
  page('/careers', 'en_US'),
  page('/blog', 'en_US'),
  page('/uk', 'en_GB'),
  page('/uk/tax-savings', 'en_GB'),
  page('/uk/fast-setup', 'en_GB'),
  page('/uk/market-access', 'en_GB'),
  page('/uk/lifestyle', 'en_GB'),
  page('/uk/ownership', 'en_GB'),
  page('/uk/corporate-tax', 'en_GB'),
  page('/uk/wealth-preservation', 'en_GB'),
  page('/uk/banking-visas', 'en_GB'),
  page('/uk-dubai', 'en_GB'),
  page('/uk-dubai-3', 'en_GB'),
  page('/uk-4', 'en_GB'),
  page('/uk-dubai-4', 'en_GB', '/uk-4'),
];

type Head = {
  titles: string[];
  canonicals: string[];
  metas: Record<string, string[]>;
  jsonLd: string[];
  /** The breadcrumb the page shows: each crumb's text and link (the current page's crumb has none). */
  crumbs: { label: string; href: string | null }[];
  faq: { question: string; answer: string }[];
};

const builtHtml = (file: string) => readFileSync(join(WEB_ROOT, file), 'utf8');

let context: BrowserContext;
let reader: Page;

beforeAll(async () => {
  // The prerendered HTML as a crawler gets it: parsed, no script run, nothing fetched.
  context = await browser().newContext({ javaScriptEnabled: false });
  await context.route('**/*', (route) => route.abort());
  reader = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

/** Parses a built page and reads its head tags, structured data, breadcrumb and FAQ. */
async function readPage(file: string): Promise<Head> {
  await reader.setContent(builtHtml(file), { waitUntil: 'domcontentloaded' });
  return reader.evaluate(() => {
    const metas: Record<string, string[]> = {};
    for (const meta of document.head.querySelectorAll('meta[name], meta[property]')) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name')!;
      (metas[key] ??= []).push(meta.getAttribute('content') ?? '');
    }
    return {
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent ?? ''),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
      metas,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      crumbs: [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((item) => ({
        label: (item.querySelector('a, [aria-current="page"]')?.textContent ?? '').trim(),
        href: item.querySelector('a')?.getAttribute('href') ?? null,
      })),
      faq: [...document.querySelectorAll('#faq details')].map((details) => ({
        question: details.querySelector('summary')?.textContent ?? '',
        answer: details.querySelector('p')?.textContent ?? '',
      })),
    };
  });
}

const one = (head: Head, key: string) => {
  expect(head.metas[key]).toHaveLength(1);
  return head.metas[key]![0]!;
};

type JsonLdNode = { '@type': string; [key: string]: unknown };
const structuredData = (head: Head) => head.jsonLd.map((text) => JSON.parse(text) as JsonLdNode);
const ofType = (head: Head, type: string) => structuredData(head).filter((node) => node['@type'] === type);

describe('every public page, as crawlers and link previews read it', () => {
  it.each(PUBLIC_PAGES)('$path names its canonical address and carries complete Open Graph and Twitter tags', async (expected) => {
    // Act
    const head = await readPage(expected.file);

    // Assess
    const canonical = `${SITE_URL}${expected.canonical}`;
    expect(head.titles).toHaveLength(1);
    expect(head.canonicals).toEqual([canonical]);
    expect(one(head, 'description').length).toBeGreaterThan(40);
    expect(one(head, 'og:url')).toBe(canonical);
    expect(one(head, 'og:type')).toBe('website');
    expect(one(head, 'og:site_name')).toBe('Dubai Setup');
    expect(one(head, 'og:locale')).toBe(expected.locale);
    expect(one(head, 'og:title')).toBe(head.titles[0]);
    expect(one(head, 'og:description')).toBe(one(head, 'description'));
    expect(one(head, 'og:image')).toMatch(new RegExp(`^${SITE_URL.replace(/\./g, '\\.')}/assets/share/[a-z0-9-]+-[0-9a-f]{10}\\.png$`));
    expect(one(head, 'og:image:width')).toBe('1200');
    expect(one(head, 'og:image:height')).toBe('630');
    expect(one(head, 'og:image:alt')).toContain('Dubai Setup');
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'twitter:image')).toBe(one(head, 'og:image'));
    expect(head.metas.robots).toBeUndefined();
  });

  it('gives each page its own title, description and share image; only the two addresses of /uk-4 share them', async () => {
    // Prepare
    const heads: { expected: PublicPage; head: Head }[] = [];
    for (const expected of PUBLIC_PAGES) heads.push({ expected, head: await readPage(expected.file) });
    const byCanonical = new Map(heads.map(({ expected, head }) => [expected.canonical, head]));

    // Act
    const titles = [...byCanonical.values()].map((head) => head.titles[0]);
    const descriptions = [...byCanonical.values()].map((head) => one(head, 'description'));
    const images = [...byCanonical.values()].map((head) => one(head, 'og:image'));

    // Assess
    expect(byCanonical.size).toBe(21);
    expect(new Set(titles).size).toBe(21);
    expect(new Set(descriptions).size).toBe(21);
    expect(new Set(images).size).toBe(21);
    expect(byCanonical.get('/uk-4')!.titles[0]).toBe("Escape UK's 45% Tax Trap - Save £233,340 Annually");
    const [uk4, dubai4] = ['/uk-4', '/uk-dubai-4'].map((path) => heads.find(({ expected }) => expected.path === path)!.head);
    expect(dubai4!.canonicals).toEqual(uk4!.canonicals);
  });

  it.each(['404.html', 'admin/index.html'])('%s tells search engines not to index it and names no canonical address', async (file) => {
    // Act
    const head = await readPage(file);

    // Assess
    expect(head.metas.robots).toEqual(['noindex, nofollow']);
    expect(head.canonicals).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });
});

describe('structured data', () => {
  it.each(PUBLIC_PAGES)('$path describes the business: Dubai World Trade Center, floor 1, the 0582 line, weekday hours', async ({ file }) => {
    // Act
    const head = await readPage(file);

    // Assess
    const [business] = ofType(head, 'ProfessionalService');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Dubai Setup',
      url: `${SITE_URL}/`,
      address: { '@type': 'PostalAddress', streetAddress: 'Dubai World Trade Center, Floor 1', addressLocality: 'Dubai' },
      openingHoursSpecification: { opens: '08:00', closes: '18:00' },
    });
    expect(business!.telephone).toMatch(/0582$/);
    // Data, not markup: no raw "<" can end the script element early.
    for (const text of head.jsonLd) expect(text).not.toContain('<');
  });

  it('answers on the home page exactly the questions its FAQ shows', async () => {
    // Act
    const head = await readPage('index.html');

    // Assess
    const [faq] = ofType(head, 'FAQPage');
    expect(head.faq.length).toBeGreaterThanOrEqual(8);
    expect(faq!.mainEntity).toEqual(
      head.faq.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    );
    expect(faq!.mainEntity).toContainEqual(expect.objectContaining({ name: 'How quickly can my company be set up?' }));
  });

  it('offers the three packages on the home page at 12,900, 16,900 and 9,900 AED', async () => {
    // Act
    const head = await readPage('index.html');

    // Assess
    const offers = ofType(head, 'Product').map((product) => {
      const offer = product.offers as { price: number; priceCurrency: string };
      return [product.name, offer.price, offer.priceCurrency];
    });
    expect(offers).toEqual([
      ['UAE Mainland', 12900, 'AED'],
      ['Free Zone', 16900, 'AED'],
      ['Offshore', 9900, 'AED'],
    ]);
  });

  it.each(PUBLIC_PAGES)('$path lists exactly the breadcrumb it shows, if it shows one', async ({ path, file }) => {
    // Act
    const head = await readPage(file);

    // Assess
    const lists = ofType(head, 'BreadcrumbList');
    const expectsTrail = path === '/uk' || path.startsWith('/uk/');
    expect(head.crumbs.length > 0).toBe(expectsTrail);
    if (!expectsTrail) {
      expect(lists).toEqual([]);
      return;
    }
    expect(lists).toHaveLength(1);
    expect(lists[0]!.itemListElement).toEqual(
      head.crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: `${SITE_URL}${crumb.href ?? path}`,
      })),
    );
  });

  it('names the trail of /uk/fast-setup as the page shows it: Home, UK to Dubai, 24-Hour Setup', async () => {
    // Act
    const head = await readPage('uk/fast-setup/index.html');

    // Assess
    const [list] = ofType(head, 'BreadcrumbList');
    expect((list!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'UK to Dubai',
      '24-Hour Setup',
    ]);
  });

  it.each(PUBLIC_PAGES)("$path passes Google's rich-result checks and carries its link-preview tags", async ({ path, file }) => {
    // Prepare: the JSON-LD each page must hold
    const types = ['ProfessionalService'];
    if (path === '/') types.push('FAQPage', 'Product');
    if (path === '/uk' || path.startsWith('/uk/')) types.push('BreadcrumbList');

    // Act: the page's structured data as a crawler extracts it, checked by Adobe's validator of Google's rules.
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(builtHtml(file));
    const issues = await new StructuredDataValidator().validate(extracted);

    // Assess: no error (warnings name optional fields, e.g. a product's reviews), every type there, and the tags
    // Facebook and X read for a link preview.
    expect(issues.filter((issue) => issue.severity === 'ERROR').map((issue) => `${issue.rootType}: ${issue.issueMessage}`)).toEqual([]);
    expect(Object.keys(extracted.jsonld).sort()).toEqual([...types].sort());
    const tags = extracted.metatags;
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'twitter:card']) expect(tags[tag]?.[0]).toBeTruthy();
  });
});

/** Width and height from a PNG's IHDR chunk, after the 8-byte signature: bytes 16-23. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('served by the local stack as CloudFront serves them', () => {
  const get = (path: string) => fetch(`${e2eEnv().baseUrl}${path}`);

  it.each(PUBLIC_PAGES)("serves $path's share image: a 1200x630 PNG under 300 KB, cached for a year", async ({ file }) => {
    // Prepare
    const image = one(await readPage(file), 'og:image');

    // Act
    const response = await get(new URL(image).pathname);
    const png = Buffer.from(await response.arrayBuffer());

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(png.length).toBeLessThan(300 * 1024);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('keeps the two homes apart: "/" as the corporate home names /corporate, the default home names "/"', async () => {
    // Act: the local stack's host is a development host, where ?corporate=true gives the corporate home
    const corporate = await (await get('/?corporate=true')).text();
    const uk = await (await get('/')).text();

    // Assess
    const canonicalOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map(([, href]) => href);
    expect(canonicalOf(corporate)).toEqual([`${SITE_URL}/corporate`]);
    expect(canonicalOf(uk)).toEqual([`${SITE_URL}/`]);
  });

  it('serves robots.txt as text: public pages allowed, /admin and /api/ not, the sitemap named', async () => {
    // Act
    const response = await get('/robots.txt');

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
    );
  });

  it('serves sitemap.xml as XML, listing every public page once at its canonical address with its last change', async () => {
    // Act
    const response = await get('/sitemap.xml');
    const xml = await response.text();

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)];
    const canonicals = [...new Set(PUBLIC_PAGES.map((expected) => `${SITE_URL}${expected.canonical}`))];
    expect(entries.map(([, loc]) => loc).sort()).toEqual(canonicals.sort());
    for (const [, , lastmod] of entries) {
      expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
      expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe('the Content Security Policy', () => {
  let browserContext: BrowserContext;

  afterEach(async () => {
    await browserContext?.close();
  });

  it('reports no violation on the home page, whose structured data is data the policy does not run', async () => {
    // Prepare: record every violation report and CSP console error from the first script on
    browserContext = await newContext(browser());
    const home = await browserContext.newPage();
    const consoleErrors: string[] = [];
    home.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    await home.addInitScript(() => {
      const reports: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = reports;
      document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
    });

    // Act
    const response = await home.goto('/');
    await waitForHydration(home, 'header nav a[href="#packages"]');

    // Assess: the policy is in force, the page holds its JSON-LD, and nothing was blocked
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await home.locator('script[type="application/ld+json"]').count()).toBeGreaterThanOrEqual(5);
    expect(await home.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // Assess the listener itself: an inline script, which the policy forbids, is reported
    await home.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.inlineRan = true';
      document.head.append(inline);
    });
    await home.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length === 1);
  });
});
