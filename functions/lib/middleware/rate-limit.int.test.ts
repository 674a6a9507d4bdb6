import { randomInt } from 'node:crypto';
import { invokeRoute } from '../../test/invoke-route.ts';
import { loggedInStaff } from '../../test/staff-session.ts';
import { storedLeadsFor, storedOfKind } from '../../test/stored.ts';

// The real limits: this file's process ignores the tier's raised multiplier.
const tierMultiplier = process.env.RATE_LIMIT_MULTIPLIER;
beforeEach(() => {
  process.env.RATE_LIMIT_MULTIPLIER = '1';
});
afterAll(() => {
  process.env.RATE_LIMIT_MULTIPLIER = tierMultiplier;
});

/** An address of the documentation range no other test uses, so its counters start at zero. */
const freshAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
/** 10:02:30 UTC on a day of this run: 7 minutes 30 seconds before its ten-minute window ends. */
const inWindow = (day: number) => Date.UTC(2031, 0, 1 + day, 10, 2, 30);
const lead = (email: string) => ({ fullName: 'Rita Flood', email, phone: '+44 7700 900123' });

describe('the per-address rate limit of the public writes', () => {
  it('stores ten leads from one address within ten minutes, refuses the eleventh with 429 and Retry-After, and stores it not', async () => {
    // Prepare
    const sourceIp = freshAddress();
    const day = randomInt(0, 3000);
    const email = `flood-${sourceIp}-${day}@example.com`;
    for (let sent = 0; sent < 10; sent++) {
      const accepted = await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp, timeEpoch: inWindow(day) });
      expect(accepted.statusCode).toBe(201);
    }

    // Act
    const refused = await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp, timeEpoch: inWindow(day) + 1000 });

    // Assess
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('449');
    expect(refused.json).toEqual({ message: 'Too many requests from your address. Please wait a few minutes and try again.' });
    expect(await storedLeadsFor(email)).toHaveLength(10);
  });

  it('shows staff the first refusal of a flood from one address, masked, as one record however long the flood lasts', async () => {
    // Prepare
    const sourceIp = freshAddress();
    const day = randomInt(0, 3000);
    const email = `seen-${sourceIp}-${day}@example.com`;
    for (let sent = 0; sent < 10; sent++) {
      await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp, timeEpoch: inWindow(day) });
    }
    const network = `${sourceIp.split('.').slice(0, 3).join('.')}.x`;
    const recordsFromNetwork = async () =>
      (await storedOfKind('REFUSED_REQUEST')).filter((record) => record.source === network && record.reason === 'rateLimit');
    const before = (await recordsFromNetwork()).length;

    // Act: three refused requests in the same window.
    const refused = [];
    for (let extra = 1; extra <= 3; extra++) {
      refused.push(await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp, timeEpoch: inWindow(day) + extra * 1000 }));
    }

    // Assess
    expect(refused.map((response) => response.statusCode)).toEqual([429, 429, 429]);
    expect((await recordsFromNetwork()).length).toBe(before + 1);
    // Staff log in from an address of their own: this file runs with the real limits, the other files' logins share the table.
    const listed = await invokeRoute('GET', '/api/admin/refused-requests?limit=100', { ...(await loggedInStaff(undefined, { sourceIp: freshAddress() })) });
    expect(listed.json).toContainEqual(
      expect.objectContaining({ route: 'POST /api/leads', reason: 'rateLimit', recipient: '', source: network }),
    );
    expect(JSON.stringify(listed.json)).not.toContain(sourceIp);
  });

  it('accepts the same address again in the next window, and another address at once', async () => {
    // Prepare
    const sourceIp = freshAddress();
    const day = randomInt(0, 3000);
    for (let sent = 0; sent < 11; sent++) {
      await invokeRoute('POST', '/api/newsletter', { body: { email: `n${sent}@example.com` }, sourceIp, timeEpoch: inWindow(day) });
    }

    // Act
    const nextWindow = await invokeRoute('POST', '/api/newsletter', {
      body: { email: 'later@example.com' },
      sourceIp,
      timeEpoch: inWindow(day) + 450_000,
    });
    const otherAddress = await invokeRoute('POST', '/api/newsletter', {
      body: { email: 'other@example.com' },
      sourceIp: freshAddress(),
      timeEpoch: inWindow(day),
    });

    // Assess
    expect(nextWindow.statusCode).not.toBe(429);
    expect(otherAddress.statusCode).not.toBe(429);
  });

  it('counts a caller who forges CloudFront-Viewer-Address by the connection, so a new forged address each time does not escape', async () => {
    // Prepare
    const sourceIp = freshAddress();
    const day = randomInt(0, 3000);
    const send = (forged: string) =>
      invokeRoute('POST', '/api/newsletter', {
        body: { email: `forger-${forged}@example.com` },
        headers: { 'cloudfront-viewer-address': `${forged}:443`, 'x-origin-verify': '' },
        sourceIp,
        timeEpoch: inWindow(day),
      });

    // Act
    const answers: (number | undefined)[] = [];
    for (let sent = 0; sent < 6; sent++) answers.push((await send(`192.0.2.${sent + 1}`)).statusCode);

    // Assess
    expect(answers.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(answers[5]).toBe(429);
  });

  it('counts every address of one IPv6 /64 as one visitor: a new address from the same /64 for each lead does not escape', async () => {
    // Prepare: ten leads, each from another address of one customer's /64 (written in full, compressed, any case).
    const network = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
    const day = randomInt(0, 3000);
    const email = `six-four-${network}-${day}@example.com`.replaceAll(':', '-');
    const addresses = Array.from({ length: 10 }, (_, i) => (i % 2 ? `${network}:0:0:0:${i + 1}` : `${network.toUpperCase()}::${((i + 1) * 4099).toString(16).toUpperCase()}`));
    for (const sourceIp of addresses) {
      const accepted = await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp, timeEpoch: inWindow(day) });
      expect(accepted.statusCode).toBe(201);
    }

    // Act
    const sameNetwork = await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp: `${network}:ffff:ffff:ffff:fffe`, timeEpoch: inWindow(day) });
    const nextNetwork = await invokeRoute('POST', '/api/leads', {
      body: lead(email),
      sourceIp: `${network.slice(0, network.lastIndexOf(':'))}:${(parseInt(network.split(':')[3]!, 16) + 1).toString(16)}::1`,
      timeEpoch: inWindow(day),
    });

    // Assess
    expect(sameNetwork.statusCode).toBe(429);
    expect(nextNetwork.statusCode).toBe(201);
    expect(await storedLeadsFor(email)).toHaveLength(11);
  });

  it('counts an IPv4 visitor seen as an IPv4-mapped IPv6 address as that IPv4 address', async () => {
    // Prepare: ten leads from an IPv4 address.
    const sourceIp = freshAddress();
    const day = randomInt(0, 3000);
    const email = `mapped-${sourceIp}-${day}@example.com`;
    for (let sent = 0; sent < 10; sent++) await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp, timeEpoch: inWindow(day) });

    // Act
    const mapped = await invokeRoute('POST', '/api/leads', { body: lead(email), sourceIp: `::ffff:${sourceIp}`, timeEpoch: inWindow(day) });

    // Assess
    expect(mapped.statusCode).toBe(429);
  });

  it('refuses the thirty-first login request from one address within fifteen minutes, whatever the body', async () => {
    // Prepare
    const sourceIp = freshAddress();
    const at = Date.UTC(2032, 0, 1 + randomInt(0, 3000), 9, 0, 0);
    for (let sent = 0; sent < 30; sent++) {
      const answer = await invokeRoute('POST', '/api/auth/login', { body: {}, sourceIp, timeEpoch: at });
      expect(answer.statusCode).toBe(400);
    }

    // Act
    const refused = await invokeRoute('POST', '/api/auth/login', { body: {}, sourceIp, timeEpoch: at });

    // Assess
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('900');
  });

  it('raises every limit by RATE_LIMIT_MULTIPLIER', async () => {
    // Prepare
    process.env.RATE_LIMIT_MULTIPLIER = '2';
    const sourceIp = freshAddress();
    const day = randomInt(0, 3000);
    const statuses: number[] = [];

    // Act
    for (let sent = 0; sent < 11; sent++) {
      const answer = await invokeRoute('POST', '/api/newsletter', { body: { email: `m${sent}@example.com` }, sourceIp, timeEpoch: inWindow(day) });
      statuses.push(answer.statusCode ?? 0);
    }

    // Assess
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses[10]).toBe(429);
  });
});
