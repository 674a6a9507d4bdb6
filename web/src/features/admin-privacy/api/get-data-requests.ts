import useSWR from 'swr';
import { DATA_REQUESTS_PATH, type DataRequest } from '#shared/admin/data-request-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

/** GET /api/admin/privacy/requests: the data-request log, open requests soonest due first, then closed ones. */
export function useDataRequests() {
  return useSWR<DataRequest[]>(DATA_REQUESTS_PATH, (url: string) => adminJson<DataRequest[]>('GET', url), FRESH_ON_MOUNT);
}
