/**
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP; HMAC-SHA1, as Cognito's software-token MFA and every
 * authenticator app make them), computed from the base32 secret the way the staff member's app does. Test support
 * only: integration and end-to-end tests log in with a real code instead of mocking the step away, and the benchmark
 * logs in with it. The product never computes codes: Cognito checks them.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** How long one code lasts, and the step the codes count in. */
export const TOTP_STEP_SECONDS = 30;

/** The bytes of a base32 secret (RFC 4648; case, spaces and padding ignored, as apps accept it). */
export function base32Bytes(secret: string): Buffer {
  const clean = secret.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = BASE32.indexOf(character);
    if (index === -1) throw new Error(`Not a base32 character: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The base32 text of some bytes, without padding (what a test passes as ADMIN_TOTP_SECRET). */
export function base32Text(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? text + BASE32[(value << (5 - bits)) & 31] : text;
}

/** The time step an instant falls in (RFC 6238's T: whole 30-second steps since the epoch). */
export const totpStep = (atMs: number) => Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** The code an authenticator app shows for the secret at `atMs` (default now), `digits` long (Cognito: 6). */
export function totpCode(secret: string, atMs: number = Date.now(), digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(totpStep(atMs)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * A six-digit code that is not the secret's code of the step before, at or after `atMs` (the window Cognito and
 * cognito-local accept), so a "wrong code" test never guesses right by chance.
 */
export function wrongTotpCode(secret: string, atMs: number = Date.now()): string {
  const accepted = new Set([-1, 0, 1].map((step) => totpCode(secret, atMs + step * TOTP_STEP_SECONDS * 1000)));
  let candidate = 0;
  while (accepted.has(String(candidate).padStart(6, '0'))) candidate += 111_111;
  return String(candidate).padStart(6, '0');
}
