/**
 * A list of at most `cap` names kept in one item, race-free under any number of concurrent writers: each name is an
 * attribute of the item, and the item's size (`distinct`) rises only in the same conditional update that lists a new
 * name. The analytics keep their day's UTM values (analytics-counters.ts) and their day's campaign pairs
 * (analytics-lead-counters.ts) in such lists, so a flood of invented values cannot grow an item without bound.
 *
 * A place is taken in three steps: (1) a listed name is written again; (2) else a new name takes a place while there
 * is room; (3) if (2) was refused, either another writer listed the same name meanwhile (then (1) succeeds now: names
 * are never removed) or the list was full (it never shrinks), so the name has no place.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

export type CappedList = {
  key: { pk: string; sk: string };
  cap: number;
  /** What every write of the item also sets (its period, its expiry...): SET clauses with their names and values. */
  keep: { set: string; names: Record<string, string>; values: Record<string, unknown> };
  /** `count`: each write ADDs 1 to the name's attribute (a counter per name); `list`: the attribute only marks the name. */
  mode: 'count' | 'list';
};

/** Writes `attribute` into the list (counting it, in `count` mode) unless the list is full; answers whether it is listed. */
export async function placeInCappedList(list: CappedList, attribute: string): Promise<boolean> {
  const names = { ...list.keep.names, '#v': attribute };
  const values = { ...list.keep.values, ':one': 1 };
  const update = (adds: readonly string[]) => {
    const sets = [list.keep.set, ...(list.mode === 'list' ? ['#v = :one'] : [])];
    const added = [...(list.mode === 'count' ? ['#v :one'] : []), ...adds];
    return `SET ${sets.join(', ')}${added.length ? ` ADD ${added.join(', ')}` : ''}`;
  };
  const attempt = async (condition: string, expression: string, extraNames: Record<string, string> = {}, extraValues: Record<string, unknown> = {}) => {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: list.key,
          UpdateExpression: expression,
          ConditionExpression: condition,
          ExpressionAttributeNames: { ...names, ...extraNames },
          ExpressionAttributeValues: { ...values, ...extraValues },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  };
  const listed = () => attempt('attribute_exists(#v)', update([]));
  if (await listed()) return true;
  const newPlace = await attempt(
    'attribute_not_exists(#v) AND (attribute_not_exists(#distinct) OR #distinct < :cap)',
    update(['#distinct :one']),
    { '#distinct': 'distinct' },
    { ':cap': list.cap },
  );
  return newPlace || (await listed());
}
