import { withBusinessNumber } from './phone-numbers.ts';

describe('withBusinessNumber', () => {
  it('points a chat link built from the built-in number (+971500000582) at the live number, message kept', () => {
    expect(withBusinessNumber('https://wa.me/971500000582?text=Hello%21', '+971509998877')).toBe('https://wa.me/971509998877?text=Hello%21');
  });

  it('points the tel: link too, and leaves other numbers and unchanged numbers alone', () => {
    expect(withBusinessNumber('tel:+971500000582', '+971509998877')).toBe('tel:+971509998877');
    expect(withBusinessNumber('tel:+442079460582', '+971509998877')).toBe('tel:+442079460582');
    expect(withBusinessNumber('https://wa.me/971500000583', '+971509998877')).toBe('https://wa.me/971500000583');
    expect(withBusinessNumber('https://wa.me/971500000582', '+971500000582')).toBe('https://wa.me/971500000582');
  });
});
