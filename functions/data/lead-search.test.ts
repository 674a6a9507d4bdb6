import { searchKeys, searchPlan } from './lead-search.ts';

describe('lead search keys and plans', () => {
  it('indexes a lead by its normalised name, e-mail address and the E.164 digits of its phone number', () => {
    const keys = searchKeys({ id: 'id-1', createdAt: '2026-11-01T10:00:00.000Z', fullName: '  Zoë   Ångström ', email: ' Zoe@Example.COM', phone: '+44 (0)7700-900 123' });

    expect(keys).toEqual({
      gsi3pk: 'LEADNAME#z', gsi3sk: 'zoe angstrom#2026-11-01T10:00:00.000Z#id-1',
      gsi4pk: 'LEADEMAIL#z', gsi4sk: 'zoe@example.com#2026-11-01T10:00:00.000Z#id-1',
      gsi5pk: 'LEADPHONE#4', gsi5sk: '447700900123#2026-11-01T10:00:00.000Z#id-1',
    });
  });

  it('indexes every spelling of one number under one key, a national number read with the lead country', () => {
    const spellings = [
      { phone: '+44 7700 900123' },
      { phone: '0044 7700-900123' },
      { phone: '07700 900123', country: 'United Kingdom' },
    ];

    const keys = spellings.map((spelling) => searchKeys({ id: 'id-1', createdAt: '2026-11-01T10:00:00.000Z', fullName: 'Sam', email: 's@example.com', ...spelling }).gsi5sk);

    expect(keys).toEqual(Array(3).fill('447700900123#2026-11-01T10:00:00.000Z#id-1'));
  });

  it('keeps the digits as typed for a number it cannot read', () => {
    const keys = searchKeys({ id: 'id-1', createdAt: '2026-11-01T10:00:00.000Z', fullName: 'Sam', email: 's@example.com', phone: '07700 900123' });

    expect(keys.gsi5sk).toBe('07700900123#2026-11-01T10:00:00.000Z#id-1');
  });

  it('searches a number typed with 00 or a national 0 as E.164 digits too', () => {
    expect(searchPlan('0044 7700 9')).toEqual([{ index: 'byPhone', partition: 'LEADPHONE#4', prefix: '4477009' }]);
    expect(searchPlan('07700 9').map((phase) => phase.prefix)).toEqual(['077009', '4477009', '97177009']);
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
