import useSWR from 'swr';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#shared/admin/performance-rules.ts';
import { SITE_SETTINGS_URL } from './urls.ts';

export { SITE_SETTINGS_URL };

/**
 * GET /api/site-settings through the app's SWR defaults: the settings staff's optimisations changed; undefined while
 * loading, the defaults when the endpoint cannot be reached.
 */
export function useSiteSettings(): SiteSettings | undefined {
  const { data, error } = useSWR<SiteSettings>(SITE_SETTINGS_URL);
  return error ? DEFAULT_SITE_SETTINGS : data;
}
