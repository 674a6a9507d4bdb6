import type { SWRConfiguration } from 'swr';
import { queryFetcher } from './api-client.ts';

/**
 * How every query behaves (spec main-site.md section 7): fetched once and then never stale, so no refetch on focus,
 * reconnect or remount while cached, no polling and no retry. Mutations (useSWRMutation) never retry either.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: queryFetcher('throw'),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};
