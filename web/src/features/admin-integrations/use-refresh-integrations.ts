import { useSWRConfig } from 'swr';
import { INTEGRATION_ROUTES } from '#shared/admin/integrations-contract.ts';
import { isLeadSyncsKey } from './api/get-lead-syncs.ts';

/**
 * After a sync: the integrations (their last sync and health) and the sync records of the leads it touched (every
 * lead's when none are named) are asked again.
 */
export function useRefreshIntegrations() {
  const { mutate } = useSWRConfig();
  return (leadIds?: string[]) => {
    const touched = leadIds?.map((id) => INTEGRATION_ROUTES.leadSyncs(id));
    return mutate((key) => key === INTEGRATION_ROUTES.list || (isLeadSyncsKey(key) && (!touched || touched.includes(key as string))));
  };
}
