/** /uk/market-access content (spec sections 2 and 9). */
import { MARKET_FACTS } from './claims.ts';
import type { MarketRegion, Statistic, Story, UkLimitation } from './types.ts';

export const MARKET_REGIONS: readonly MarketRegion[] = [
  { region: 'Middle East & GCC', population: '400M', flightTime: '0-4 hours', keyMarkets: ['Saudi Arabia', 'Qatar', 'Kuwait', 'Oman'], growth: 'Saudi Vision 2030 investment boom', opportunity: 'Government and infrastructure spending across the Gulf' },
  { region: 'South Asia', population: '2B', flightTime: '3-4 hours', keyMarkets: ['India', 'Pakistan', 'Bangladesh', 'Sri Lanka'], growth: 'Fastest-growing major economies', opportunity: 'Technology, services and consumer goods for a rising middle class' },
  { region: 'Africa', population: '500M', flightTime: '4-6 hours', keyMarkets: ['Egypt', 'Kenya', 'Nigeria', 'South Africa'], growth: 'African Continental Free Trade Area', opportunity: 'Trade, fintech and logistics hubs' },
  { region: 'East & Central Asia', population: '700M', flightTime: '6-8 hours', keyMarkets: ['China', 'Singapore', 'Kazakhstan', 'Indonesia'], growth: 'Belt and Road trade corridors', opportunity: 'Re-export, manufacturing partners and e-commerce' },
];

export const UK_LIMITATIONS: readonly UkLimitation[] = [
  { limitation: 'Post-Brexit trade barriers', impact: 'Customs checks and paperwork on EU sales', cost: 'Thousands a year in compliance and delays' },
  { limitation: 'Distance from growth markets', impact: '7-12 hour flights to Asia and the Gulf', cost: 'Higher travel costs and slower deals' },
  { limitation: 'High corporate tax', impact: '25% on profits', cost: '£125,000 on £500k profit' },
  { limitation: 'Slow company setup', impact: '6-12 weeks before trading', cost: 'Lost months of revenue' },
];

export const MARKET_ACCESS_STORIES: readonly Story[] = [
  { name: 'Mark Davies', business: 'SaaS company', quote: 'Dubai put us a short flight from our Saudi and Indian clients.', outcome: 'Revenue up 180% in two years' },
  { name: 'Priya Shah', business: 'Import and export', quote: 'Re-exporting through Jebel Ali cut our shipping times in half.', outcome: 'Entered 6 new markets' },
  { name: 'Tom Richards', business: 'Marketing agency', quote: 'We now serve the whole Gulf from one office.', outcome: 'Team grew from 4 to 22' },
];

/** The statistics band (3B, 4hr, 200+). */
export const MARKET_STATS_BAND: readonly Statistic[] = [
  { label: 'Consumers within reach', value: MARKET_FACTS.consumersShort },
  { label: `Flight to ${MARKET_FACTS.worldPopulationInReachPercent}% of the world`, value: MARKET_FACTS.flightHoursShort },
  { label: 'Trade agreements', value: MARKET_FACTS.tradeAgreements },
];
