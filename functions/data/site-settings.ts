/**
 * The site settings the public pages read at runtime (GET /api/site-settings), changed by the Performance Optimizer's
 * automatic fixes. One item; absent means the defaults.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#shared/admin/performance-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { transactWrite } from './items.ts';
import { tableName } from './table.ts';

const KEY = { pk: 'SITE_SETTINGS', sk: 'SITE_SETTINGS' };

/** The current settings, defaults filled in (access pattern: public pages and the tab read the settings; GetItem). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: KEY, ConsistentRead: true }));
  return { ...DEFAULT_SITE_SETTINGS, ...(Item?.tagLoadTrigger ? { tagLoadTrigger: Item.tagLoadTrigger as SiteSettings['tagLoadTrigger'] } : {}) };
}

/**
 * Changes settings with the audit record (action, before, after) in one transaction (access pattern: apply or undo
 * an automatic fix). Answers the settings as they now are.
 */
export async function changeSiteSettings(
  change: Partial<SiteSettings>,
  audit: { actor: string; action: string; recommendationId: string },
  deps: AuditDeps = {},
): Promise<SiteSettings> {
  const before = await getSiteSettings();
  const after: SiteSettings = { ...before, ...change };
  const now = (deps.now ?? (() => new Date()))().toISOString();
  await transactWrite([
    { Put: { TableName: tableName(), Item: { ...KEY, kind: 'SITE_SETTINGS', ...after, updatedAt: now } } },
    auditPut(
      { actor: audit.actor, action: audit.action, target: `recommendation#${audit.recommendationId}`, before, after },
      deps,
    ),
  ]);
  return after;
}
