/**
 * The cost calculator (spec main-site.md section 9): total = base + extra visas + extra services, in whole AED.
 *
 * Input policy: the page offers visa counts 2 to 5 only, so any other count is a programming error and
 * `calculateCost` rejects it with a RangeError rather than silently pricing something the visitor did not choose.
 * Offshore has no visa input: its visa count is ignored (any value, or none) and never adds cost.
 */
import { getPackage, PACKAGE_IDS, type PackageId } from './packages.ts';

/** Business structures the calculator prices; the same ids as the packages. */
export const STRUCTURE_IDS = PACKAGE_IDS;
export type Structure = PackageId;

/** Visas included in every base price. */
export const INCLUDED_VISAS = 2;
/** Smallest selectable visa count. */
export const MIN_VISAS = 2;
/** Largest selectable visa count. */
export const MAX_VISAS = 5;
/** The visa counts the visa selector offers: 2, 3, 4, 5. */
export const VISA_OPTIONS: readonly number[] = Array.from({ length: MAX_VISAS - MIN_VISAS + 1 }, (_, i) => MIN_VISAS + i);

/** One selectable business structure with its base price (AED), read from the package of the same id. */
export interface StructureOption {
  readonly id: Structure;
  readonly name: string;
  readonly base: number;
  /** Price of each visa beyond the included two, AED; null where extra visas are not available (offshore). */
  readonly extraVisaPrice: number | null;
}

const EXTRA_VISA_PRICE: Readonly<Record<Structure, number | null>> = {
  mainland: 3500,
  freezone: 4200,
  offshore: null,
};

/** The structures in display order: mainland 12900, free zone 16900, offshore 9900. */
export const STRUCTURES: readonly StructureOption[] = STRUCTURE_IDS.map((id) => ({
  id,
  name: getPackage(id).title,
  base: getPackage(id).price,
  extraVisaPrice: EXTRA_VISA_PRICE[id],
}));

/** Ids of the additional services. */
export const SERVICE_IDS = ['bank-account', 'emirates-id', 'office-space', 'legal-consultation', 'accounting-setup'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** One additional service with its display name and price (AED). */
export interface ServiceOption {
  readonly id: ServiceId;
  readonly name: string;
  readonly price: number;
}

/** The additional services in display order. */
export const SERVICES: readonly ServiceOption[] = [
  { id: 'bank-account', name: 'Bank Account Opening', price: 2500 },
  { id: 'emirates-id', name: 'Emirates ID Processing', price: 1200 },
  { id: 'office-space', name: 'Office Space', price: 8000 },
  { id: 'legal-consultation', name: 'Legal Consultation', price: 1500 },
  { id: 'accounting-setup', name: 'Accounting Setup', price: 3000 },
];

/** True when the value is a structure id; the Calculate button stays disabled until this holds. */
export function isStructure(value: unknown): value is Structure {
  return typeof value === 'string' && (STRUCTURE_IDS as readonly string[]).includes(value);
}

/** True when the value is an additional-service id. */
export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && (SERVICE_IDS as readonly string[]).includes(value);
}

/** The structure option with this id. */
export function getStructure(id: Structure): StructureOption {
  const found = STRUCTURES.find((s) => s.id === id);
  if (!found) throw new RangeError(`Unknown business structure: ${String(id)}`);
  return found;
}

/** Whether the visa selector is shown for a structure: hidden for offshore, where extra visas are not available. */
export function showsVisaSelector(structure: Structure): boolean {
  return getStructure(structure).extraVisaPrice !== null;
}

/** What the visitor chose. */
export interface CostInput {
  readonly structure: Structure;
  /** Total visas wanted, 2 to 5 (defaults to the included 2); ignored for offshore. */
  readonly visas?: number;
  /** Additional services; order and duplicates do not matter. */
  readonly services?: readonly ServiceId[];
}

/** The cost breakdown, all amounts whole AED. */
export interface CostBreakdown {
  readonly base: number;
  /** Visas beyond the included two (0 for offshore). */
  readonly extraVisas: number;
  readonly extraVisaCost: number;
  /** Chosen services, in catalogue order, each once. */
  readonly services: readonly ServiceOption[];
  readonly servicesTotal: number;
  /** base + extraVisaCost + servicesTotal */
  readonly total: number;
}

/**
 * Prices the visitor's choice. Throws a RangeError for an unknown structure, an unknown service id, or (mainland and
 * free zone only) a visa count that is not a whole number from 2 to 5.
 */
export function calculateCost(input: CostInput): CostBreakdown {
  if (!isStructure(input.structure)) throw new RangeError(`Unknown business structure: ${String(input.structure)}`);
  const structure = getStructure(input.structure);

  let extraVisas = 0;
  if (structure.extraVisaPrice !== null) {
    const visas = input.visas ?? INCLUDED_VISAS;
    if (!Number.isInteger(visas) || visas < MIN_VISAS || visas > MAX_VISAS) {
      throw new RangeError(`Visas must be a whole number from ${MIN_VISAS} to ${MAX_VISAS}, got ${visas}`);
    }
    extraVisas = visas - INCLUDED_VISAS;
  }
  const extraVisaCost = extraVisas * (structure.extraVisaPrice ?? 0);

  const chosen = new Set<unknown>(input.services ?? []);
  for (const id of chosen) {
    if (!isServiceId(id)) throw new RangeError(`Unknown service: ${String(id)}`);
  }
  const services = SERVICES.filter((service) => chosen.has(service.id));
  const servicesTotal = services.reduce((sum, service) => sum + service.price, 0);

  return {
    base: structure.base,
    extraVisas,
    extraVisaCost,
    services,
    servicesTotal,
    total: structure.base + extraVisaCost + servicesTotal,
  };
}
