/**
 * PATCH /api/admin/privacy/requests/{id} (staff): changes a request's status, what was done, its checklist of copies
 * the product cannot reach, or how the requester's identity was checked. Closing it (done, refused) needs a text of
 * what was done. The change and its audit record are one transaction; a change made meanwhile by someone else answers
 * 409 and writes nothing. The answer is the request as stored.
 */
import { DATA_REQUEST_MESSAGES } from '#shared/admin/data-request-messages.ts';
import { updateDataRequest } from '../data/data-requests.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { INVALID_INPUT_MESSAGE } from '../lib/middleware/validate.ts';
import { json } from '../lib/responses.ts';
import { dataRequestIdPathSchema, dataRequestUpdateSchema, type DataRequestIdPath, type DataRequestUpdateBody } from './data-request.zod.ts';

async function answerRequest(request: ApiRequest<DataRequestUpdateBody, DataRequestIdPath, undefined>) {
  const result = await updateDataRequest(request.path.id, request.body, request.staff!.username, { now: () => request.receivedAt });
  if (result.outcome === 'not-found') throw notFound(DATA_REQUEST_MESSAGES.notFound);
  if (result.outcome === 'conflict') throw conflict(DATA_REQUEST_MESSAGES.conflict);
  if (result.outcome === 'outcome-required') throw badRequest(INVALID_INPUT_MESSAGE, { outcome: DATA_REQUEST_MESSAGES.outcomeRequired });
  return json(200, result.request);
}

export const handler = apiHandler({ path: dataRequestIdPathSchema, body: dataRequestUpdateSchema }, answerRequest);
