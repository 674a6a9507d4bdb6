/**
 * `npm run leads:rebuild -- [--endpoint=<DynamoDB URL>] [--table=<name>]`: recounts every lead and sets the overview's
 * counters to the recount (counters no lead supports any more go to 0), and gives leads stored before the search
 * indexes existed their search keys. The repair for counters that drifted (e.g. an item edited by hand) and the
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
    type Lead = import('#functions/data/leads.ts').Lead;

    const items = await queryPartition('byKind', 'LEAD');
    const leads = items.map((item) => withoutKeys<Lead>(item));
    // Zero every counter first, then set the recount: a country no lead has any more ends at 0, not at its old count.
    for (const key of await counterKeys()) {
      await documentClient.send(new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: key.sk === 'TOTALS' ? 'SET #total = :zero' : 'SET #count = :zero', ExpressionAttributeNames: key.sk === 'TOTALS' ? { '#total': 'total' } : { '#count': 'count' }, ExpressionAttributeValues: { ':zero': 0 } }));
    }
    for (const update of aggregateWrites(countLeads(leads), 'set')) await documentClient.send(new UpdateCommand(update!));
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
    console.log(`Recounted ${leads.length} leads into the counters of ${tableName}; ${backfilled} lead(s) given search keys.`);
  });
});
