import { passwordProblem } from './password-policy.ts';

describe('the staff password policy', () => {
  it.each([
    ['', 'New password is required'],
    ['Sh0rt!', 'Use at least 12 characters'],
    ['ALL-UPPER-CASE-1', 'Include a lowercase letter'],
    ['all-lower-case-1', 'Include an uppercase letter'],
    ['No-Digits-Here!', 'Include a digit'],
    ['NoSymbolsHere1234', 'Include a symbol such as ! @ # or %'],
    ['x'.repeat(257), 'Use at most 256 characters'],
    [' My-Own-Passw0rd', 'Do not start or end with a space'],
  ])('refuses %j: %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts a password with every character class and twelve characters', () => {
    expect(passwordProblem('My-Own-Passw0rd!')).toBeUndefined();
    expect(passwordProblem('Abcdef ghij1')).toBeUndefined();
  });
});
