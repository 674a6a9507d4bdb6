/**
 * Tracking tags read from GET /api/tracking-tags/active (spec main-site.md sections 3, 4, 7 and 8), turned into a
 * plain-data plan the browser loader carries out. Nothing here touches the DOM.
 *
 * Consent: google_analytics needs analytics consent; google_ads, facebook_pixel and linkedin_insight need marketing
 * consent. google_tag_manager and custom tags can fire anything (ads pixels included), so they need the stricter
 * marketing consent too.
 *
 * Safety: a tag id goes into a script URL or a tracker call, so it must have its type's shape (G-…, AW-…, GTM-…,
 * digits); anything else is refused with a warning instead of being loaded. Custom tag content is admin-authored
 * script and runs as is.
 */
import type { CookieConsent } from './consent.ts';
export { TAG_LOAD_DELAY_MS } from './timings.ts';

/** The tag types the loader knows. */
export const TAG_TYPES = [
  'google_analytics',
  'google_ads',
  'facebook_pixel',
  'linkedin_insight',
  'google_tag_manager',
  'custom',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** A tag as the public list returns it. tagType is a string because the server may hold types this build lacks. */
export interface TrackingTag {
  readonly tagType: string;
  readonly tagId: string | null;
  readonly isActive: boolean;
  readonly name: string;
  readonly tagContent?: string | null;
}

/** The consent category a tag type needs before it may load. */
export const TAG_CONSENT: Readonly<Record<TagType, 'analytics' | 'marketing'>> = {
  google_analytics: 'analytics',
  google_ads: 'marketing',
  facebook_pixel: 'marketing',
  linkedin_insight: 'marketing',
  google_tag_manager: 'marketing',
  custom: 'marketing',
};

/** The accepted tag id shape per type (custom has no id). */
export const TAG_ID_PATTERNS: Readonly<Record<Exclude<TagType, 'custom'>, RegExp>> = {
  google_analytics: /^G-[A-Z0-9]{4,20}$/,
  google_ads: /^AW-\d{4,20}$/,
  facebook_pixel: /^\d{6,20}$/,
  linkedin_insight: /^\d{3,20}$/,
  google_tag_manager: /^GTM-[A-Z0-9]{4,20}$/,
};

/**
 * One call the loader makes, as data. The loader creates the usual stubs first (window.dataLayer and a gtag that
 * pushes its arguments; the fbq queue), so every step can run before the external script has loaded.
 * - gtag: `gtag(...args)`
 * - gtag-js: `gtag('js', new Date())`
 * - fbq: `fbq(...args)`
 * - linkedin-partner: `window._linkedin_partner_id = partnerId` and push it onto `window._linkedin_data_partner_ids`
 * - gtm-start: `dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })`
 */
export type InitStep =
  | { readonly kind: 'gtag'; readonly args: readonly [string, ...unknown[]] }
  | { readonly kind: 'gtag-js' }
  | { readonly kind: 'fbq'; readonly args: readonly [string, ...unknown[]] }
  | { readonly kind: 'linkedin-partner'; readonly partnerId: string }
  | { readonly kind: 'gtm-start' };

/** What the loader must do for one tag. */
export type TagLoadPlan =
  | {
      /** Run `steps`, then append an async script with `src`. */
      readonly kind: 'external';
      readonly tagType: Exclude<TagType, 'custom'>;
      readonly consent: 'analytics' | 'marketing';
      readonly src: string;
      readonly steps: readonly InitStep[];
    }
  | {
      /** Append a script element whose text is `scriptText`. */
      readonly kind: 'inline';
      readonly tagType: 'custom';
      readonly consent: 'marketing';
      readonly scriptText: string;
    }
  | { /** Inactive tag: do nothing. */ readonly kind: 'skip' }
  | { /** Do not load; `console.warn(message)`. */ readonly kind: 'warn'; readonly message: string };

/** True when the value is a known tag type. */
export function isTagType(value: unknown): value is TagType {
  return typeof value === 'string' && (TAG_TYPES as readonly string[]).includes(value);
}

const label = (tag: TrackingTag): string => JSON.stringify(tag.name ?? '');

/** The loader's plan for one tag: load it, run its script, skip it (inactive) or warn and leave it out. */
export function tagLoadPlan(tag: TrackingTag): TagLoadPlan {
  if (!tag.isActive) return { kind: 'skip' };
  const type = tag.tagType;
  if (!isTagType(type)) return { kind: 'warn', message: `Unknown tracking tag type ${JSON.stringify(type)} for tag ${label(tag)}` };

  if (type === 'custom') {
    const scriptText = tag.tagContent?.trim() ?? '';
    if (!scriptText) return { kind: 'warn', message: `Custom tracking tag ${label(tag)} has no content` };
    return { kind: 'inline', tagType: 'custom', consent: 'marketing', scriptText };
  }

  const id = (tag.tagId ?? '').trim();
  if (!TAG_ID_PATTERNS[type].test(id)) {
    return { kind: 'warn', message: `Tracking tag ${label(tag)} (${type}) has an invalid id ${JSON.stringify(tag.tagId)}` };
  }
  const consent = TAG_CONSENT[type];
  const encoded = encodeURIComponent(id);

  switch (type) {
    case 'google_analytics':
    case 'google_ads':
      return {
        kind: 'external',
        tagType: type,
        consent,
        src: `https://www.googletagmanager.com/gtag/js?id=${encoded}`,
        steps: [{ kind: 'gtag-js' }, { kind: 'gtag', args: ['config', id] }],
      };
    case 'facebook_pixel':
      return {
        kind: 'external',
        tagType: type,
        consent,
        src: 'https://connect.facebook.net/en_US/fbevents.js',
        steps: [
          { kind: 'fbq', args: ['init', id] },
          { kind: 'fbq', args: ['track', 'PageView'] },
        ],
      };
    case 'linkedin_insight':
      return {
        kind: 'external',
        tagType: type,
        consent,
        src: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
        steps: [{ kind: 'linkedin-partner', partnerId: id }],
      };
    case 'google_tag_manager':
      return {
        kind: 'external',
        tagType: type,
        consent,
        src: `https://www.googletagmanager.com/gtm.js?id=${encoded}`,
        steps: [{ kind: 'gtm-start' }],
      };
  }
}

/** Whether a planned tag may load under the visitor's consent. */
export function tagAllowed(plan: TagLoadPlan, consent: Pick<CookieConsent, 'analytics' | 'marketing'>): boolean {
  if (plan.kind !== 'external' && plan.kind !== 'inline') return false;
  return consent[plan.consent];
}
