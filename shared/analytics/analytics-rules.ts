/**
 * What the first-party analytics may count (issue 26): the pages (the site's own route list), the calls to action, the
 * conversions, the device classes and the UTM values, and how anything a visitor sends is brought into those lists.
 * Every list is closed, so a beacon cannot make the table grow without bound: what is not in a list is counted as
 * "(other)". No visitor id, address, cookie or fingerprint is part of any of it.
 */
import { DEVICES, VITALS_RULES, type Device } from '../admin/performance-rules.ts';
import { paths } from '../site-paths.ts';

export { DEVICES, type Device };

/** Where whatever is not in a list is counted. */
export const OTHER = '(other)';

export const ANALYTICS_RULES = {
  /** A beacon is well under 500 bytes (three UTM values of 64 characters included). */
  maxBodyBytes: 1024,
  /** The longest page path taken (anything longer is refused, not cut: no page of the site is near it). */
  pathMax: 200,
  /** A UTM value is cut to this many characters (code points) before it is counted. */
  utmMaxChars: 64,
  /** The longest UTM value taken before cutting; beyond it the beacon is refused. */
  utmInputMax: 500,
  /** Distinct values of one UTM parameter counted per day; later new values count as "(other)". */
  utmValuesPerDay: 50,
  /** Per-day counters are deleted this long after their day: 13 months and some, the year back a business compares. */
  retentionDays: 400,
  /** The longest range staff may read, in days (both ends included). */
  maxRangeDays: 400,
  /**
   * Beacons one address may send per minute (a visit sends a view per page, its clicks, conversions and one consent
   * decision: a person stays far below one a second); more answer 429. WAF's API write limit allows for it.
   */
  beaconsPerAddressPerMinute: 60,
  /** A visit on a screen this wide or narrower counts as a phone (the Web Vitals beacon's rule, the spec's width). */
  phoneMaxWidthPx: VITALS_RULES.phoneMaxWidthPx,
} as const;

/**
 * Landing variants that are the same page under two addresses (spec uk-and-admin.md: "/uk-4 and /uk-dubai-4, the same
 * alternate landing page"): counted under the first.
 */
const SAME_PAGE: Readonly<Record<string, string>> = { [paths.ukDubai4]: paths.uk4 };

/** The pages counted: every public address of the site (not the admin), one per landing variant, then "(other)". */
export const ANALYTICS_PAGES: readonly string[] = [
  ...new Set(
    Object.values(paths)
      .filter((path) => path !== paths.admin)
      .map((path) => SAME_PAGE[path] ?? path),
  ),
  OTHER,
];

const KNOWN_PAGES = new Set(ANALYTICS_PAGES);

/**
 * The page a beacon's path is counted under: the query and fragment dropped, a trailing slash dropped (not the
 * home's), /uk-dubai-4 as /uk-4, and any address the site does not have as "(other)".
 */
