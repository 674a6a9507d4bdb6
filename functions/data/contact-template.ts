/**
 * The WhatsApp greeting staff send from a lead (GET/PUT /api/admin/contact-template): one item, `pk=CONTACT_TEMPLATE`,
 * `sk=CONTACT_TEMPLATE`; absent means the default of shared/admin/contact-messages.ts.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactTemplate } from '#shared/admin/api-contract.ts';
import { CONTACT_AUDIT_ACTIONS, DEFAULT_WHATSAPP_GREETING } from '#shared/admin/contact-messages.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { transactWrite } from './items.ts';
import { tableName } from './table.ts';

const KEY = { pk: 'CONTACT_TEMPLATE', sk: 'CONTACT_TEMPLATE' };

/** The audit target of the WhatsApp greeting: its history of changes (`<kind>#<id>`, as every audit target). */
export const CONTACT_TEMPLATE_TARGET = 'contact-template#whatsapp-greeting';

/** The template staff use, the default while none is saved (access pattern: read the contact template; GetItem). */
export async function getContactTemplate(): Promise<ContactTemplate> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: KEY, ConsistentRead: true }));
  return { whatsappGreeting: typeof Item?.whatsappGreeting === 'string' ? Item.whatsappGreeting : DEFAULT_WHATSAPP_GREETING };
}

/**
 * Saves the template with its audit record (who, before, after) in one transaction (access pattern: change the contact
 * template). Answers the template as saved.
 */
export async function saveContactTemplate(template: ContactTemplate, actor: string, deps: AuditDeps = {}): Promise<ContactTemplate> {
  const before = await getContactTemplate();
  const now = (deps.now ?? (() => new Date()))().toISOString();
  await transactWrite([
    { Put: { TableName: tableName(), Item: { ...KEY, kind: 'contactTemplate', whatsappGreeting: template.whatsappGreeting, updatedAt: now, updatedBy: actor } } },
    auditPut({ actor, action: CONTACT_AUDIT_ACTIONS.template, target: CONTACT_TEMPLATE_TARGET, before, after: template }, deps),
  ]);
  return { whatsappGreeting: template.whatsappGreeting };
}
