import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { createOnce, withoutKeys } from './items.ts';
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
  /** The page id a UK form names ('tax-savings', 'uk-hub', ...). */
  page?: string;
  gdprConsent?: boolean;
  marketingOptIn?: boolean;
  attribution?: Attribution;
};

export type NewLead = Omit<Lead, 'id' | 'status' | 'createdAt' | 'accessedGuide'> & { accessedGuide?: boolean };

/** Clocks and ids are injected so tests can fix them. */
export type LeadDeps = { now?: () => Date; newId?: () => string };

const leadKey = (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' });

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
  return createOnce(toItem(lead), { scope: 'LEAD', idempotencyKey: options.idempotencyKey, now });
}

/** Reads one lead by id (access pattern: get lead). */
export async function getLead(id: string): Promise<Lead | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: leadKey(id) }));
  return result.Item ? withoutKeys<Lead>(result.Item) : undefined;
}

