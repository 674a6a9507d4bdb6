/**
 * The security headers every page of the site answers with, as plain data (header name -> value). The CloudFront
 * response headers policy (web stack) and the local server both read this module, so a browser sees the same headers
 * locally as deployed, and the web team can read here what the Content Security Policy allows.
 *
 * API answers carry their own, stricter headers from the Middy handler stack (functions/lib/api-handler.ts).
 */
import { createHash } from 'node:crypto';
import { ISLANDS_EARLY_SCRIPT } from '#shared/islands-early-script.ts';

/**
 * Hosts of the trackers the tag loader may inject (spec: tracking tags by tagType). Each list is exactly what that
 * tracker's own CSP guide asks for; a tracker missing here is blocked by the browser.
 */
const TRACKERS = {
  /** gtag.js / Tag Manager script, Google Analytics 4, Google Ads conversion and remarketing. */
  google: {
    scripts: [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
    ],
    // GA4 collects on regional subdomains (region1.google-analytics.com, region1.analytics.google.com with Signals);
    // Google's CSP guide lists them as wildcards because the region is chosen by Google, not by us.
    collect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ],
    // Ads remarketing and conversion pixels are images on www.google.com as well as doubleclick.
    pixels: [
      'https://www.google-analytics.com',
      'https://www.googletagmanager.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ],
  },
  /** Meta (Facebook) pixel: fbevents.js from connect.facebook.net, events to www.facebook.com/tr. */
  facebook: {
    scripts: ['https://connect.facebook.net'],
    collect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    pixels: ['https://www.facebook.com'],
  },
  /** LinkedIn Insight Tag: insight.min.js from snap.licdn.com, events to px.ads.linkedin.com. */
  linkedin: {
    scripts: ['https://snap.licdn.com'],
    collect: ['https://px.ads.linkedin.com'],
    pixels: ['https://px.ads.linkedin.com'],
  },
} as const;

const trackerHosts = (kind: 'scripts' | 'collect' | 'pixels') => [
  ...new Set(Object.values(TRACKERS).flatMap((tracker) => tracker[kind])),
];

/**
 * The hash source of the static pages' one inline script (the one that requests their islands bootstrap after the first
 * paint): the policy allows exactly that text, and no other inline script.
 */
export const ISLANDS_EARLY_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(ISLANDS_EARLY_SCRIPT).digest('base64')}'`;

/**
 * The Content Security Policy, directive -> sources. `blob:` in script-src is how the tag loader runs a 'custom'
 * tag's code without allowing inline scripts; the one inline script the site has is allowed by its hash.
 * 'unsafe-inline' in style-src is for the style tags Chakra (emotion) injects. `https:` in img-src is for the
 * photographs staff set in the CMS's image slots, which may live on any https host (an image cannot run code; plain http stays out).
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'blob:', ISLANDS_EARLY_SCRIPT_SOURCE, ...trackerHosts('scripts')],
  'connect-src': ["'self'", ...trackerHosts('collect')],
  'img-src': ["'self'", 'data:', 'https:', ...trackerHosts('pixels')],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'frame-src': ['https://www.googletagmanager.com'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const policyText = (directives: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** The policy as one header value. */
export const CONTENT_SECURITY_POLICY = policyText(CONTENT_SECURITY_POLICY_DIRECTIVES);

/** HSTS for two years on this host and its subdomains (everything we serve is HTTPS-only). */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 63_072_000, includeSubDomains: true } as const;

/**
 * The admin host's policy: scripts from itself only (no `blob:`, no tag manager or tracker, no inline script: the
 * admin page has none), requests to itself only, never framed. Styles inline for Chakra's emotion as on the site;
 * `https:` and `data:`/`blob:` images for the photographs staff preview (an image cannot run code).
 */
export const ADMIN_CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'frame-src': ["'none'"],
  'worker-src': ["'none'"],
  'manifest-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The site's security headers, header name -> value. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${STRICT_TRANSPORT_SECURITY.maxAgeSeconds}${
    STRICT_TRANSPORT_SECURITY.includeSubDomains ? '; includeSubDomains' : ''
  }`,
  'X-Content-Type-Options': 'nosniff',
  // frame-ancestors 'none' is the real guard; X-Frame-Options covers browsers that predate it.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these device features; a compromised third-party script cannot ask for them either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** The admin host's security headers: the site's, with the admin's own Content-Security-Policy. */
export const ADMIN_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': policyText(ADMIN_CONTENT_SECURITY_POLICY_DIRECTIVES),
};
