/**
 * The back office on its own origin, tried as an attacker would: a member of staff logged in on the admin host opens a
 * public page whose custom tag runs the attacker's script (the visitor is in the UK, so marketing tags run). On the
 * landed build such a tag read the lead list with the staff session; here it must read no staff cookie, and no admin
 * route may answer it with data or change anything.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { adminAddress, collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';
import { storeTrackingTag, storedTrackingTags } from './support/table.ts';

const browser = browserForThisFile();

let context: BrowserContext;

beforeEach(async () => {
  context = await newContext(browser());
});

afterEach(async () => {
  await context.close();
});

type AttackReport = { cookies: string; answers: Record<string, string> };

/** The attacker's tag: reads the cookies, then tries the staff routes on the public host and on the admin host. */
function attackerScript(adminOrigin: string): string {
  return `(async () => {
    const answers = {};
    const attempt = async (name, url, init) => {
      try {
        const response = await fetch(url, init);
        answers[name] = response.status + ' ' + (await response.text()).slice(0, 200);
      } catch (error) {
        answers[name] = 'refused';
      }
    };
    const tag = JSON.stringify({ name: 'Mallory', tagType: 'custom', tagId: '', tagContent: 'alert(1)', isActive: true });
    await attempt('leads', '/api/leads');
    await attempt('export', '/api/leads/export');
    await attempt('me', '/api/auth/me');
    await attempt('integrations', '/api/email-integrations');
    await attempt('addTag', '/api/tracking-tags', { method: 'POST', headers: { 'content-type': 'application/json' }, body: tag });
    await attempt('adminLeads', '${adminOrigin}/api/leads', { credentials: 'include' });
    await attempt('adminAddTag', '${adminOrigin}/api/tracking-tags', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: tag });
    window.__attack = { cookies: document.cookie, answers };
  })();`;
}

describe('the back office on its own origin', () => {
  it('a custom tag on a public page, run while staff are logged in, reads no staff cookie and gets no admin answer', async () => {
    // Prepare: staff logged in on the admin host, and the attacker's tag stored as an active custom tag
    const { adminUrl } = e2eEnv();
    const admin = await context.newPage();
    await openAdminLoggedIn(admin, '/admin?tab=tags');
    const staffCookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith('__Host-') || cookie.name.startsWith('__Secure-'));
    const removeTag = await storeTrackingTag({
      id: 'e2e-attacker',
      name: 'Attacker',
      tagType: 'custom',
      tagId: '',
      tagContent: attackerScript(new URL(adminUrl).origin),
      isActive: true,
    });
    const tagsBefore = (await storedTrackingTags()).length;

    try {
      // Act: the same browser (same cookie jar) opens the home page; the tag runs after the page's tag delay
      const visitor = await context.newPage();
      await visitor.goto('/');
      await visitor.mouse.move(10, 10);
      const report = (await (
        await visitor.waitForFunction(() => (window as { __attack?: unknown }).__attack, undefined, { timeout: 20_000 })
      ).jsonValue()) as AttackReport;

      // Assess: the staff session is there, on the admin host only, and the page could read none of it
      expect(staffCookies.map((cookie) => cookie.name).sort()).toEqual(['__Host-csrf', '__Host-session', '__Secure-refresh', '__Secure-refresh']);
      expect(staffCookies.every((cookie) => cookie.domain === new URL(adminUrl).hostname && cookie.secure)).toBe(true);
      expect(report.cookies).not.toMatch(/session|csrf|refresh/);
      // The public host has no staff route at all; the admin host's are out of the page's reach
      for (const name of ['leads', 'export', 'me', 'integrations', 'addTag']) expect(report.answers[name]).toBe('404 {"message":"Not Found"}');
      expect(report.answers.adminLeads).toBe('refused');
      expect(report.answers.adminAddTag).toBe('refused');
      // Nothing changed: no tag was added
      expect((await storedTrackingTags()).length).toBe(tagsBefore);
      // And the staff member's own session still works on the admin host
      expect((await admin.request.get(adminAddress('/api/auth/me'))).status()).toBe(200);
    } finally {
      await removeTag();
    }
  });

  it('the public host sends /admin, with its tab, to the admin host', async () => {
    // Act
    const response = await fetch(new URL('/admin?tab=leads', e2eEnv().baseUrl), { redirect: 'manual' });

    // Assess
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(adminAddress('/admin?tab=leads'));
  });

  it('the admin host serves no public page, service worker or manifest, and its page has a strict policy of its own', async () => {
    // Act
    const pageAnswer = await fetch(adminAddress('/admin'));
    const others = await Promise.all(['/uk', '/', '/sw.js', '/manifest.webmanifest', '/privacy'].map((path) => fetch(adminAddress(path), { redirect: 'manual' })));

    // Assess
    expect(pageAnswer.status).toBe(200);
    const policy = pageAnswer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(others.map((answer) => answer.status)).toEqual([404, 302, 404, 404, 404]);
    expect(others[1]!.headers.get('location')).toBe('/admin');
  });

  it('the admin app runs no tag, beacon or service worker, and nothing it does breaks its policy', async () => {
    // Prepare
    const page: Page = await context.newPage();
    const problems = collectAdminProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    // Act
    await openAdminLoggedIn(page, '/admin?tab=overview');
    await page.getByRole('tab', { name: 'Lead Management' }).click();
    await page.getByRole('tab', { name: 'Lead Management', selected: true }).waitFor();
    const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

    // Assess
    expect(workers).toBe(0);
    expect(requested.filter((path) => ['/api/tracking-tags/active', '/api/vitals', '/sw.js', '/api/geo'].includes(path))).toEqual([]);
    expect(problems()).toEqual([]);
  });
});
