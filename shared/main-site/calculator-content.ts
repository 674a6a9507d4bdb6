/**
 * Copy of the cost calculator page (spec main-site.md sections 2, 4 and 9). Prices, structures, services and visa
 * limits are the pricing engine's (calculator.ts); this file holds only the words around them.
 */
import type { AnalyticsEvent } from './analytics-events.ts';
import { INCLUDED_VISAS, MAX_VISAS } from './calculator.ts';
import { SECTION_IDS, type LinkItem } from './home-content.ts';
import { formatAed } from './packages.ts';

/** Where the calculator's calls to action send the visitor: the home page's lead form. */
const LEAD_FORM_HREF = `/#${SECTION_IDS.leadForm}`;

export const CALCULATOR_PAGE = {
  backLink: { label: 'Back to Home', href: '/' },
  eyebrow: 'Transparent pricing',
  title: 'Business Setup Cost Calculator',
  subtitle:
    'Choose your business structure, visas and extra services to see what your Dubai company costs. No hidden fees: the total is the price you pay.',
} as const satisfies { backLink: LinkItem; [key: string]: unknown };

/** The form's labels and hints. */
export const CALCULATOR_FORM = {
  structureLegend: 'Business structure',
  structureHint: 'Required. Choose one to calculate your cost.',
  /** The base price shown on each structure option. */
  basePrice: (base: number) => `From ${formatAed(base)}`,
  visasLabel: 'Number of visas',
  visasHint: `${INCLUDED_VISAS} visas are included in the base price; choose up to ${MAX_VISAS}.`,
  /** One option of the visa selector (MIN_VISAS to MAX_VISAS). */
  visaOption: (count: number) => (count === INCLUDED_VISAS ? `${count} visas (included)` : `${count} visas`),
  /** A structure with no visa selector (offshore). */
  visasNotAvailable: (structureName: string) => `Extra visas are not available for ${structureName} companies.`,
  servicesLegend: 'Additional services',
  servicesHint: 'Optional. Tick any services you would like us to handle.',
  /** The price shown beside each service. */
  servicePrice: (price: number) => `+${formatAed(price)}`,
  calculateButton: 'Calculate',
  calculateDisabledHint: 'Choose a business structure to calculate your cost.',
} as const;

/** The breakdown shown after Calculate is pressed; it then follows the visitor's changes. */
export const CALCULATOR_BREAKDOWN = {
  title: 'Your Cost Breakdown',
  liveNote: 'The breakdown updates as you change your choices.',
  base: (structureName: string) => `Base price (${structureName}, ${INCLUDED_VISAS} visas included)`,
  extraVisas: (count: number, unitPrice: number) => `Extra visas (${count} × ${formatAed(unitPrice)})`,
  extraVisasNone: 'Extra visas',
  extraVisasNotAvailable: 'Not available',
  services: (count: number) => (count === 1 ? 'Additional services (1 service)' : `Additional services (${count} services)`),
  total: 'Estimated total',
  totalNote: 'Prices in AED. Every package comes with a money-back guarantee.',
} as const;

/** Calls to action under the breakdown; both go to the home page's lead form. */
export const CALCULATOR_CTAS = {
  accurateQuote: { label: 'Get Accurate Quote', href: LEAD_FORM_HREF },
  startSetup: { label: 'Start Your Business Setup', href: LEAD_FORM_HREF },
} as const satisfies Record<string, LinkItem>;

/**
 * Analytics of the calculator's calls to action. Following the landing convention (analytics-events.ts), a button to
 * the lead form is a consultation_click labelled with the place of the click.
 */
export const CALCULATOR_CTA_EVENTS = {
  accurateQuote: { event: 'consultation_click', category: 'cta', label: 'calculator_quote' },
  startSetup: { event: 'consultation_click', category: 'cta', label: 'calculator_start' },
} as const satisfies Record<string, AnalyticsEvent>;
