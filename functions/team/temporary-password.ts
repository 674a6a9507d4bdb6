import { randomInt } from 'node:crypto';
import { passwordProblem } from '#shared/auth/password-policy.ts';

/** Letters and digits that cannot be misread in an e-mail (no I, l, O, 0, 1), and symbols Cognito's policy counts. */
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+-=?@^_'] as const;
const LENGTH = 20;

/**
 * A strong temporary password for an invitation or a reset: 20 characters (about 120 bits) from a CSPRNG, with at
 * least one of each class, so it meets the pool's policy (shared/auth/password-policy.ts) whatever it requires.
 */
export function temporaryPassword(): string {
  const all = CLASSES.join('');
  for (;;) {
    const characters = CLASSES.map((set) => set[randomInt(set.length)]!);
    while (characters.length < LENGTH) characters.push(all[randomInt(all.length)]!);
    for (let i = characters.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [characters[i], characters[j]] = [characters[j]!, characters[i]!];
    }
    const password = characters.join('');
    if (!passwordProblem(password)) return password;
  }
}
