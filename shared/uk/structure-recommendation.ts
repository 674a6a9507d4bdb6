/**
 * Which Dubai business structure the tax report recommends first for a visitor's annual profit. The three packages are
 * the site's own (shared/main-site/packages.ts: prices, setup times, visas); this only orders them and says why.
 *
 * The rule (ours; the spec promises "Dubai business structure recommendations" without one): a free-zone company is
 * the usual home of a UK consultancy, agency or online business moving its profit to Dubai, so it comes first; from
 * MAINLAND_FIRST_FROM_PROFIT a business is usually large enough to trade with UAE clients and employ there, which
 * only a mainland company may do without restriction, so the mainland company comes first. Offshore holds assets and
 * gives no residence visa, so it is never the first advice for someone relocating.
 */
import { getPackage, type PackageId, type SetupPackage } from '../main-site/packages.ts';

/** From this annual profit (pounds) the mainland company is recommended first. */
export const MAINLAND_FIRST_FROM_PROFIT = 250_000;

/** Why each structure suits whom, as the report says it. */
export const STRUCTURE_FIT: Readonly<Record<PackageId, string>> = {
  freezone: 'For consultancies, agencies and online businesses with clients worldwide, and visas for your team.',
  mainland: 'For a larger business that trades with UAE clients or employs staff in the UAE.',
  offshore: 'For holding assets, shares or intellectual property: no office or visa, at the lowest setup cost.',
};

export type StructureRecommendation = { setupPackage: SetupPackage; fit: string; recommended: boolean };

/** The three structures, the one that fits this annual profit first (marked recommended), then the others. */
export function structuresForProfit(profit: number): StructureRecommendation[] {
  const order: PackageId[] =
    profit >= MAINLAND_FIRST_FROM_PROFIT ? ['mainland', 'freezone', 'offshore'] : ['freezone', 'mainland', 'offshore'];
  return order.map((id, index) => ({ setupPackage: getPackage(id), fit: STRUCTURE_FIT[id], recommended: index === 0 }));
}
