import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { placeInCappedList, type CappedList } from './capped-list.ts';
import { tableName } from './table.ts';

/** A list of this test's own, in a partition no other test writes. */
const listOf = (name: string, mode: CappedList['mode']): CappedList => ({
  key: { pk: 'TEST#CAPPED-LIST', sk: `${name}#${Date.now()}` },
  cap: 5,
  keep: { set: '#label = :label', names: { '#label': 'label' }, values: { ':label': name } },
  mode,
});

const stored = async (list: CappedList) =>
  (await documentClient.send(new GetCommand({ TableName: tableName(), Key: list.key, ConsistentRead: true }))).Item ?? {};

describe('a capped list kept in one item', () => {
  it('gives places to exactly 5 of 12 names written at once, and the size it keeps is 5', async () => {
    // Prepare
    const list = listOf('twelve-at-once', 'list');
    const names = Array.from({ length: 12 }, (_, i) => `p#name-${i}`);

    // Act
    const placed = await Promise.all(names.map((name) => placeInCappedList(list, name)));

    // Assess
    const item = await stored(list);
    expect(placed.filter(Boolean)).toHaveLength(5);
    expect(names.filter((name) => name in item)).toHaveLength(5);
    expect(names.filter((name, i) => placed[i] !== name in item)).toEqual([]);
    expect(item.distinct).toBe(5);
    expect(item.label).toBe('twelve-at-once');
  });

  it('counts a name written 20 times at once 20 times, in one place', async () => {
    // Prepare
    const list = listOf('one-name-twenty-times', 'count');

    // Act
    const placed = await Promise.all(Array.from({ length: 20 }, () => placeInCappedList(list, 'v#spring')));

    // Assess
    const item = await stored(list);
    expect(placed.every(Boolean)).toBe(true);
    expect(item['v#spring']).toBe(20);
    expect(item.distinct).toBe(1);
  });

  it('keeps counting the listed names once the list is full, and refuses a new one', async () => {
    // Prepare
    const list = listOf('full', 'count');
    for (const name of ['v#a', 'v#b', 'v#c', 'v#d', 'v#e']) await placeInCappedList(list, name);

    // Act
    const listedAgain = await placeInCappedList(list, 'v#c');
    const newOne = await placeInCappedList(list, 'v#f');

    // Assess
    const item = await stored(list);
    expect([listedAgain, newOne]).toEqual([true, false]);
    expect(item['v#c']).toBe(2);
    expect('v#f' in item).toBe(false);
    expect(item.distinct).toBe(5);
  });
});
