/**
 * The corporate home's safety net (spec: a failure in the corporate-or-default home
 * check logs 'HomePage error' and shows the default home). The edge serves the corporate page's static HTML at '/' on
 * corporate hosts; if that page's own code then cannot load (or throws while hydrating), its buttons and menu would
 * stay dead, so the visitor is sent to the default home instead, which the edge serves as /index.html on any host.
 */
import { HOME_PAGE_ERROR_LOG } from '#shared/main-site/messages.ts';
import { SERVED_PAGE_ATTRIBUTE } from '../config/paths.ts';
import { onIslandFailure } from './islands-loader.ts';

/** The default home's document (infra/edge/viewer-request.js, DEFAULT_HOME), reachable whatever the host. */
const DEFAULT_HOME_DOCUMENT = '/index.html';

/** The corporate page's own islands (island-names.ts): shared ones (the lead form, the footer) fail on either home. */
const CORPORATE_ISLAND_PREFIX = 'corporate-';

/**
 * On the corporate home ('/' served as the corporate page), falls back to the default home the first time one of the
 * corporate page's islands fails to wake. Does nothing on /corporate itself.
 */
export function fallBackToDefaultHomeOnFailure(): void {
  const servedPage = document.getElementById('root')?.getAttribute(SERVED_PAGE_ATTRIBUTE);
  if (servedPage !== 'corporate' || window.location.pathname !== '/') return;
  let fellBack = false;
  onIslandFailure((name, error) => {
    if (fellBack || !name.startsWith(CORPORATE_ISLAND_PREFIX)) return;
    fellBack = true;
    console.error(HOME_PAGE_ERROR_LOG, error);
    window.location.replace(`${DEFAULT_HOME_DOCUMENT}${window.location.search}${window.location.hash}`);
  });
}
