import { base32Bytes, base32Text, totpCode } from './totp.ts';

// RFC 6238 Appendix B, SHA-1: the secret is the ASCII text "12345678901234567890", codes are 8 digits.
const RFC_SECRET = base32Text(Buffer.from('12345678901234567890', 'ascii'));

describe('the test support TOTP codes', () => {
  it('computes the RFC 6238 test vectors (SHA-1, 8 digits)', () => {
    // Prepare
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];

    // Act
    const codes = vectors.map(([seconds]) => totpCode(RFC_SECRET, seconds * 1000, 8));

    // Assess
    expect(codes).toEqual(vectors.map(([, code]) => code));
  });

  it('gives the last six digits as the 6-digit code Cognito and authenticator apps use', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('reads base32 the way apps accept it (lower case, spaces, padding) and writes it back', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Bytes('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString('ascii')).toBe('12345678901234567890');
    expect(base32Bytes('MZXW6===').toString('ascii')).toBe('foo');
  });
});
