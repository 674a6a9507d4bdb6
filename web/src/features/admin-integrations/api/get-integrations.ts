import useSWR from 'swr';
import { INTEGRATION_ROUTES, type IntegrationView } from '#shared/admin/integrations-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

/** GET /api/email-integrations: every integration, keys masked, with its health and last sync. */
export function useIntegrations() {
  return useSWR<IntegrationView[]>(INTEGRATION_ROUTES.list, (url: string) => adminJson<IntegrationView[]>('GET', url), FRESH_ON_MOUNT);
}
