/**
 * The "e-mail bounced" mark on a lead (AdminLead `emailBounced`): set on every lead with exactly the address SES
 * reported as hard-bounced or complaining (functions/email-events/record.ts), so staff phone the person instead. The
 * leads are found the way the Privacy view finds a person's leads (person-records.ts `leadsWithEmail`: a bounded
 * Query of the e-mail search index), never a scan. The mark is an attribute of the lead item itself, so every view of
 * the lead list and the detail show it with no extra read.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadEmailBounce } from '#shared/admin/api-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { leadsWithEmail } from './person-records.ts';
import { tableName } from './table.ts';

/**
 * Marks the leads with this address (access pattern: mark a bounced address's leads: Query `gsi4` by the exact
 * address, then UpdateItem each lead by key). An erased lead (its address is gone) or one erased meanwhile is left
 * alone. Answers the ids of the leads marked.
 */
export async function markLeadsEmailBounced(email: string, mark: LeadEmailBounce): Promise<string[]> {
  const leads = (await leadsWithEmail(email)).filter((item) => item.kind === 'lead' && !item.erasedAt);
  const marked = await Promise.all(
    leads.map(async (lead) => {
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: lead.pk, sk: lead.sk },
            UpdateExpression: 'SET emailBounced = :mark',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(erasedAt)',
            ExpressionAttributeValues: { ':mark': mark },
          }),
        );
        return String(lead.id);
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
        throw error;
      }
    }),
  );
  return marked.filter((id): id is string => id !== undefined);
}
