import { copyrightLine } from './copyright.ts';

describe('the footer copyright line', () => {
  it('runs from 2024 to the current year', () => {
    expect(copyrightLine(new Date(2026, 10, 23))).toBe('© 2024–2026 All rights reserved.');
  });

  it('moves on with the clock: in 2031 it says 2024–2031', () => {
    expect(copyrightLine(new Date(2031, 0, 1))).toBe('© 2024–2031 All rights reserved.');
  });

  it('says 2024 alone while the year is 2024', () => {
    expect(copyrightLine(new Date(2024, 5, 1))).toBe('© 2024 All rights reserved.');
  });
});
