import { useEffect } from 'react';

/**
 * Points the page's canonical link at its own address (origin + route, without query or fragment). Set once the page
 * has mounted: the prerender writes only the title and description into the head (web/scripts/build.ts).
 */
export function useCanonicalLink(route: string): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const created = link === null;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    const previous = link.href;
    link.href = new URL(route, window.location.origin).href;
    return () => {
      if (created) link.remove();
      else link.href = previous;
    };
  }, [route]);
}