export function analyticsPageOf(path: string): string {
  let page = path.split(/[?#]/, 1)[0]!;
  if (page.length > 1 && page.endsWith('/')) page = page.slice(0, -1);
  page = SAME_PAGE[page] ?? page;
  return KNOWN_PAGES.has(page) && page !== OTHER ? page : OTHER;
}

/**
 * The calls to action whose clicks are counted, by stable id: each WhatsApp and phone button of the public pages
 * (web/src: the component named beside it sends the id with the page it is on, so one id on two pages counts twice
 * apart). The id says the kind of button first (`whatsapp-`, `phone-`).
 */
export const ANALYTICS_BUTTONS = {
  /** components/floating-whatsapp-button.tsx: the round button on every page. */
  'whatsapp-floating': 'WhatsApp: floating button',
  /** The hero's WhatsApp button (home hero-actions, uk-hub hero, corporate hero, premium hero, /uk-dubai-3, /uk-4). */
  'whatsapp-hero': 'WhatsApp: hero',
  /** Mid-page and closing calls to action (uk-sales WhatsappCta and cta-section, corporate and advisory sections). */
  'whatsapp-cta': 'WhatsApp: call to action',
  /** The persona (case) buttons of the UK pages, whose message names the case. */
  'whatsapp-persona': 'WhatsApp: persona',
  /** The region buttons of the UK pages, whose message names the region. */
  'whatsapp-region': 'WhatsApp: region',
  /** The premium page's savings section (uk-premium/premium/savings-section.tsx). */
  'whatsapp-savings': 'WhatsApp: savings',
  /** The home contact section (home/contact-section.tsx). */
  'whatsapp-contact': 'WhatsApp: contact section',
  /** The UK hub's booking section (uk-hub/booking-section.tsx). */
  'whatsapp-booking': 'WhatsApp: booking',
  /** The advisory page's chat buttons (advisory/chat-button.tsx, a wa.me link). */
  'whatsapp-chat': 'WhatsApp: advisory chat',
  /** Footers (layout/site-footer.tsx, premium-footer.tsx, uk-4-footer.tsx). */
  'whatsapp-footer': 'WhatsApp: footer',
  /** The tax pages' header number (uk-sales/tax-header-contacts.tsx). */
  'phone-header': 'Phone: header',
  /** The UK office call button (uk-common/uk-call-button.tsx). */
  'phone-call-button': 'Phone: call button',
  /** The UK hub's booking section (uk-hub/booking-section.tsx). */
  'phone-booking': 'Phone: booking',
  /** The advisory page's chat buttons when they are a tel: link (advisory/chat-button.tsx). */
  'phone-chat': 'Phone: advisory chat',
  /** The UK footer's number (uk-common/uk-footer.tsx). */
  'phone-footer': 'Phone: footer',
} as const;
export type AnalyticsButton = keyof typeof ANALYTICS_BUTTONS;
export const ANALYTICS_BUTTON_IDS = Object.keys(ANALYTICS_BUTTONS) as AnalyticsButton[];

/** The button a click is counted under: a listed id, else "(other)". */
export const analyticsButtonOf = (id: string): string => (Object.hasOwn(ANALYTICS_BUTTONS, id) ? id : OTHER);

/**
 * The conversions a consenting visit reports with the beacon, so a page's rate is computed over the same visitors on
 * both sides (lead totals come from the stored leads): the lead form, the UK forms, a tax report request, a newsletter
 * sign-up.
 */
export const ANALYTICS_CONVERSIONS = ['lead-form', 'uk-form', 'tax-report', 'newsletter'] as const;
export type AnalyticsConversion = (typeof ANALYTICS_CONVERSIONS)[number];

/** The cookie banner's decisions, counted per day (outside the EU/EEA the spec grants consent: sent as 'granted'). */
export const CONSENT_DECISIONS = ['granted', 'refused'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** The device class of a visit from its viewport width (CSS pixels). */
export const deviceOf = (viewportWidthPx: number): Device => (viewportWidthPx <= ANALYTICS_RULES.phoneMaxWidthPx ? 'phone' : 'desktop');

export const UTM_PARAMETERS = ['source', 'medium', 'campaign'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/**
 * A UTM value as counted: control characters and unpaired surrogates removed, spaces at the ends trimmed, cut to
 * `utmMaxChars` code points (never half a character); undefined when nothing is left.
 */
export function utmValueOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const cleaned = value
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim();
  const cut = Array.from(cleaned).slice(0, ANALYTICS_RULES.utmMaxChars).join('').trim();
  return cut === '' ? undefined : cut;
}

/**
 * Whether a UTM value may take a place of the day's list: one that already has one always counts; a new one only while
 * fewer than `utmValuesPerDay` are listed; else it is counted as "(other)". The store applies the same rule atomically
 * (data/analytics-counters.ts).
 */
export const utmCountedAs = (value: string, listed: ReadonlySet<string>): string =>
  value === OTHER || listed.has(value) || listed.size < ANALYTICS_RULES.utmValuesPerDay ? value : OTHER;

/**
 * The landing variants of the UK offer compared side by side (issue 26): the same offer under several landing pages,
 * /uk-dubai-4 counted as /uk-4 (`SAME_PAGE`).
 */
export const LANDING_VARIANTS: readonly string[] = [paths.uk, paths.ukDubai, paths.ukDubai3, paths.uk4];

/** Where a lead with a UTM campaign but no source (or the reverse) is listed. */
export const NONE = '(none)';

/** The home's two faces (web/src/lib/attribution.ts `homeVariant`): a lead landing on / is counted under its face. */
const HOME_VARIANTS = ['corporate', 'default-home'] as const;

/** Where a lead came from, as stored (shared/lead/lead-rules.ts `Attribution`). */
type LeadAttribution = Partial<Record<'page' | 'landingVariant' | 'utmSource' | 'utmCampaign', string>>;

/** The landing page a lead is counted under: its attribution's page by the page rule, "(other)" when it has none. */
export const leadPageOf = (attribution: LeadAttribution | undefined): string => (attribution?.page ? analyticsPageOf(attribution.page) : OTHER);

/**
 * The landing variant a lead is counted under: on the home, `/ (<face>)` for each known face; elsewhere the page of
 * the variant's path by the page rule (the web app sends the path without slashes: `uk-dubai-4` counts as /uk-4);
 * "(other)" for anything else, so the list stays closed.
 */
export function leadVariantOf(attribution: LeadAttribution | undefined): string {
  const variant = attribution?.landingVariant;
  if (!variant) return OTHER;
  if (attribution?.page === paths.home) return (HOME_VARIANTS as readonly string[]).includes(variant) ? `${paths.home} (${variant})` : OTHER;
  return analyticsPageOf(`/${variant.replace(/^\/+/, '')}`);
}

/**
 * The UTM source and campaign a lead is counted under, as a key (JSON [source, campaign]), each cut like the beacon's
 * values (`utmValueOf`), a missing one as "(none)"; undefined when the lead has neither. The day's cap
 * (`utmValuesPerDay` pairs, then "(other)") is applied by the store.
 */
export function campaignKeyOf(attribution: LeadAttribution | undefined): string | undefined {
  const source = utmValueOf(attribution?.utmSource);
  const campaign = utmValueOf(attribution?.utmCampaign);
  if (source === undefined && campaign === undefined) return undefined;
  return JSON.stringify([source ?? NONE, campaign ?? NONE]);
}

/** The key of every pair beyond the day's cap. */
export const OTHER_CAMPAIGN_KEY = JSON.stringify([OTHER, OTHER]);

/** The source and campaign of a key made by `campaignKeyOf` (or OTHER_CAMPAIGN_KEY). */
export function campaignOfKey(key: string): { source: string; campaign: string } {
  try {
    const [source, campaign] = JSON.parse(key) as unknown[];
    if (typeof source === 'string' && typeof campaign === 'string') return { source, campaign };
  } catch {
    // A key not written by campaignKeyOf: counted as "(other)" below.
  }
  return { source: OTHER, campaign: OTHER };
}
