/** What the analytics routes answer when a request cannot be counted or read (issue 26). */
export const ANALYTICS_MESSAGES = {
  /** A beacon that is not one of the shapes the public pages send (the pages never show it). */
  beacon: 'This analytics beacon is not one the site sends.',
  /** GET /api/admin/analytics: a missing or impossible date. */
  day: 'Enter a date as YYYY-MM-DD.',
  /** The range ends before it starts. */
  order: 'The start date must be on or before the end date.',
  /** The range is longer than staff may read at once. */
  tooLong: (maxDays: number) => `Choose a range of at most ${maxDays} days.`,
} as const;

/** A ratio as shown: one decimal ("1.8x"). */
const times = (ratio: number) => `${ratio.toFixed(1)}x`;

/**
 * The plain-language statements of a landing-variant comparison (compare-variants.ts), one per outcome. `sure` is the
 * confidence (1 - two-sided p) as a whole percent, rounded down so a statement never claims more than the data.
 */
export const VARIANT_STATEMENTS = {
  /** a converts better than b by `ratio`. */
  better: (a: string, b: string, ratio: number, sure: number) => `${a} converts ${times(ratio)} ${b}; ${sure}% sure`,
  /** a has conversions, b none (no ratio to give). */
  betterThanNone: (a: string, b: string, sure: number) => `${a} converts, ${b} has no conversions yet; ${sure}% sure`,
  /** Both convert at the same rate. */
  same: (a: string, b: string) => `${a} and ${b} convert at the same rate`,
  noViews: (page: string) => `${page} has no consented views in this range: nothing to compare`,
  noViewsAtAll: 'No landing variant has consented views in this range: nothing to compare',
  noConversions: (a: string, b: string) => `Neither ${a} nor ${b} has a conversion in this range: nothing to compare yet`,
  oneVariant: (page: string) => `Only ${page} has consented views in this range: another variant needs visits to compare`,
  tooLittleData: (a: string, b: string) => `Too few views or conversions on ${a} and ${b} to say which converts better; wait for more visits`,
} as const;

/**
 * The Analytics Overview's charts (issue 26, web/src/features/admin/analytics/): headings, the range control, the
 * tables' column names, the CSV files' names and the notes beside the figures.
 */
export const ANALYTICS_VIEW_COPY = {
  heading: 'Visits and conversions',
  intro: 'First-party counts of this site: page views, clicks and conversions of visitors who allowed analytics, and the stored leads.',
  loading: 'Loading the analytics...',
  error: 'The analytics could not be loaded.',
  range: {
    label: 'Range',
    presets: { '7': '7 days', '30': '30 days', '90': '90 days', '365': 'A year' } as Record<string, string>,
    custom: 'Custom',
    from: 'From',
    to: 'To',
    showing: (from: string, to: string) => `Showing ${from} to ${to} (Dubai days).`,
  },
  consent: {
    share: (percent: string, granted: number, refused: number) =>
      `${percent} of visitors who decided allowed analytics (${granted} allowed, ${refused} refused): view-based figures cover only them.`,
    none: 'No cookie banner decisions in this range: view-based figures cover only visitors who allowed analytics.',
  },
  exclude: {
    link: 'Leave this browser out of the view counts',
    hint: 'Opens the public site once with a flag kept in this browser, so your own visits are not counted.',
  },
  table: {
    show: 'Show the table',
    /** The button's name says which chart's file it saves (a page has several). */
    download: (title: string) => `Download CSV: ${title}`,
    downloadShort: 'Download CSV',
  },
  empty: 'Nothing counted in this range.',
  columns: {
    day: 'Day',
    page: 'Page',
    variant: 'Landing variant',
    button: 'Button',
    clicks: 'Clicks',
    views: 'Views',
    conversions: 'Conversions',
    rate: 'Conversion rate',
    storedLeads: 'Leads (stored)',
    target: 'Target',
    leads: 'Leads',
    source: 'Source',
    campaign: 'Campaign',
    stage: 'Stage',
    count: 'Count',
    p75: '75th percentile',
    visits: 'Visits',
  },
  leadsByDay: { heading: 'Leads per day by status', csv: 'leads-per-day' },
  pageRates: {
    heading: 'Conversion rate per page',
    note: (target: number) => `Conversions of consenting visits per consented view; the line marks the ${target}% target.`,
    csv: 'conversion-per-page',
  },
  variantRates: {
    heading: 'Conversion rate per landing variant',
    csv: 'conversion-per-variant',
  },
  comparison: { heading: 'Landing variants compared', method: 'Two-proportion z-test on consented views and their conversions.' },
  /** A rate's cell without consented views (no rate to give). */
  noViews: 'No views',
  percent: (value: number) => `${value}%`,
  targetLabel: (target: number) => `Target ${target}%`,
  campaigns: {
    heading: 'Campaigns',
    note: 'Leads per UTM source and campaign, each counted at the furthest status it has reached.',
    csv: 'campaigns',
    none: 'No lead with a UTM source or campaign in this range.',
  },
  funnel: {
    heading: 'Funnel',
    csv: 'funnel',
    stages: { views: 'Views', conversions: 'Conversions', leads: 'Leads', contacted: 'Contacted', qualified: 'Qualified', closed: 'Closed' },
  },
  clicks: { heading: 'WhatsApp and phone clicks per page and button', csv: 'clicks', none: 'No WhatsApp or phone clicks in this range.' },
  vitals: {
    heading: 'Performance: 75th percentile per day (last 30 days)',
    note: (minVisits: number) => `A day's figure shows once ${minVisits} visits have measured it; until then the target stands alone.`,
    csv: 'web-vitals-trend',
    notEnough: 'Not enough visits yet',
    targets: (list: string) => `Targets: ${list}.`,
    scriptsHeading: 'Script size per public page',
    scriptsNote: (budget: number) => `The JavaScript each page loads at once, gzipped, measured on the built site; the line marks the ${budget} KB budget.`,
    scriptsCsv: 'page-scripts',
    scriptsNone: (budget: number) => `No script sizes in this build of the admin; the budget is ${budget} KB per page.`,
    scriptKb: 'Script (KB, gzipped)',
    budgetKb: (budget: number) => `Budget ${budget} KB`,
  },
  csvName: (name: string, from: string, to: string) => `${name}-${from}-to-${to}.csv`,
} as const;
