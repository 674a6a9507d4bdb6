import { PHONE_CONFIG_TOASTS } from './phone-config-rules.ts';
import { phoneConfigYupSchema } from './phone-config.yup.ts';
import { phoneConfigBodySchema } from './phone-config.zod.ts';

describe('Phone config rules', () => {
  it("carries the spec's catalogue messages (uk-and-admin.md section 8)", () => {
    expect(PHONE_CONFIG_TOASTS.fetchFailed.description).toBe('Failed to fetch phone configs');
    expect(PHONE_CONFIG_TOASTS.updated.description).toBe('Phone configuration updated successfully');
    expect(PHONE_CONFIG_TOASTS.updateFailed.description).toBe('Failed to update phone configuration');
  });

  const base = { displayName: 'Main WhatsApp', description: '', isActive: true };
  it.each([
    ['+971500000582', true],
    ['+12', true],
    ['+123456789012345', true],
    ['+1234567890123456', false],
    ['+1', false],
    ['+0971500000582', false],
    ['971500000582', false],
    ['+971 500 000 582', false],
    ['', false],
  ])('the form and the API agree on %j (valid: %s)', (phoneNumber, valid) => {
    const yupValid = phoneConfigYupSchema.isValidSync({ ...base, phoneNumber });
    const zodValid = phoneConfigBodySchema.safeParse({ ...base, phoneNumber }).success;
    expect([yupValid, zodValid]).toEqual([valid, valid]);
  });

  it('the form and the API give the same message for a bad number', () => {
    const message = 'Enter the number in E.164 format: + and the country code, then the number, up to 15 digits (e.g. +971500000582)';
    expect(() => phoneConfigYupSchema.validateSync({ ...base, phoneNumber: '0971' })).toThrow(message);
    expect(phoneConfigBodySchema.safeParse({ ...base, phoneNumber: '0971' }).error?.issues[0]?.message).toBe(message);
  });
});
