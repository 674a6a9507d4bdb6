/** /uk/ownership content (spec section 2). */
import type { Benefit, OwnershipSectorRow, Story } from './types.ts';

/** The six-row sector table. */
export const OWNERSHIP_SECTORS: readonly OwnershipSectorRow[] = [
  { sector: 'Technology & Software', uk: '100%, with 25% corporation tax', dubai: '100% foreign ownership', dubaiZones: 'Dubai Internet City, DMCC, Dubai Silicon Oasis' },
  { sector: 'E-commerce & Retail', uk: '100%, with 20% VAT and 25% tax', dubai: '100% foreign ownership', dubaiZones: 'Dubai CommerCity, DMCC' },
  { sector: 'Consulting & Professional Services', uk: '100%, with IR35 rules', dubai: '100% foreign ownership', dubaiZones: 'DMCC, IFZA, Dubai South' },
  { sector: 'Trading & Logistics', uk: '100%, with post-Brexit customs', dubai: '100% foreign ownership', dubaiZones: 'JAFZA, Dubai South' },
  { sector: 'Financial Services', uk: '100%, FCA regulated', dubai: '100% foreign ownership', dubaiZones: 'DIFC' },
  { sector: 'Media & Creative', uk: '100%, with 25% corporation tax', dubai: '100% foreign ownership', dubaiZones: 'Dubai Media City, Dubai Studio City' },
];

export const OWNERSHIP_BENEFITS: readonly Benefit[] = [
  { title: 'No Local Partner', description: 'Own every share of your company.', ukProblem: 'Investors and partners dilute control', dubaiSolution: '100% foreign ownership in every free zone' },
  { title: 'Full Profit Repatriation', description: 'Move your profits anywhere.', ukProblem: 'Dividend tax up to 39.35% on the way out', dubaiSolution: 'No currency controls and no dividend tax' },
  { title: 'Asset Protection', description: 'Keep what you build.', ukProblem: '40% inheritance tax on business assets', dubaiSolution: 'No inheritance tax' },
  { title: 'Simple Governance', description: 'One shareholder can run the company.', ukProblem: 'Growing compliance and reporting burden', dubaiSolution: 'Light annual filing in the free zones' },
];

export const OWNERSHIP_STORIES: readonly Story[] = [
  { name: 'Helen Brooks', business: 'Design studio', quote: 'I own 100% of the company and answer to no one.', outcome: 'Kept full control through a £2m expansion' },
  { name: 'Chris Evans', business: 'Fintech start-up', quote: 'DIFC gave us full ownership and a regulator that understands us.', outcome: 'Raised a seed round in six months' },
  { name: 'Aisha Khan', business: 'Trading company', quote: 'No sponsor, no partner, just my business.', outcome: 'Profits repatriated tax-free' },
];
