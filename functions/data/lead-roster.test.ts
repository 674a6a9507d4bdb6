import { ownerOfTurn } from './lead-roster.ts';

describe('round-robin: whose turn a new lead is', () => {
  it('goes round the enabled staff in username order, starting again after the last', () => {
    // Prepare: the roster stores a set, which comes back in any order
    const members = ['omar', 'aisha', 'james'];

    // Act
    const owners = [0, 1, 2, 3, 4, 5, 6].map((turn) => ownerOfTurn({ members, roundRobin: true, turn }));

    // Assess
    expect(owners).toEqual(['aisha', 'james', 'omar', 'aisha', 'james', 'omar', 'aisha']);
  });

  it('keeps going round when a member joins or leaves between two leads (the turn counts leads, not people)', () => {
    expect(ownerOfTurn({ members: ['aisha', 'james'], roundRobin: true, turn: 5 })).toBe('james');
    expect(ownerOfTurn({ members: ['aisha', 'james', 'omar'], roundRobin: true, turn: 5 })).toBe('omar');
    expect(ownerOfTurn({ members: ['aisha'], roundRobin: true, turn: 41 })).toBe('aisha');
  });

  it('leaves the lead unassigned while the setting is off or nobody is enabled', () => {
    expect(ownerOfTurn({ members: ['aisha', 'james'], roundRobin: false, turn: 0 })).toBeUndefined();
    expect(ownerOfTurn({ members: [], roundRobin: true, turn: 3 })).toBeUndefined();
  });
});
