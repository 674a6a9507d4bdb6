/**
 * What the admin page knows of the public site (issue 26), written into web/admin/index.html's head by the web build
 * (web/scripts/build.ts) because the back office runs on a host of its own and cannot ask the public pages: the
 * site's address (the exclude-me link goes there) and the script size of each public page, gzipped, measured on the
 * built files (web/scripts/page-script-sizes.ts), which the Performance chart sets against the spec's 300 KB budget.
 */

/** `<meta name="site-url" content="https://www.example.com">` */
export const SITE_URL_META = 'site-url';

/** `<script type="application/json" id="public-page-scripts">[{"page":"/uk","gzipKb":96.4}, ...]</script>` */
export const PAGE_SCRIPTS_ID = 'public-page-scripts';

export type PageScriptSize = { page: string; gzipKb: number };

/** The query flag the public pages read (web/src/lib/analytics-beacon/beacons.ts `excludedBrowser`). */
export const EXCLUDE_ME_QUERY = 'exclude-me=1';

/** The public site's address from the admin page's head, or undefined (a page not written by the build). */
export function publicSiteUrl(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META}"]`)?.content;
  return content ? content.replace(/\/+$/, '') : undefined;
}

/** The link that leaves this browser out of the view counts: the public home with the flag. */
export const excludeMeLink = (siteUrl: string) => `${siteUrl}/?${EXCLUDE_ME_QUERY}`;

/** The public pages' script sizes from the admin page's head; an empty list when absent or unreadable. */
export function publicPageScripts(doc: Pick<Document, 'getElementById'> = document): PageScriptSize[] {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(PAGE_SCRIPTS_ID)?.textContent ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((row): row is PageScriptSize => typeof row?.page === 'string' && typeof row?.gzipKb === 'number') : [];
  } catch {
    return [];
  }
}
