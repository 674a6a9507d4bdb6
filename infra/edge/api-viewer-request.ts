import { readFileSync } from 'node:fs';
import { Script, createContext } from 'node:vm';
import type { ViewerRequestEvent } from './viewer-request.ts';

const SOURCE = new URL('./api-viewer-request.js', import.meta.url);

/** The CloudFront Function code for /api/* (it copies the viewer's Host into x-forwarded-host). */
export function renderApiViewerRequestCode(): string {
  return readFileSync(SOURCE, 'utf8');
}

/** Runs the function's code in a sandbox as CloudFront would, for tests. */
export function loadApiViewerRequest(): (event: ViewerRequestEvent) => ViewerRequestEvent['request'] {
  const context = createContext({});
  new Script(`${renderApiViewerRequestCode()}\nthis.handler = handler;`).runInContext(context);
  return context.handler as (event: ViewerRequestEvent) => ViewerRequestEvent['request'];
}
