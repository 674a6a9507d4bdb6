/**
 * The staff login's second factor: time-based one-time codes (RFC 6238) from an authenticator app, as Cognito's
 * software-token MFA makes them: HMAC-SHA1, 6 digits, a new code every 30 seconds. Messages: session-messages.ts.
 */
import { BRAND } from '../site-copy.ts';

/** A code as the form and the API accept it: exactly six digits (spaces the app shows between groups removed first). */
export const MFA_CODE_PATTERN = /^\d{6}$/;

/** The name authenticator apps show above the account's codes (the otpauth URI's issuer and label prefix). */
export const MFA_ISSUER = `${BRAND.name} admin`;

/**
 * The otpauth:// URI an authenticator app reads from the set-up step's QR code (Google Authenticator's key URI
 * format): the account's label, its base32 secret and Cognito's parameters.
 */
export function otpauthUri(username: string, secretCode: string): string {
  // encodeURIComponent, not URLSearchParams: some apps read a '+' in the issuer as a plus sign, not a space.
  const label = `${encodeURIComponent(MFA_ISSUER)}:${encodeURIComponent(username)}`;
  const issuer = encodeURIComponent(MFA_ISSUER);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secretCode)}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
}

/** A code as typed: spaces and dashes (an app's grouping, "123 456") removed. */
export const normalizeMfaCode = (code: string) => code.replace(/[\s-]/g, '');
