/**
 * The data-request log (issue 23): each privacy request a person makes, as staff log and answer it
 * (functions/data-requests/*), and the actions other features record on it (`appendRequestAction`). See DATA-MODEL.md,
 * "Data request".
 *
 * Item: `pk=DATAREQUEST#<id>`, `sk=DATAREQUEST`; by kind `gsi1pk=DATAREQUEST`, `gsi1sk=<createdAt>#<id>`; by state
 * `gsi2pk=DATAREQUEST#open` (open and in progress), `gsi2sk=<dueOn>#<id>` (soonest due first), or
 * `gsi2pk=DATAREQUEST#closed` (done and refused), `gsi2sk=<closedAt>#<id>` (newest last).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DATA_REQUEST_CHECKLIST_ITEMS,
  DATA_REQUEST_LIMITS,
  dueDateOf,
  isOpenStatus,
  type ChecklistEntry,
  type DataRequest,
  type DataRequestAction,
  type DataRequestChecklistItem,
  type DataRequestCreateInput,
  type DataRequestStatus,
  type DataRequestUpdateInput,
} from '#shared/admin/data-request-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { queryPartition, withoutKeys, writeChange } from './items.ts';
import { entityKey, kindPartition, statePartition, TABLE_KEYS, tableName } from './table.ts';

export type { DataRequestAction } from '#shared/admin/data-request-contract.ts';

export const DATA_REQUEST_KIND = 'DATAREQUEST';

/** The audit target of a data request: its history is every record with this target. */
export const dataRequestTarget = (id: string) => `data-request#${id}`;

/** The by-state partition a request is listed under: open (open, in progress) or closed (done, refused). */
const stateOf = (status: DataRequestStatus) => (isOpenStatus(status) ? 'open' : 'closed');
export const OPEN_DATA_REQUESTS = statePartition(DATA_REQUEST_KIND, 'open');
export const CLOSED_DATA_REQUESTS = statePartition(DATA_REQUEST_KIND, 'closed');

/** The by-state sort key: open requests by due day (soonest first), closed ones by when they were closed. */
const stateOrder = (request: Pick<DataRequest, 'id' | 'status' | 'dueOn' | 'closedAt' | 'updatedAt'>) =>
  isOpenStatus(request.status) ? `${request.dueOn}#${request.id}` : `${request.closedAt ?? request.updatedAt}#${request.id}`;

/** The stored item of a request. */
export function dataRequestItem(request: DataRequest) {
  const { byKind, byState } = TABLE_KEYS.indexes;
  return {
    ...entityKey(DATA_REQUEST_KIND, request.id),
    kind: DATA_REQUEST_KIND,
    [byKind.partitionKey]: kindPartition(DATA_REQUEST_KIND),
    [byKind.sortKey]: `${request.createdAt}#${request.id}`,
    [byState.partitionKey]: statePartition(DATA_REQUEST_KIND, stateOf(request.status)),
    [byState.sortKey]: stateOrder(request),
    ...request,
  };
}

type Deps = AuditDeps & { newId?: () => string };
const clock = (deps: AuditDeps) => (deps.now ?? (() => new Date()))();

const emptyChecklist = (): Record<DataRequestChecklistItem, ChecklistEntry> =>
  Object.fromEntries(DATA_REQUEST_CHECKLIST_ITEMS.map((item) => [item, { done: false }])) as Record<DataRequestChecklistItem, ChecklistEntry>;

/**
 * Logs a new request (access pattern: log a request): its due day is the privacy policy's period after the day it was
 * received. One transaction: the request and its audit record (type, days and status; never the requester's details,
 * which an erasure would otherwise have to find in the audit log too).
 */
