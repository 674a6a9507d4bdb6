import { readFileSync } from 'node:fs';
import { Script, createContext } from 'node:vm';
import type { ViewerRequestEvent, ViewerRequestResult } from './viewer-request.ts';

const SOURCE = new URL('./admin-viewer-request.js', import.meta.url);

/** The CloudFront Function code of the admin distribution's default behaviour (only the admin app and its files). */
export function renderAdminViewerRequestCode(): string {
  return readFileSync(SOURCE, 'utf8');
}

/** The very code CloudFront runs, evaluated in its own VM context, for the local server and the tests. */
export function loadAdminViewerRequest(): (event: ViewerRequestEvent) => ViewerRequestResult {
  const context = createContext({});
  new Script(renderAdminViewerRequestCode(), { filename: SOURCE.pathname }).runInContext(context);
  const handler = context.handler as (event: ViewerRequestEvent) => ViewerRequestResult;
  return (event) => structuredClone(handler(structuredClone(event)));
}
