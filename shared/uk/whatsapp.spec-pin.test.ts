/**
 * The UK section's numbers (uk-and-admin.md section 7): most pages use the number ending 0582, the premium page and
 * /uk-4 other numbers. Only the last digits are in the spec; the full placeholders are pinned so a change is
 * deliberate.
 */
import { AMOUNT_PLACEHOLDER, phoneKeyForRoute, UK_PHONE_NUMBERS } from './whatsapp.ts';

describe('the UK section\'s phone numbers', () => {
  it('uses the 0582 number on the hub and the sales pages, and other numbers on /uk-dubai and /uk-4', () => {
    expect(UK_PHONE_NUMBERS.main.phoneNumber).toBe('+971500000582');
    expect(UK_PHONE_NUMBERS.premium.phoneNumber).toBe('+971500000583');
    expect(UK_PHONE_NUMBERS.uk4.phoneNumber).toBe('+971500000584');
    expect(UK_PHONE_NUMBERS.ukOffice.phoneNumber).toBe('+442079460582');
    expect([phoneKeyForRoute('/uk'), phoneKeyForRoute('/uk-dubai'), phoneKeyForRoute('/uk-4'), phoneKeyForRoute('/uk-dubai-4')]).toEqual([
      'main',
      'premium',
      'uk4',
      'uk4',
    ]);
  });

  it('seeds every number active under its own config key', () => {
    expect(Object.values(UK_PHONE_NUMBERS).map(({ configKey, isActive }) => [configKey, isActive])).toEqual([
      ['main', true],
      ['premium', true],
      ['uk4', true],
      ['ukOffice', true],
    ]);
  });

  it('asks the visitor to fill in "[insert amount]" for their profit', () => {
    expect(AMOUNT_PLACEHOLDER).toBe('[insert amount]');
  });
});
