/**
 * The site's public address (scheme and host, no trailing slash), which canonical links, Open Graph URLs, the sitemap
 * and robots.txt name. It is CDK context `siteUrl`; without it, the first of `domainNames`. The web build reads it
 * from cdk.json (or SITE_URL), and synth checks the built site names the same address (web stack).
 */
import { readFileSync } from 'node:fs';

const CDK_JSON = new URL('../../cdk.json', import.meta.url);

/**
 * The site address from context values: `siteUrl` (an https origin such as https://www.example.com) or else
 * https:// plus the first of `domainNames`. Throws a readable error when neither gives an https origin.
 */
export function siteUrlFromContext(context: { siteUrl?: unknown; domainNames?: readonly string[] }): string {
  const configured = typeof context.siteUrl === 'string' && context.siteUrl !== '' ? context.siteUrl : undefined;
  const candidate = configured ?? (context.domainNames?.[0] ? `https://${context.domainNames[0]}` : undefined);
  if (!candidate) {
    throw new Error('Context siteUrl (e.g. https://www.example.com) or domainNames is needed for canonical links');
  }
  return httpsOrigin('siteUrl', candidate, 'https://www.example.com');
}

/** The back office's address from context adminUrl: an https origin (its own host; the web stack checks that). */
export function adminUrlFromContext(value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw new Error('Context adminUrl (e.g. https://admin.example.com) is needed: the back office has a host of its own');
  }
  return httpsOrigin('adminUrl', value, 'https://admin.example.com');
}

/** `candidate` as an https origin (scheme and host), or a readable error naming the context value and an example. */
const httpsOrigin = (name: string, candidate: string, example: string) => originOf(`Context ${name}`, candidate, example, ['https:']);

/**
 * `candidate` as an origin (scheme and host, nothing after), with one of the schemes allowed, or a readable error
 * naming what it is (`what`) and an example.
 */
export function originOf(what: string, candidate: string, example: string, schemes: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new Error(`${what} "${candidate}" is not a URL (e.g. ${example})`);
  }
  if (!schemes.includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`${what} "${candidate}" must be an ${schemes.map((scheme) => scheme.slice(0, -1)).join(' or ')} origin without path, e.g. ${example}`);
  }
  return url.origin;
}

/** The address the web build writes into pages: SITE_URL when set, else from cdk.json's context. */
export function siteUrlForBuild(): string {
  if (process.env.SITE_URL) return siteUrlFromContext({ siteUrl: process.env.SITE_URL });
  const { context } = JSON.parse(readFileSync(CDK_JSON, 'utf8')) as {
    context: { siteUrl?: unknown; domainNames?: string[] };
  };
  return siteUrlFromContext(context);
}
