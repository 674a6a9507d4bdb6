import { createStaffAccount, testAddress } from '../test/staff-accounts.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, logInWithCode, type StaffRequest } from '../test/staff-session.ts';

type Entry = { id: string; actor: string; action: string; ip: string; at: string };

/** Every audit record, following x-next-cursor page by page as the admin app does. */
async function wholeAuditLog(staff: StaffRequest): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | undefined;
  do {
    const page = await invokeRoute('GET', `/api/admin/audit?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { ...staff });
    expect(page.statusCode).toBe(200);
    entries.push(...(page.json as Entry[]));
    cursor = page.headers?.['x-next-cursor'] as string | undefined;
  } while (cursor);
  return entries;
}

describe('GET /api/admin/audit', () => {
  it('lists logins and failed logins newest first, a page at a time with x-next-cursor', async () => {
    // Prepare: one failed login, then the same person logs in, from one address.
    const address = testAddress();
    const totpSecret = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
    const account = await createStaffAccount({ permanentPassword: 'Audited-Passw0rd!', admin: true, totpSecret });
    const headers = { 'cloudfront-viewer-address': `${address}:443` };
    await invokeRoute('POST', '/api/auth/login', { body: { username: account.username, password: 'not-the-password' }, headers });
    await logInWithCode({ username: account.username, password: 'Audited-Passw0rd!', totpSecret }, { headers });
    const staff = await loggedInStaff();

    // Act
    const all = await wholeAuditLog(staff);
    const first = await invokeRoute('GET', '/api/admin/audit?limit=1', { ...staff });
    const second = await invokeRoute('GET', `/api/admin/audit?limit=1&cursor=${first.headers!['x-next-cursor']}`, { ...staff });

    // Assess
    const mine = all.filter((entry) => entry.actor === account.username);
    expect(mine.map((entry) => entry.action)).toEqual(['auth.login', 'auth.login.failed']);
    expect(mine.every((entry) => entry.ip === address)).toBe(true);
    const times = all.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.json).toHaveLength(1);
    expect(first.headers!['x-next-cursor']).toBeTruthy();
    expect(second.json).toHaveLength(1);
    expect(second.json[0].id).not.toBe(first.json[0].id);
    expect(second.json[0].at <= first.json[0].at).toBe(true);
  });

  it('answers 400 for a page size out of range or a cursor it never handed out', async () => {
    // Prepare
    const staff = await loggedInStaff();

    // Act
    const zero = await invokeRoute('GET', '/api/admin/audit?limit=0', { ...staff });
    const huge = await invokeRoute('GET', '/api/admin/audit?limit=101', { ...staff });
    const forged = await invokeRoute('GET', '/api/admin/audit?cursor=bm90LWEta2V5', { ...staff });

    // Assess
    expect([zero.statusCode, huge.statusCode, forged.statusCode]).toEqual([400, 400, 400]);
    expect(zero.json.fieldErrors).toEqual({ limit: 'The page size must be a whole number from 1 to 100.' });
    expect(forged.json.fieldErrors).toEqual({ cursor: 'This page link is no longer valid. Please start from the first page.' });
  });
});
