/**
 * The staff password policy: the CDK user pool and the local stand-in are created from it, and the new-password form
 * and route check it, so a refused password is explained before Cognito is asked.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  /** Far beyond any real password; longer input is refused before it reaches Cognito. */
  maxLength: 256,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's special characters (its password policy counts only these as symbols). */
export const PASSWORD_SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export const PASSWORD_MESSAGES = {
  required: 'New password is required',
  tooShort: `Use at least ${PASSWORD_POLICY.minLength} characters`,
  tooLong: `Use at most ${PASSWORD_POLICY.maxLength} characters`,
  lowercase: 'Include a lowercase letter',
  uppercase: 'Include an uppercase letter',
  digit: 'Include a digit',
  symbol: 'Include a symbol such as ! @ # or %',
  edgeSpace: 'Do not start or end with a space',
} as const;

/** The first rule of the policy the password breaks, as its message; undefined when it meets the policy. */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_POLICY.minLength) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_POLICY.maxLength) return PASSWORD_MESSAGES.tooLong;
  // Cognito counts a space as a symbol but refuses one at either end.
  if (/^\s|\s$/.test(password)) return PASSWORD_MESSAGES.edgeSpace;
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (PASSWORD_POLICY.requireDigits && !/[0-9]/.test(password)) return PASSWORD_MESSAGES.digit;
  if (PASSWORD_POLICY.requireSymbols && !PASSWORD_SYMBOLS.test(password)) return PASSWORD_MESSAGES.symbol;
  return undefined;
}
