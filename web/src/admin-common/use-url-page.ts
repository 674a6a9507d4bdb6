import { useSearchParams } from 'react-router-dom';
import { nextPage, parsePage, previousPage, writePage, type PageKeys, type PageState } from './url-page.ts';

/**
 * One list's page in the address bar: the page shown, and Next and Previous, each a new history entry (Back returns
 * to the page before). Each change applies to the address bar as it is then, so it never undoes another change.
 */
export function useUrlPage(keys: PageKeys) {
  const [params, setParams] = useSearchParams();
  const show = (change: (current: PageState) => PageState) =>
    setParams((current) => writePage(current, keys, change(parsePage(current, keys))));
  return {
    page: parsePage(params, keys),
    next: (cursor: string) => show((current) => nextPage(current, cursor)),
    previous: () => show(previousPage),
  };
}
