import type { PhoneConfig } from '#shared/admin/phone-config-rules.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { getPhoneConfig } from '../data/phone-configs.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
let seeded: PhoneConfig[];

beforeAll(async () => {
  staff = await loggedInStaff();
  seeded = (await invokeRoute('GET', '/api/admin/phone-config', staff)).json;
});

// Other test files read the seeded numbers from the same table: put them back as they were.
afterAll(async () => {
  for (const { configKey, phoneNumber, displayName, description, isActive } of seeded) {
    await invokeRoute('PUT', `/api/admin/phone-config/${configKey}`, { ...staff, body: { phoneNumber, displayName, description, isActive } });
  }
});

const publicNumber = async (configKey: string) =>
  ((await invokeRoute('GET', '/api/phone-numbers')).json as { configKey: string; phoneNumber: string }[]).find((row) => row.configKey === configKey);

describe('Phone Config: staff change the numbers the site shows', () => {
  it('lists the seeded configs for staff, inactive ones included', async () => {
    const response = await invokeRoute('GET', '/api/admin/phone-config', staff);

    expect(response.statusCode).toBe(200);
    expect((response.json as PhoneConfig[]).map((row) => row.configKey)).toEqual(expect.arrayContaining(['main', 'premium', 'uk4', 'ukOffice']));
  });

  it('changes a number: the public endpoint answers it at once and the audit log has before and after', async () => {
    // Prepare
    const before = (await getPhoneConfig('premium'))!;

    // Act
    const response = await invokeRoute('PUT', '/api/admin/phone-config/premium', {
      ...staff,
      body: { phoneNumber: '+971509998877', displayName: before.displayName, description: before.description, isActive: true },
    });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ configKey: 'premium', phoneNumber: '+971509998877' });
    expect(await publicNumber('premium')).toMatchObject({ phoneNumber: '+971509998877' });
    const audit = await listAuditForTarget('phone-config#premium');
    expect(audit.at(-1)).toMatchObject({ actor: INTEGRATION_ADMIN.username, action: 'phone-config.update', before: { phoneNumber: before.phoneNumber }, after: { phoneNumber: '+971509998877' } });
  });

  it('a deactivated number leaves the public list, and comes back when reactivated', async () => {
    const row = (await getPhoneConfig('uk4'))!;
    const body = { phoneNumber: row.phoneNumber, displayName: row.displayName, description: row.description };

    await invokeRoute('PUT', '/api/admin/phone-config/uk4', { ...staff, body: { ...body, isActive: false } });
    const whileInactive = await publicNumber('uk4');
    await invokeRoute('PUT', '/api/admin/phone-config/uk4', { ...staff, body: { ...body, isActive: true } });

    expect(whileInactive).toBeUndefined();
    expect(await publicNumber('uk4')).toMatchObject({ phoneNumber: row.phoneNumber });
  });

  it('refuses a number that is not E.164 and a request without a session, changing nothing', async () => {
    // Prepare
    const before = (await getPhoneConfig('ukOffice'))!;

    // Act
    const bad = await invokeRoute('PUT', '/api/admin/phone-config/ukOffice', { ...staff, body: { phoneNumber: '020 7946 0582', displayName: 'UK office', isActive: true } });
    const bearer = await invokeRoute('PUT', '/api/admin/phone-config/ukOffice', {
      headers: { authorization: 'Bearer admin-token' },
      body: { phoneNumber: '+442079460000', displayName: 'UK office', isActive: true },
    });

    // Assess
    expect(bad.statusCode).toBe(400);
    expect(bad.json.fieldErrors.phoneNumber).toBe('Enter the number in E.164 format: + and the country code, then the number, up to 15 digits (e.g. +971500000582)');
    expect(bearer.statusCode).toBe(401);
    expect(await getPhoneConfig('ukOffice')).toEqual(before);
  });
});
