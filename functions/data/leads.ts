import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { withoutKeys } from './items.ts';
import { tableName } from './table.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The Lead entity (spec uk-and-admin.md section 3) plus where it came from. */
export type Lead = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  status: LeadStatus;
  companyName?: string;
  businessActivity?: string;
  preferredStructure?: string;
  country?: string;
  ipAddress: string;
  userAgent: string;
  additionalRequirements?: string;
  accessedGuide: boolean;
  guideAccessedAt?: string;
  createdAt: string;
  /** The form that produced it, e.g. 'lead' on the home page, 'uk_midpage' for the migration guide. */
  formType?: string;
  attribution?: Attribution;
};

export type NewLead = Omit<Lead, 'id' | 'status' | 'createdAt' | 'accessedGuide'> & { accessedGuide?: boolean };

/** Clocks and ids are injected so tests can fix them. */
export type LeadDeps = { now?: () => Date; newId?: () => string };

/** How long a repeated submit with the same idempotency key returns the first lead instead of a new one. */
const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;

const leadKey = (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' });
const idempotencyKey = (key: string) => ({ pk: `IDEMPOTENCY#LEAD#${key}`, sk: 'IDEMPOTENCY' });

function toItem(lead: Lead) {
  const order = `${lead.createdAt}#${lead.id}`;
  return {
    ...leadKey(lead.id),
    kind: 'lead',
    gsi1pk: 'LEAD',
    gsi1sk: order,
    gsi2pk: `LEAD#${lead.status}`,
    gsi2sk: order,
    ...lead,
  };
}

/**
 * Stores a new lead with status 'new' (access pattern: create lead). With an idempotency key, the lead and a key
 * record are written in one transaction; a repeat with the same key writes nothing and returns the first lead's id.
 */
export async function createLead(
  input: NewLead,
  options: { idempotencyKey?: string } & LeadDeps = {},
): Promise<{ id: string; created: boolean }> {
  const now = (options.now ?? (() => new Date()))();
  const lead: Lead = {
    ...input,
    id: (options.newId ?? randomUUID)(),
    status: 'new',
    accessedGuide: input.accessedGuide ?? false,
    createdAt: now.toISOString(),
  };
  const TableName = tableName();
  const putLead = { Put: { TableName, Item: toItem(lead), ConditionExpression: 'attribute_not_exists(pk)' } };
  if (!options.idempotencyKey) {
    await documentClient.send(new TransactWriteCommand({ TransactItems: [putLead] }));
    return { id: lead.id, created: true };
  }
  const keyItem = {
    ...idempotencyKey(options.idempotencyKey),
    leadId: lead.id,
    expiresAt: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_WINDOW_SECONDS,
  };
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName, Item: keyItem, ConditionExpression: 'attribute_not_exists(pk)' } }, putLead],
      }),
    );
    return { id: lead.id, created: true };
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    const existing = await documentClient.send(
      new GetCommand({ TableName, Key: idempotencyKey(options.idempotencyKey), ConsistentRead: true }),
    );
    if (!existing.Item) throw error;
    return { id: String(existing.Item.leadId), created: false };
  }
}

/** Reads one lead by id (access pattern: get lead). */
export async function getLead(id: string): Promise<Lead | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: leadKey(id) }));
  return result.Item ? withoutKeys<Lead>(result.Item) : undefined;
}

