import { dataRequestPath, type DataRequest, type DataRequestUpdateInput } from '#shared/admin/data-request-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** PATCH /api/admin/privacy/requests/{id}: its status, what was done, its checklist or its verification. */
export function updateDataRequest(id: string, input: DataRequestUpdateInput): Promise<DataRequest> {
  return adminJson<DataRequest>('PATCH', dataRequestPath(id), input);
}
