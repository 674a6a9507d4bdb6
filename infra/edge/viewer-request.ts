import { readFileSync } from 'node:fs';
import { Script, createContext } from 'node:vm';
import { originOf } from '../bin/site-url.ts';

/** The host lists the viewer-request function decides with (CDK context corporateHosts and devHosts). */
export type ViewerRequestOptions = {
  /** Hosts whose home is the corporate page, e.g. ['corporate.example.com']. */
  corporateHosts: readonly string[];
  /** Development hosts, where ?corporate=true forces the corporate home, e.g. ['localhost', '127.0.0.1']. */
  devHosts: readonly string[];
  /** The back office's origin (scheme, host, port if any), where /admin redirects, e.g. https://admin.example.com. */
  adminOrigin: string;
};

type QueryValue = { value: string; multiValue?: { value: string }[] };

/**
 * The CloudFront Functions viewer-request event, as much of it as the function reads. Header names are lower case and
 * query values are as the viewer sent them (still percent-encoded), as CloudFront passes them.
 */
export type ViewerRequestEvent = {
  version?: string;
  context?: Record<string, string>;
  viewer?: { ip: string };
  request: {
    method: string;
    uri: string;
    querystring: Record<string, QueryValue>;
    headers: Record<string, { value: string }>;
    cookies?: Record<string, QueryValue>;
  };
};

/** What the function returns: the request to pass on (possibly with a rewritten uri), or a response (a redirect). */
export type ViewerRequestResult =
  | ViewerRequestEvent['request']
  | { statusCode: number; statusDescription?: string; headers: Record<string, { value: string }> };

const SOURCE = new URL('./viewer-request.js', import.meta.url);

function hostList(name: keyof ViewerRequestOptions, hosts: readonly string[]): string {
  for (const host of hosts) {
    if (!/^[a-z0-9.:[\]-]+$/.test(host)) {
      throw new Error(`${name}: "${host}" is not a lower-case host name without port (e.g. corporate.example.com)`);
    }
  }
  return JSON.stringify(hosts);
}

function inject(code: string, marker: string, value: string, empty = '[]'): string {
  const placeholder = `/* ${marker} */ ${empty}`;
  if (!code.includes(placeholder)) throw new Error(`viewer-request.js has lost its "${placeholder}" placeholder`);
  return code.replace(placeholder, value);
}

/** The admin origin as the function needs it: an http(s) origin (http for the local stack), nothing after the host. */
const adminOriginOf = (candidate: string) => originOf('adminOrigin:', candidate, 'https://admin.example.com', ['https:', 'http:']);

/**
 * The CloudFront Function's code with the host lists filled in, ready for FunctionCode.fromInline.
 */
export function renderViewerRequestCode(options: ViewerRequestOptions): string {
  const code = readFileSync(SOURCE, 'utf8');
  const withCorporate = inject(code, 'corporateHosts', hostList('corporateHosts', options.corporateHosts));
  const withDev = inject(withCorporate, 'devHosts', hostList('devHosts', options.devHosts));
  return inject(withDev, 'adminOrigin', JSON.stringify(adminOriginOf(options.adminOrigin)), "''");
}

/**
 * The very code CloudFront runs, evaluated in its own VM context and returned as a callable handler, for the local
 * server and the tests. The result is copied out of the VM so callers get plain objects of this realm.
 */
export function loadViewerRequest(options: ViewerRequestOptions): (event: ViewerRequestEvent) => ViewerRequestResult {
  const context = createContext({});
  new Script(renderViewerRequestCode(options), { filename: SOURCE.pathname }).runInContext(context);
  const handler = context.handler as (event: ViewerRequestEvent) => ViewerRequestResult;
  return (event) => structuredClone(handler(structuredClone(event)));
}
