/**
 * What keeps the tax report from being a relay, pinned: the plain-name rule at its boundaries, the quotas
 * and their messages. None of these are in the spec; they are ours, copied here as literals.
 */
import { TAX_REPORT_COPY } from './tax-report-copy.ts';
import { PLAIN_NAME_MAX, plainNameOf, TAX_REPORT_LIMIT_MESSAGES, TAX_REPORT_LIMITS } from './tax-report-rules.ts';

describe('the name shown in the tax report', () => {
  it('shows a name of letters, spaces, hyphens and apostrophes from any script', () => {
    expect(plainNameOf('Hannah Price')).toBe('Hannah Price');
    expect(plainNameOf("Seán O'Brien-Łukasz")).toBe("Seán O'Brien-Łukasz");
    expect(plainNameOf('Ayşe Yılmaz')).toBe('Ayşe Yılmaz');
    expect(plainNameOf('محمد العلي')).toBe('محمد العلي');
    expect(plainNameOf('王小明')).toBe('王小明');
    expect(plainNameOf('Zoë d’Arcy')).toBe('Zoë d’Arcy');
  });

  it('shows a name of 60 characters and none of 61', () => {
    expect(PLAIN_NAME_MAX).toBe(60);
    expect(plainNameOf('A'.repeat(60))).toBe('A'.repeat(60));
    expect(plainNameOf('A'.repeat(61))).toBeUndefined();
  });

  it('collapses runs of spaces and trims, so no layout can be drawn with them', () => {
    expect(plainNameOf('  Hannah     Price ')).toBe('Hannah Price');
    expect(plainNameOf('Hannah\n\n\tPrice')).toBe('Hannah Price');
  });

  it('shows no name for anything that reads as a link, a domain or an address', () => {
    expect(plainNameOf('http://evil.example')).toBeUndefined();
    expect(plainNameOf('evil.example')).toBeUndefined();
    expect(plainNameOf('win@prize.example')).toBeUndefined();
    expect(plainNameOf('www prize example')).toBeUndefined();
    expect(plainNameOf('Claim at prize dot com')).toBeUndefined();
    expect(plainNameOf('Visit https now')).toBeUndefined();
  });

  it('shows no name for digits, punctuation or markup', () => {
    expect(plainNameOf('Call 07700 900789')).toBeUndefined();
    expect(plainNameOf('Hi! You won')).toBeUndefined();
    expect(plainNameOf('<b>Boss</b>')).toBeUndefined();
    expect(plainNameOf("-'")).toBeUndefined();
    expect(plainNameOf('')).toBeUndefined();
  });

  it('greets by the plain name, or neutrally with "Hello," when there is none', () => {
    expect(TAX_REPORT_COPY.greeting('Hannah Price')).toBe('Dear Hannah Price,');
    expect(TAX_REPORT_COPY.greeting(undefined)).toBe('Hello,');
  });
});

describe('the tax report quotas', () => {
  it('sends at most 3 reports to one address and 20 from one source address in a day', () => {
    expect(TAX_REPORT_LIMITS).toEqual({ windowSeconds: 86400, perRecipient: 3, perSource: 20 });
  });

  it('says why a report was refused', () => {
    expect(TAX_REPORT_LIMIT_MESSAGES).toEqual({
      perRecipient: 'This e-mail address has already been sent 3 reports today. Please try again tomorrow.',
      perSource: 'Too many reports have been requested from your network today. Please try again tomorrow.',
    });
  });
});
