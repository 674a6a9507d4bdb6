/** The static content record shapes of spec section 3 (no stored entities). */

export type CaseStudy = { name: string; business: string; ukTax: number; dubaiTax: number; savings: number; description: string };
export type Story = { name: string; business: string; quote: string; outcome: string };
export type Testimonial = { name: string; position: string; company: string; rating: number; content: string };
export type TaxComparisonRow = { category: string; ukRate: string; dubaiRate: string; annualSaving: number; persona: string };
export type AlternateTaxRow = { category: string; uk: number; dubai: number; savings: number };
export type SetupStep = { step: string; uk: string; dubai: string; ukIssues: string; dubaiAdvantages: string };
export type TimelineStage = { time: string; task: string; details: string };
export type MarketRegion = { region: string; population: string; flightTime: string; keyMarkets: readonly string[]; growth: string; opportunity: string };
export type UkLimitation = { limitation: string; impact: string; cost: string };
export type LifestyleRow = { aspect: string; uk: string; dubai: string; ukDetails: string; dubaiDetails: string };
export type Highlight = { title: string; description: string; stats: string };
export type OwnershipSectorRow = { sector: string; uk: string; dubai: string; dubaiZones: string };
export type Benefit = { title: string; description: string; ukProblem: string; dubaiSolution: string };
export type FreeZone = { zone: string; corporateTax: string; duration: '15-50 years' | '50 years' | 'Permanent'; activities: string; highlight: string };
export type Statistic = { label: string; value: string; trend?: string; colour?: string };
export type LifestyleComparisonRow = {
  category: string;
  uk: { value: string; icon: string; colour: string };
  dubai: { value: string; icon: string; colour: string };
};
export type FeatureCard = { title: string; description: string; image: string; stats: string; colour: string };
