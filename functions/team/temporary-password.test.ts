import { passwordProblem } from '#shared/auth/password-policy.ts';
import { temporaryPassword } from './temporary-password.ts';

describe('a temporary password for an invitation or a reset', () => {
  it('meets the pool policy every time: 20 characters with every class', () => {
    // Act
    const passwords = Array.from({ length: 500 }, temporaryPassword);

    // Assess
    for (const password of passwords) {
      expect(password).toHaveLength(20);
      expect(passwordProblem(password)).toBeUndefined();
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[!#%+\-=?@^_]/);
    }
  });

  it('is different every time and has no characters that read alike (0, O, 1, l, I)', () => {
    // Act
    const passwords = Array.from({ length: 500 }, temporaryPassword);

    // Assess
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(passwords.join('')).not.toMatch(/[0O1lI]/);
  });
});
