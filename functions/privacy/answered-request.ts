/**
 * The data request a Privacy view action answers (issue 23): the erase, export, restriction and consent routes take an
 * optional `requestId`; the request must exist before anything changes (an unknown one answers 404 and nothing is
 * done), and once the action is done it records it (data-requests.ts `appendRequestAction`: kind, summary, who, when
 * and the leads concerned).
 */
import type { DataRequest } from '#shared/admin/data-request-contract.ts';
import { PRIVACY_REQUEST_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { appendRequestAction, getDataRequest, type DataRequestAction } from '../data/data-requests.ts';
import { notFound } from '../lib/errors.ts';

/** The request named (404 "This data request does not exist" for an unknown one), or undefined when none is named. */
export async function answeredRequest(requestId: string | undefined): Promise<DataRequest | undefined> {
  if (!requestId) return undefined;
  const request = await getDataRequest(requestId);
  if (!request) throw notFound(PRIVACY_REQUEST_MESSAGES.unknownRequest);
  return request;
}

/** Records the action on the request (read first with `answeredRequest`); nothing when none is named. */
export async function recordOnRequest(request: DataRequest | undefined, action: DataRequestAction): Promise<void> {
  if (!request) return;
  if ((await appendRequestAction(request.id, action)) === 'not-found') throw notFound(PRIVACY_REQUEST_MESSAGES.unknownRequest);
}
