/**
 * The Performance Optimizer's rules (spec uk-and-admin.md sections 3, 4, 8 and 9): which Core Web Vitals the public
 * pages measure, the good/poor thresholds that grade them, the targets the tab shows, how often a visit is sampled,
 * how long figures are kept, and the recommendations derived from them. INP stands where the spec says FID (INP
 * replaced FID as a Core Web Vital in 2024).
 */
import type { ToastMessage } from '../main-site/messages.ts';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * Good/poor thresholds: the spec's for LCP, FCP, CLS and TTFB (section 9); INP's are web.dev's (200 / 500 ms), its
 * target the 200 ms. At or below `good` is good, above `poor` critical, between them warning.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The targets the tab shows (spec: FCP 1.8 s, LCP 2.5 s, CLS 0.1; INP 200 ms; TTFB ours, its good threshold). */
export const VITAL_TARGETS: Readonly<Record<VitalMetric, number>> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

/** How a metric's value reads: milliseconds, or CLS's unitless score. */
export const VITAL_UNITS: Readonly<Record<VitalMetric, 'ms' | ''>> = { LCP: 'ms', INP: 'ms', CLS: '', FCP: 'ms', TTFB: 'ms' };

export const VITALS_RULES = {
  /** The share of consenting visits that send their figures (one decision per page view). */
  sampleRate: 0.5,
  /** The tab's window. */
  windowDays: 7,
  /** Below this many visits a figure says 'Not enough data' instead of a p75 that one slow visit could swing. */
  minVisits: 20,
  /** DynamoDB deletes a day's digest this long after the day. */
  retentionDays: 30,
  /** A beacon is a few hundred bytes. */
  maxBodyBytes: 1024,
  /** The largest value accepted per metric (ms; CLS score); anything above is a broken measurement. */
  maxValue: { LCP: 120_000, INP: 60_000, CLS: 50, FCP: 120_000, TTFB: 120_000 } as Readonly<Record<VitalMetric, number>>,
  /** The spec's mobile width: at or below it a visit counts as a phone. */
  phoneMaxWidthPx: 768,
  pathMax: 100,
  /** Beacons one address may send per minute (a visit sends one per page view); more answer 429. */
  beaconsPerAddressPerMinute: 60,
} as const;

/** Good / warning / critical from the thresholds. */
export type VitalStatus = 'good' | 'warning' | 'critical';

/** The grade of a p75 value. */
export function vitalStatus(metric: VitalMetric, value: number): VitalStatus {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'critical' : 'warning';
}

/** What POST /api/vitals takes: the page's path, the kind of device and the figures measured (each optional). */
export type VitalsBeacon = { page: string; device: Device; metrics: Partial<Record<VitalMetric, number>> };

/** One figure of the tab: the 75th percentile of the visits behind it, or none below the minimum. */
export type VitalFigure = { visits: number; p75?: number; status?: VitalStatus };

/** The site settings the public pages read at runtime (GET /api/site-settings), which auto-fixes change. */
export type SiteSettings = {
  /** When marketing tags load: 5 seconds after the tag list arrives ('delay'), or at the visitor's first interaction. */
  tagLoadTrigger: 'delay' | 'interaction';
};
export const DEFAULT_SITE_SETTINGS: SiteSettings = { tagLoadTrigger: 'delay' };

/** The recommendations with an automatic fix: the setting each one changes, and back. */
export const AUTO_FIXES = {
  'defer-marketing-tags': { apply: { tagLoadTrigger: 'interaction' }, undo: { tagLoadTrigger: 'delay' } },
} as const satisfies Record<string, { apply: Partial<SiteSettings>; undo: Partial<SiteSettings> }>;
export type AutoFixId = keyof typeof AUTO_FIXES;
export const AUTO_FIX_IDS = Object.keys(AUTO_FIXES) as AutoFixId[];

/** The Recommendation entity (spec section 3). */
export type Recommendation = {
  id: string;
  title: string;
  description: string;
  category: string;
  impact: 'high' | 'medium' | 'low';
  difficulty: 'easy' | 'medium' | 'hard';
  estimatedImprovement: string;
  actionType: 'auto' | 'manual';
  implemented: boolean;
  autoFixAvailable: boolean;
};

/** GET /api/performance: the last 7 days per page and device, the whole site per device, and the recommendations. */
export type PerformanceReport = {
  windowDays: number;
  minVisits: number;
  from: string;
  to: string;
  site: { device: Device; metrics: Record<VitalMetric, VitalFigure> }[];
  pages: { page: string; device: Device; metrics: Record<VitalMetric, VitalFigure> }[];
  recommendations: Recommendation[];
  settings: SiteSettings;
};

/** The spec's catalogue (section 8), and our success wording. */
export const PERFORMANCE_TOASTS = {
  failed: { title: 'Implementation Failed', description: 'Failed to apply optimization. Please try again.', variant: 'destructive' },
  applied: { title: 'Optimization applied', description: 'The site uses the new setting from the next page view.', variant: 'default' },
  undone: { title: 'Optimization undone', description: 'The site is back to the previous setting from the next page view.', variant: 'default' },
  undoFailed: { title: 'Undo failed', description: 'The optimization could not be undone. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

export const PERFORMANCE_MESSAGES = {
  /** The spec's separate error on a non-ok response. */
  nonOk: 'Failed to implement optimization',
  recommendationId: 'Unknown recommendation, or one without an automatic fix',
  beacon: 'Invalid measurement',
} as const;

export const PERFORMANCE_COPY = {
  heading: 'Performance Optimizer',
  intro: 'Core Web Vitals of real visits (75th percentile) over the last 7 days, for phones and desktops.',
  noData: 'No measurements yet: figures appear once consenting visitors have browsed the site.',
  notEnough: 'Not enough data',
  loading: 'Loading measurements...',
  error: 'The measurements could not be loaded.',
  site: 'Whole site',
  page: 'Page',
  device: { phone: 'Phones', desktop: 'Desktops' } as Record<Device, string>,
  target: 'Target',
  visits: 'visits',
  status: { good: 'Good', warning: 'Warning', critical: 'Critical' } as Record<VitalStatus, string>,
  recommendations: 'Recommendations',
  noRecommendations: 'No recommendations: every figure with enough data meets its target.',
  implement: 'Implement',
  undo: 'Undo',
  implemented: 'Implemented',
  manual: 'Manual change',
  impact: 'Impact',
  difficulty: 'Difficulty',
  estimatedImprovement: 'Estimated improvement',
} as const;
