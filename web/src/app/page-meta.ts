import { useEffect } from 'react';
import { PAGE_META, type PageMeta } from '#shared/page-meta.ts';
import type { PageName } from '../config/paths.ts';

/** Every page has its title and description; the type check fails if a page is added without them. */
export const pageMeta: Record<PageName, PageMeta> = PAGE_META;

/**
 * Keeps the browser title and description in step when the visitor moves to another page inside the app; the
 * first page's are already in its prerendered HTML.
 */
export function usePageMeta(page: PageName): void {
  useEffect(() => {
    const meta = pageMeta[page];
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [page]);
}
