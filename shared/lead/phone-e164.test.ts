import { phoneE164, phoneE164Candidates } from './phone-e164.ts';

describe('phone numbers in E.164', () => {
  it('reads UK numbers with a prefix, 00, spaces, brackets and a national 0 with the lead country', () => {
    expect(phoneE164('+44 7700 900123')).toBe('+447700900123');
    expect(phoneE164('+44 (0)7700-900 123')).toBe('+447700900123');
    expect(phoneE164('0044 7700 900123')).toBe('+447700900123');
    expect(phoneE164('07700 900123', 'United Kingdom')).toBe('+447700900123');
    expect(phoneE164('07700900123', 'GB')).toBe('+447700900123');
  });

  it('reads UAE numbers with and without their prefix', () => {
    expect(phoneE164('+971 50 123 4567')).toBe('+971501234567');
    expect(phoneE164('00971501234567')).toBe('+971501234567');
    expect(phoneE164('050 123 4567', 'United Arab Emirates')).toBe('+971501234567');
    expect(phoneE164('50-123-4567', 'United Arab Emirates')).toBe('+971501234567');
  });

  it('reads US numbers with and without their prefix', () => {
    expect(phoneE164('+1 (202) 555-0147')).toBe('+12025550147');
    expect(phoneE164('001 202 555 0147')).toBe('+12025550147');
    expect(phoneE164('(202) 555-0147', 'United States')).toBe('+12025550147');
  });

  it('prefers the international prefix over the lead country', () => {
    expect(phoneE164('+971 50 123 4567', 'United Kingdom')).toBe('+971501234567');
  });

  it('gives nothing for a national number without a country, an unknown country, or no number', () => {
    expect(phoneE164('07700 900123')).toBeUndefined();
    expect(phoneE164('07700 900123', 'Atlantis')).toBeUndefined();
    expect(phoneE164('12')).toBeUndefined();
    expect(phoneE164('call me')).toBeUndefined();
    expect(phoneE164('')).toBeUndefined();
    expect(phoneE164(undefined)).toBeUndefined();
  });

  it('reads a national number typed into a search as a UK and a UAE number where possible', () => {
    expect(phoneE164Candidates('07700 900123')).toContain('+447700900123');
    expect(phoneE164Candidates('050 123 4567')).toContain('+971501234567');
    expect(phoneE164Candidates('+1 202 555 0147')).toEqual(['+12025550147']);
    expect(phoneE164Candidates('12')).toEqual([]);
  });
});
