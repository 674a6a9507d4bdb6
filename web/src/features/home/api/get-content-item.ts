import useSWR from 'swr';
// The address lives with the React-free CMS values: the static pages' patcher asks it without React.
import { contentItemUrl } from '../../../cms/editable-value.ts';

/** A content item as GET /api/content/{key} answers it; the home reads its `value`. */
export type ContentItem = { value?: string };

export { contentItemUrl };

/** One content item (e.g. hero_title); undefined while loading, when absent or when the call fails. */
export function useContentItem(key: string): string | undefined {
  const { data } = useSWR<ContentItem>(contentItemUrl(key));
  return data?.value || undefined;
}
