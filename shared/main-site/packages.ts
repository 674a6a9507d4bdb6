/**
 * The three setup packages (spec main-site.md sections 3 and 9). The calculator's base prices are read from here.
 */

/** Package ids, in display order. */
export const PACKAGE_IDS = ['mainland', 'freezone', 'offshore'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** Local storage key holding the id of the package the visitor chose. */
export const SELECTED_PACKAGE_KEY = 'selectedPackage';

/** Badge text of the popular package. */
export const POPULAR_LABEL = 'Most Popular';

/** Text shown on every package card about the guarantee. */
export const MONEY_BACK_GUARANTEE_TEXT = 'Money-back guarantee';

/** One setup package as shown on a package card. Prices are whole AED. */
export interface SetupPackage {
  readonly id: PackageId;
  readonly title: string;
  readonly description: string;
  /** Current price, AED. */
  readonly price: number;
  /** Struck-through former price, AED. */
  readonly originalPrice: number;
  readonly features: readonly string[];
  /** True for the package marked 'Most Popular'. */
  readonly popular: boolean;
  /** Delivery time as displayed, e.g. '24 hours'. */
  readonly setupTime: string;
  /** Visa allowance as displayed; null where the spec shows none (offshore). */
  readonly visas: string | null;
  /** Every package advertises a money-back guarantee. */
  readonly moneyBackGuarantee: true;
}

/** The packages in display order. */
export const PACKAGES: readonly SetupPackage[] = [
  {
    id: 'mainland',
    title: 'UAE Mainland',
    description: 'Trade anywhere in the UAE with a mainland company you own 100%, set up in 24 hours.',
    price: 12_900,
    originalPrice: 15_000,
    features: [
      '100% ownership',
      '2 investor visas',
      'Dubai World Trade Center address',
      'Visa processing',
      'Bank account opening',
      'Dedicated account manager',
      MONEY_BACK_GUARANTEE_TEXT,
    ],
    popular: false,
    setupTime: '24 hours',
    visas: '2 investor visas',
    moneyBackGuarantee: true,
  },
  {
    id: 'freezone',
    title: 'Free Zone',
    description: 'A free-zone company with a Dubai World Trade Center address and visas for your team, set up in 24 hours.',
    price: 16_900,
    originalPrice: 20_000,
    features: [
      '100% ownership',
      '3 visas',
      'Dubai World Trade Center address',
      'Visa processing',
      'Bank account opening',
      'Dedicated account manager',
      MONEY_BACK_GUARANTEE_TEXT,
    ],
    popular: true,
    setupTime: '24 hours',
    visas: '3 visas',
    moneyBackGuarantee: true,
  },
  {
    id: 'offshore',
    title: 'Offshore',
    description: 'An offshore company for holding assets and international business, set up in 48 hours.',
    price: 9_900,
    originalPrice: 12_000,
    features: [
      '100% ownership',
      'Bank account opening',
      'Dedicated account manager',
      MONEY_BACK_GUARANTEE_TEXT,
    ],
    popular: false,
    setupTime: '48 hours',
    visas: null,
    moneyBackGuarantee: true,
  },
];

/** True when the value is one of the package ids. */
export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);
}

/** The package with this id. */
export function getPackage(id: PackageId): SetupPackage {
  const found = PACKAGES.find((pkg) => pkg.id === id);
  if (!found) throw new RangeError(`Unknown package id: ${String(id)}`);
  return found;
}

/**
 * The package id stored under SELECTED_PACKAGE_KEY, or null when nothing (or something that is not a package id)
 * is stored. Pass `localStorage.getItem(SELECTED_PACKAGE_KEY)`.
 */
export function readSelectedPackage(stored: string | null | undefined): PackageId | null {
  return isPackageId(stored) ? stored : null;
}

/** How much the visitor saves against the former price, AED. */
export function packageSavings(pkg: Pick<SetupPackage, 'price' | 'originalPrice'>): number {
  return pkg.originalPrice - pkg.price;
}

const aedGrouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A whole-dirham amount as displayed: `formatAed(12900)` is 'AED 12,900'. Fractions are rounded to the nearest
 * dirham; a non-finite amount throws.
 */
export function formatAed(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return `AED ${aedGrouping.format(Math.round(amount) + 0)}`;
}
