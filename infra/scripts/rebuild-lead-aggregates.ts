/**
 * `npm run leads:rebuild -- [--endpoint=<DynamoDB URL>] [--table=<name>]`: recounts every lead and sets the overview's
 * counters to the recount (counters no lead supports any more go to 0), and gives leads stored before the search
 * indexes existed their search keys. The analytics' lead counters (issue 26) too: a lead stored before them is given
 * where they count it (`analyticsKeys`, its furthest status as its status now: what came before is not known), then
 * every day's counters are replaced by the recount (days no lead supports any more deleted). Test leads count nowhere. The repair for counters that drifted (e.g. an item edited by hand) and the
 * upgrade of an older data folder. Without --endpoint it opens the local stack's table in $DATA_DIR (stop `npm start`
 * first); deployed, pass the table name with the shell's AWS credentials (no --endpoint). Run it while no staff are
 * changing leads: a change between the recount and the write would be lost from the counters until the next rebuild.
 */
import { parseScriptArgs, runScript, withScriptTable } from './script-args.ts';

runScript(async () => {
  const args = parseScriptArgs({});
  await withScriptTable(args, async ({ tableName }) => {
    // Loaded only now: the client reads its endpoint from the variables withScriptTable set.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient } = await import('#functions/lib/clients/dynamodb.ts');
    const { queryPartition, withoutKeys } = await import('#functions/data/items.ts');
    const { aggregateWrites, counterKeys, countLeads } = await import('#functions/data/lead-aggregates.ts');
    const { searchKeys } = await import('#functions/data/lead-search.ts');
    const { DeleteCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { keysForUncounted, leadAnalyticsDayKeys, leadAnalyticsWrites, recountLeadAnalytics } = await import('#functions/data/analytics-lead-counters.ts');
    type Lead = import('#functions/data/leads.ts').Lead;

    const items = await queryPartition('byKind', 'LEAD');
    const leads = items.map((item) => withoutKeys<Lead>(item));
    // Zero every counter first, then set the recount: a country no lead has any more ends at 0, not at its old count.
    for (const key of await counterKeys()) {
      await documentClient.send(new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: key.sk === 'TOTALS' ? 'SET #total = :zero' : 'SET #count = :zero', ExpressionAttributeNames: key.sk === 'TOTALS' ? { '#total': 'total' } : { '#count': 'count' }, ExpressionAttributeValues: { ':zero': 0 } }));
    }
    for (const update of aggregateWrites(countLeads(leads), 'set')) await documentClient.send(new UpdateCommand(update!));

    // The analytics' lead counters: first the leads they have not counted yet (on condition that the lead is still
    // uncounted and in the status read; one changed meanwhile is left for the next rebuild), then the days recounted.
    const { leadKey } = await import('#functions/data/leads.ts');
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    let stamped = 0;
    for (const [id, keys] of keysForUncounted(leads)) {
      const lead = byId.get(id)!;
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key: leadKey(id),
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(analyticsKeys) AND #status = :status',
            UpdateExpression: 'SET analyticsKeys = :keys, furthestStatus = if_not_exists(furthestStatus, :status)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':keys': keys, ':status': lead.status },
          }),
        );
        Object.assign(lead, { analyticsKeys: keys, furthestStatus: lead.furthestStatus ?? lead.status });
        stamped++;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    const days = recountLeadAnalytics(leads);
    const recounted = new Set(days.map(({ day }) => `DAY#${day}`));
    for (const key of await leadAnalyticsDayKeys()) if (!recounted.has(key.sk)) await documentClient.send(new DeleteCommand({ TableName: tableName, Key: key }));
    for (const { Put: put } of leadAnalyticsWrites(days, 'set')) await documentClient.send(new PutCommand(put!));
    let backfilled = 0;
    for (const item of items) {
      if (item.gsi4pk) continue;
      const keys = searchKeys(withoutKeys<Lead>(item));
      const names = Object.keys(keys);
      if (!names.length) continue;
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, keys[name]])),
        }),
      );
      backfilled++;
    }
    console.log(`Recounted ${leads.length} leads into the counters of ${tableName}; ${backfilled} lead(s) given search keys; ${stamped} lead(s) newly counted by the analytics (${days.length} days).`);
  });
});
