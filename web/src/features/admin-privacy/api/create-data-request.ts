import { DATA_REQUESTS_PATH, type DataRequest, type DataRequestCreateInput } from '#shared/admin/data-request-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** POST /api/admin/privacy/requests: logs a request; answers it as stored, with its due day. */
export function createDataRequest(input: DataRequestCreateInput): Promise<DataRequest> {
  return adminJson<DataRequest>('POST', DATA_REQUESTS_PATH, input);
}
