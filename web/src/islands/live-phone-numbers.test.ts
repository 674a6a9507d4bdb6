import { changedNumbers, rePointedHref } from './live-phone-numbers.ts';

// The seeded numbers (shared/uk/whatsapp.ts): main +971500000582, premium +971500000583.
const STAFF_MAIN = { configKey: 'main', phoneNumber: '+971509998877' };

describe('the numbers staff changed', () => {
  it('maps each seeded number staff changed to the stored one, and leaves out those they did not', () => {
    const changes = changedNumbers([STAFF_MAIN, { configKey: 'premium', phoneNumber: '+971 50 000 0583' }]);

    expect([...changes]).toEqual([['+971500000582', '+971509998877']]);
  });

  it('ignores a stored number without digits and a row no seeded number has', () => {
    expect(changedNumbers([{ configKey: 'main', phoneNumber: '' }, { configKey: 'other', phoneNumber: '+447700900123' }]).size).toBe(0);
  });
});

describe('a link re-pointed to the stored number', () => {
  const changes = changedNumbers([STAFF_MAIN]);

  it('keeps a WhatsApp chat’s message', () => {
    expect(rePointedHref('https://wa.me/971500000582?text=Hi%21', changes)).toBe('https://wa.me/971509998877?text=Hi%21');
    expect(rePointedHref('https://wa.me/971500000582', changes)).toBe('https://wa.me/971509998877');
  });

  it('calls the stored number', () => {
    expect(rePointedHref('tel:+971500000582', changes)).toBe('tel:+971509998877');
  });

  it('is none for a link to a number staff did not change, or to one that only starts like it', () => {
    expect(rePointedHref('https://wa.me/971500000583?text=Hi', changes)).toBeUndefined();
    expect(rePointedHref('https://wa.me/9715000005821', changes)).toBeUndefined();
    expect(rePointedHref('tel:+971500000583', changes)).toBeUndefined();
  });
});
