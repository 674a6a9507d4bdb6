/**
 * POST /api/admin/privacy/requests (staff): logs a privacy request: its type, the requester, how their identity was
 * checked and the day it was received (not in the future); its due day is the privacy policy's period after that.
 * The request and its audit record are one transaction; the answer is the request as stored (201).
 */
import { latestToday } from '#shared/admin/data-request-contract.ts';
import { DATA_REQUEST_MESSAGES } from '#shared/admin/data-request-messages.ts';
import { createDataRequest } from '../data/data-requests.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { badRequest } from '../lib/errors.ts';
import { INVALID_INPUT_MESSAGE } from '../lib/middleware/validate.ts';
import { json } from '../lib/responses.ts';
import { dataRequestCreateSchema, type DataRequestCreateBody } from './data-request.zod.ts';

async function logRequest(request: ApiRequest<DataRequestCreateBody, undefined, undefined>) {
  const { body } = request;
  if (body.receivedOn > latestToday(request.receivedAt)) {
    throw badRequest(INVALID_INPUT_MESSAGE, { receivedOn: DATA_REQUEST_MESSAGES.receivedInFuture });
  }
  const created = await createDataRequest(body, request.staff!.username, { now: () => request.receivedAt });
  return json(201, created);
}

export const handler = apiHandler({ body: dataRequestCreateSchema }, logRequest);