export async function createDataRequest(input: DataRequestCreateInput, actor: string, deps: Deps = {}): Promise<DataRequest> {
  const at = clock(deps).toISOString();
  const request: DataRequest = {
    id: (deps.newId ?? randomUUID)(),
    type: input.type,
    requester: input.requester,
    verification: input.verification,
    receivedOn: input.receivedOn,
    dueOn: dueDateOf(input.receivedOn),
    status: 'open',
    ...(input.outcome ? { outcome: input.outcome } : {}),
    actions: [],
    checklist: emptyChecklist(),
    createdAt: at,
    createdBy: actor,
    updatedAt: at,
    updatedBy: actor,
    version: 1,
  };
  await writeChange([
    { Put: { TableName: tableName(), Item: dataRequestItem(request), ConditionExpression: 'attribute_not_exists(pk)' } },
    auditPut(
      {
        actor,
        action: 'dataRequest.create',
        target: dataRequestTarget(request.id),
        after: { type: request.type, receivedOn: request.receivedOn, dueOn: request.dueOn, status: request.status, verification: request.verification.method },
      },
      { now: deps.now },
    ),
  ]);
  return request;
}

/** One request by id, strongly consistent (access pattern: read a request; the before value of a change). */
export async function getDataRequest(id: string): Promise<DataRequest | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: entityKey(DATA_REQUEST_KIND, id), ConsistentRead: true }));
  return result.Item ? withoutKeys<DataRequest>(result.Item) : undefined;
}

/** Every open request (open, in progress), soonest due first (access pattern: the overview's counts, the list's top). */
export async function listOpenDataRequests(limit: number = DATA_REQUEST_LIMITS.openListed): Promise<DataRequest[]> {
  return (await queryPartition('byState', OPEN_DATA_REQUESTS, { limit })).map((item) => withoutKeys<DataRequest>(item));
}

/**
 * The log as staff read it (access pattern: list the requests): every open request, soonest due first, then the most
 * recent closed ones, newest first. Two Queries of the by-state index, each bounded.
 */
export async function listDataRequests(): Promise<DataRequest[]> {
  const [open, closed] = await Promise.all([
    listOpenDataRequests(),
    queryPartition('byState', CLOSED_DATA_REQUESTS, { newestFirst: true, limit: DATA_REQUEST_LIMITS.closedListed }),
  ]);
  return [...open, ...closed.map((item) => withoutKeys<DataRequest>(item))];
}

export type DataRequestUpdateResult =
  | { outcome: 'ok'; request: DataRequest }
  | { outcome: 'not-found' }
  | { outcome: 'conflict' }
  /** Closing (done, refused) needs a text saying what was done. */
  | { outcome: 'outcome-required' };

/**
 * Changes a request's status, what was done, its checklist or its verification (access pattern: answer a request).
 * Reads the request, then one transaction: an Update of exactly the changed attributes (moving it between the open
 * and closed partitions when its status does), on condition its version is the one read (else conflict: nothing
 * written), and the audit record with the changed fields before and after. The actions list is never rewritten, so an
 * action appended meanwhile is kept.
 */
