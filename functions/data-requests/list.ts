/**
 * GET /api/admin/privacy/requests (staff): the data-request log: every open request, soonest due first, then the most
 * recent closed ones, newest first (shared/admin/data-request-contract.ts).
 */
import type { DataRequest } from '#shared/admin/data-request-contract.ts';
import { listDataRequests } from '../data/data-requests.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function list() {
  const requests: DataRequest[] = await listDataRequests();
  return json(200, requests);
}

export const handler = apiHandler({}, list);
