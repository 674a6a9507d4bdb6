/** /uk/lifestyle content (spec sections 2 and 9); the cost-of-living widget's data is in ../cost-of-living.ts. */
import { LIFESTYLE_FACTS as F } from './claims.ts';
import type { Highlight, LifestyleRow, Statistic, Story } from './types.ts';

/** The six-row comparison table. */
export const LIFESTYLE_ROWS: readonly LifestyleRow[] = [
  { aspect: 'Weather', uk: `${F.ukRainyDays} rainy days`, dubai: `${F.sunnyDays} sunny days`, ukDetails: 'Grey skies most of the year', dubaiDetails: `Average ${F.averageTemperature}, beach weather in winter` },
  { aspect: 'Safety', uk: 'Rising crime in cities', dubai: `Crime ${F.crimeLowerPercent}% lower`, ukDetails: 'Theft and burglary on the rise', dubaiDetails: `${F.safetyRating} safety rating` },
  { aspect: 'Education', uk: 'Private fees plus 20% VAT', dubai: `${F.internationalSchools} international schools`, ukDetails: 'Waiting lists for good schools', dubaiDetails: 'British curriculum schools across the city' },
  { aspect: 'Cost of living', uk: F.ukCostOfLivingPerMonth, dubai: F.dubaiCostOfLivingPerMonth, ukDetails: 'High rent, council tax and energy bills', dubaiDetails: 'Tax-free income stretches further' },
  { aspect: 'Income tax', uk: '45%', dubai: '0%', ukDetails: 'Top rate from £125,140', dubaiDetails: 'No personal income tax' },
  { aspect: 'Business community', uk: 'Shrinking entrepreneur base', dubai: `${F.companies} companies`, ukDetails: `${F.ukMillionairesLeaving} millionaires leaving`, dubaiDetails: `Businesses from ${F.countries} countries` },
];

/** The four highlight cards. */
export const LIFESTYLE_HIGHLIGHTS: readonly Highlight[] = [
  { title: 'Year-Round Sunshine', description: 'Outdoor living, beaches and sport all year.', stats: `${F.sunnyDays} sunny days, ${F.averageTemperature} average` },
  { title: 'World-Class Safety', description: 'One of the safest cities in the world for families.', stats: `${F.safetyRating} safety rating` },
  { title: 'Top Schools', description: 'British, IB and American curricula.', stats: `${F.internationalSchools} international schools` },
  { title: 'Global Community', description: 'A thriving international business community.', stats: `${F.companies} companies from ${F.countries} countries` },
];

export const FAMILY_STORIES: readonly Story[] = [
  { name: 'The Wilson family', business: 'Moved from Surrey', quote: 'The children are outdoors every day and the schools are excellent.', outcome: 'Saved £8,000 a year on school fees' },
  { name: 'The Ahmed family', business: 'Moved from Birmingham', quote: 'We feel safe walking anywhere at any time.', outcome: 'Bought a villa with their tax savings' },
  { name: 'The Carter family', business: 'Moved from London', quote: 'We swapped the commute for the beach.', outcome: 'Two more hours together every day' },
];

export const LIFESTYLE_STATS_BAND: readonly Statistic[] = [
  { label: 'Sunny days a year', value: F.sunnyDays },
  { label: 'International schools', value: F.internationalSchools },
  { label: 'Safety rating', value: F.safetyRating },
  { label: 'UK-Dubai setups', value: F.ukDubaiSetups },
];
