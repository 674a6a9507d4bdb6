import { createStaffAccount, testAddress } from '../test/staff-accounts.ts';
import { invokeRoute } from '../test/invoke-route.ts';

const PASSWORD = 'Throttle-Passw0rd!';
const WINDOW_MS = 15 * 60 * 1000;

/**
 * A moment 100 s into a 15-minute window that has not started yet, so the test owns the whole window whatever the
 * wall clock says (the throttle's clock is the request time API Gateway reports).
 */
function momentInFreshWindow(): number {
  const nextWindow = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + WINDOW_MS;
  return nextWindow + 100_000;
}

function attempt(username: string, password: string, address: string, timeEpoch: number) {
  return invokeRoute('POST', '/api/auth/login', {
    body: { username, password },
    headers: { 'cloudfront-viewer-address': `${address}:443` },
    timeEpoch,
  });
}

async function failTimes(times: number, username: (i: number) => string, address: string, timeEpoch: number) {
  for (let i = 0; i < times; i++) {
    const failed = await attempt(username(i), 'Wrong-Passw0rd!', address, timeEpoch);
    expect(failed.statusCode).toBe(401);
  }
}

describe('failed logins are slowed down in our own handler', () => {
  it('answers 429 with Retry-After after 5 failures for one username from one address, even to the right password', async () => {
    // Prepare
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const address = testAddress();
    const now = momentInFreshWindow();
    await failTimes(5, () => account.username, address, now);

    // Act
    const locked = await attempt(account.username, PASSWORD, address, now);

    // Assess
    expect(locked.statusCode).toBe(429);
    expect(locked.json).toEqual({ message: 'Too many failed login attempts. Please wait a few minutes and try again.' });
    expect(locked.headers!['retry-after']).toBe('800');
    expect(locked.cookies).toBeUndefined();
  });

  it('lets no more than 5 guesses through when they arrive all at once', async () => {
    // Prepare
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const address = testAddress();
    const now = momentInFreshWindow();

    // Act
    const burst = await Promise.all(Array.from({ length: 12 }, () => attempt(account.username, 'Wrong-Passw0rd!', address, now)));

    // Assess
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('never locks the staff member out of their own address because of failures from elsewhere', async () => {
    // Prepare
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const attacker = testAddress();
    const now = momentInFreshWindow();
    await failTimes(5, () => account.username, attacker, now);

    // Act
    const attackerAgain = await attempt(account.username, PASSWORD, attacker, now);
    const own = await attempt(account.username, PASSWORD, testAddress(), now);

    // Assess
    expect(attackerAgain.statusCode).toBe(429);
    expect(own.statusCode).toBe(200);
  });

  it('locks the whole IPv6 /64 of a guesser who takes a new address from it for each guess, and no other network', async () => {
    // Prepare: five failures, each from another address of one /64.
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const network = `2001:db8:${Math.floor(Math.random() * 0xfffe).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const now = momentInFreshWindow();
    for (let i = 1; i <= 5; i++) {
      const failed = await attempt(account.username, 'Wrong-Passw0rd!', `${network}:${i}:0:0:1`, now);
      expect(failed.statusCode).toBe(401);
    }

    // Act
    const sameNetwork = await attempt(account.username, PASSWORD, `${network}:abcd::7`, now);
    const ownNetwork = await attempt(account.username, PASSWORD, `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1`, now);

    // Assess
    expect(sameNetwork.statusCode).toBe(429);
    expect(ownNetwork.statusCode).toBe(200);
  });

  it('locks an address after 20 failures across usernames, for every username', async () => {
    // Prepare
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const address = testAddress();
    const now = momentInFreshWindow();
    await failTimes(20, (i) => `nobody-${i}`, address, now);

    // Act
    const locked = await attempt(account.username, PASSWORD, address, now);

    // Assess
    expect(locked.statusCode).toBe(429);
    expect(locked.headers!['retry-after']).toBe('800');
  });

  it('gives the same 429 for a username that does not exist as for one that does', async () => {
    // Prepare
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const [existingAddress, unknownAddress] = [testAddress(), testAddress()];
    const now = momentInFreshWindow();
    await failTimes(5, () => account.username, existingAddress, now);
    await failTimes(5, () => 'no-such-staff-member', unknownAddress, now);

    // Act
    const existing = await attempt(account.username, 'Wrong-Passw0rd!', existingAddress, now);
    const unknown = await attempt('no-such-staff-member', 'Wrong-Passw0rd!', unknownAddress, now);

    // Assess
    expect(existing.statusCode).toBe(429);
    expect({ status: unknown.statusCode, body: unknown.body, headers: unknown.headers }).toEqual({
      status: existing.statusCode,
      body: existing.body,
      headers: existing.headers,
    });
  });

  it('does not count a successful login as a failure', async () => {
    // Prepare
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const address = testAddress();
    const now = momentInFreshWindow();
    await failTimes(4, () => account.username, address, now);
    expect((await attempt(account.username, PASSWORD, address, now)).statusCode).toBe(200);

    // Act: the fifth failure is still a plain 401, and only then is the address locked for this username.
    const fifth = await attempt(account.username, 'Wrong-Passw0rd!', address, now);
    const sixth = await attempt(account.username, PASSWORD, address, now);

    // Assess
    expect(fifth.statusCode).toBe(401);
    expect(sixth.statusCode).toBe(429);
  });

  it('lets the staff member in again when the 15-minute window ends', async () => {
    // Prepare
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
    const address = testAddress();
    const now = momentInFreshWindow();
    await failTimes(5, () => account.username, address, now);
    expect((await attempt(account.username, PASSWORD, address, now)).statusCode).toBe(429);

    // Act: 800 s later, when Retry-After said.
    const later = await attempt(account.username, PASSWORD, address, now + 800_000);

    // Assess
    expect(later.statusCode).toBe(200);
  });
});
