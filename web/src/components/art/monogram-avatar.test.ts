import { initialsOf } from './monogram-avatar.tsx';

describe('the monogram a testimonial shows without a photograph', () => {
  it('takes the first letters of the first and last names, in capitals', () => {
    expect(initialsOf('Sarah van Dijk')).toBe('SD');
    expect(initialsOf('  james   o’brien ')).toBe('JO');
  });

  it('shows one letter for a single name and nothing for a blank one', () => {
    expect(initialsOf('Amira')).toBe('A');
    expect(initialsOf('   ')).toBe('');
  });
});
