import { createHash } from 'node:crypto';
import { ISLANDS_EARLY_SCRIPT } from '#shared/islands-early-script.ts';
import { ADMIN_CONTENT_SECURITY_POLICY_DIRECTIVES, ADMIN_SECURITY_HEADERS, CONTENT_SECURITY_POLICY_DIRECTIVES, SECURITY_HEADERS } from './security-headers.ts';

const directive = (name: string) => CONTENT_SECURITY_POLICY_DIRECTIVES[name];

describe('the content security policy', () => {
  it("runs our scripts, the static pages' one inline script, tag-loader blobs and exactly the trackers our tag loader injects", () => {
    const earlyScriptHash = createHash('sha256').update(ISLANDS_EARLY_SCRIPT, 'utf8').digest('base64');
    expect([...directive('script-src')].sort()).toEqual(
      [
        "'self'",
        'blob:',
        `'sha256-${earlyScriptHash}'`,
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://googleads.g.doubleclick.net',
        'https://www.googleadservices.com',
        'https://connect.facebook.net',
        'https://snap.licdn.com',
      ].sort(),
    );
  });

  it('allows no other inline script, nor evaluated code', () => {
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
  });

  it('shows a photograph staff set in an image slot from any https host, never from plain http', () => {
    expect(directive('img-src')).toContain('https:');
    expect(directive('img-src')).not.toContain('http:');
    expect(directive('img-src')).not.toContain('*');
  });

  it('lets the trackers send their events and pixels', () => {
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.google-analytics.com', 'https://www.facebook.com', 'https://px.ads.linkedin.com']),
    );
    expect(directive('img-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'https://www.facebook.com',
        'https://px.ads.linkedin.com',
        'https://www.google-analytics.com',
        'https://www.googletagmanager.com',
        'https://googleads.g.doubleclick.net',
      ]),
    );
  });

  it('refuses framing, plugins, foreign forms and base-uri changes', () => {
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('form-action')).toEqual(["'self'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
  });

  it('is sent as one header, directives separated by semicolons', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self' blob: /);
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("; frame-ancestors 'none'");
  });
});

describe('the other security headers', () => {
  it('pin HTTPS for two years, stop MIME sniffing and framing, and trim referrers', () => {
    expect(SECURITY_HEADERS).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('the admin host\'s policy', () => {
  const adminDirective = (name: string) => ADMIN_CONTENT_SECURITY_POLICY_DIRECTIVES[name];

  it('runs scripts from itself only: no blob:, no tag manager or tracker, no inline script', () => {
    expect(adminDirective('script-src')).toEqual(["'self'"]);
  });

  it('talks to itself only, is never framed, registers no worker and no manifest', () => {
    expect(adminDirective('connect-src')).toEqual(["'self'"]);
    expect(adminDirective('frame-ancestors')).toEqual(["'none'"]);
    expect(adminDirective('worker-src')).toEqual(["'none'"]);
    expect(adminDirective('manifest-src')).toEqual(["'none'"]);
  });

  it('is what the admin host sends, with the site\'s other security headers', () => {
    expect(ADMIN_SECURITY_HEADERS['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self'; connect-src 'self'; /);
    expect({ ...ADMIN_SECURITY_HEADERS, 'Content-Security-Policy': undefined }).toEqual({ ...SECURITY_HEADERS, 'Content-Security-Policy': undefined });
  });
});
