import { searchKeys, searchPlan } from './lead-search.ts';

describe('lead search keys and plans', () => {
  it('indexes a lead by its normalised name, e-mail address and phone digits', () => {
    const keys = searchKeys({ id: 'id-1', createdAt: '2026-11-01T10:00:00.000Z', fullName: '  Zoë   Ångström ', email: ' Zoe@Example.COM', phone: '+44 (0)7700-900 123' });

    expect(keys).toEqual({
      gsi3pk: 'LEADNAME#z', gsi3sk: 'zoe angstrom#2026-11-01T10:00:00.000Z#id-1',
      gsi4pk: 'LEADEMAIL#z', gsi4sk: 'zoe@example.com#2026-11-01T10:00:00.000Z#id-1',
      gsi5pk: 'LEADPHONE#4', gsi5sk: '4407700900123#2026-11-01T10:00:00.000Z#id-1',
    });
  });

  it('leaves a lead without a phone number out of the phone index', () => {
    const keys = searchKeys({ id: 'id-2', createdAt: '2026-11-01T10:00:00.000Z', fullName: 'Sam', email: 'sam@example.com', phone: '' });

    expect(Object.keys(keys).sort()).toEqual(['gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk']);
  });

  it('searches digits as a phone number, text with @ as an e-mail address, and a word as a name then an address', () => {
    expect(searchPlan(' +971 50-12 ')).toEqual([{ index: 'byPhone', partition: 'LEADPHONE#9', prefix: '9715012' }]);
    expect(searchPlan('Amira@Exa')).toEqual([{ index: 'byEmail', partition: 'LEADEMAIL#a', prefix: 'amira@exa' }]);
    expect(searchPlan('ÉMILE')).toEqual([
      { index: 'byName', partition: 'LEADNAME#e', prefix: 'emile' },
      { index: 'byEmail', partition: 'LEADEMAIL#é', prefix: 'émile', exclude: { index: 'byName', prefix: 'emile' } },
    ]);
    expect(searchPlan('Amira Khan')).toEqual([{ index: 'byName', partition: 'LEADNAME#a', prefix: 'amira khan' }]);
    expect(searchPlan('  ')).toEqual([]);
  });
});