export async function updateDataRequest(id: string, input: DataRequestUpdateInput, actor: string, deps: AuditDeps = {}): Promise<DataRequestUpdateResult> {
  const before = await getDataRequest(id);
  if (!before) return { outcome: 'not-found' };
  const at = clock(deps).toISOString();

  const after: DataRequest = { ...before, checklist: { ...before.checklist }, updatedAt: at, updatedBy: actor, version: before.version + 1 };
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  const names: Record<string, string> = { '#version': 'version', '#updatedAt': 'updatedAt', '#updatedBy': 'updatedBy' };
  const values: Record<string, unknown> = { ':read': before.version, ':version': after.version, ':updatedAt': at, ':updatedBy': actor };
  const set = ['#version = :version', '#updatedAt = :updatedAt', '#updatedBy = :updatedBy'];
  const remove: string[] = [];

  if (input.status !== undefined && input.status !== before.status) {
    after.status = input.status;
    changedBefore.status = before.status;
    changedAfter.status = input.status;
    names['#status'] = 'status';
    values[':status'] = input.status;
    set.push('#status = :status');
  }
  if (input.outcome !== undefined && input.outcome !== (before.outcome ?? '')) {
    changedBefore.outcome = before.outcome ?? null;
    changedAfter.outcome = input.outcome || null;
    names['#outcome'] = 'outcome';
    if (input.outcome) {
      after.outcome = input.outcome;
      values[':outcome'] = input.outcome;
      set.push('#outcome = :outcome');
    } else {
      delete after.outcome;
      remove.push('#outcome');
    }
  }
  if (!isOpenStatus(after.status) && !after.outcome) return { outcome: 'outcome-required' };

  if (input.verification !== undefined && JSON.stringify(input.verification) !== JSON.stringify(before.verification)) {
    after.verification = input.verification;
    changedBefore.verification = before.verification;
    changedAfter.verification = input.verification;
    names['#verification'] = 'verification';
    values[':verification'] = input.verification;
    set.push('#verification = :verification');
  }
  names['#checklist'] = 'checklist';
  for (const item of DATA_REQUEST_CHECKLIST_ITEMS) {
    const done = input.checklist?.[item];
    if (done === undefined || done === Boolean(before.checklist[item]?.done)) continue;
    const entry: ChecklistEntry = done ? { done, at, by: actor } : { done };
    after.checklist[item] = entry;
    changedBefore[`checklist.${item}`] = !done;
    changedAfter[`checklist.${item}`] = done;
    names[`#${item}`] = item;
    values[`:${item}`] = entry;
    set.push(`#checklist.#${item} = :${item}`);
  }
  // Nothing really changes: answer the request as it is, write nothing.
  if (Object.keys(changedAfter).length === 0) return { outcome: 'ok', request: before };
  if (!set.some((part) => part.startsWith('#checklist'))) delete names['#checklist'];

  // The by-state keys follow the status; a closed request remembers when it was closed.
  if (after.status !== before.status) {
    const wasOpen = isOpenStatus(before.status);
    const isOpen = isOpenStatus(after.status);
    if (wasOpen && !isOpen) {
      after.closedAt = at;
      names['#closedAt'] = 'closedAt';
      values[':closedAt'] = at;
      set.push('#closedAt = :closedAt');
    } else if (!wasOpen && isOpen) {
      delete after.closedAt;
      names['#closedAt'] = 'closedAt';
      remove.push('#closedAt');
    }
    const { byState } = TABLE_KEYS.indexes;
    names['#statePk'] = byState.partitionKey;
    names['#stateSk'] = byState.sortKey;
    values[':statePk'] = statePartition(DATA_REQUEST_KIND, stateOf(after.status));
    values[':stateSk'] = stateOrder(after);
    set.push('#statePk = :statePk', '#stateSk = :stateSk');
  }

  const written = await writeChange([
    {
      Update: {
        TableName: tableName(),
        Key: entityKey(DATA_REQUEST_KIND, id),
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND #version = :read',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    auditPut({ actor, action: 'dataRequest.update', target: dataRequestTarget(id), before: changedBefore, after: changedAfter }, deps),
  ]);
  if (!written) return { outcome: 'conflict' };
  return { outcome: 'ok', request: { ...after, actions: before.actions } };
}

/**
 * Records what another feature did for a request (access pattern: append an action; the export, correction, erasure,
 * restriction and consent routes call it with the request staff named): one UpdateItem appending to `actions`, on
 * condition the request exists. It leaves the version alone, so it never makes a staff member's change conflict, and a
 * staff change never drops it (that Update does not rewrite `actions`). Answers 'not-found' for an unknown request.
 */
export async function appendRequestAction(requestId: string, action: DataRequestAction): Promise<'ok' | 'not-found'> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey(DATA_REQUEST_KIND, requestId),
        UpdateExpression: 'SET #actions = list_append(if_not_exists(#actions, :none), :action)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#actions': 'actions' },
        ExpressionAttributeValues: { ':none': [], ':action': [action] },
      }),
    );
    return 'ok';
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'not-found';
    throw error;
  }
}
