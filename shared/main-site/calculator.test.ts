import {
  calculateCost,
  isStructure,
  SERVICES,
  showsVisaSelector,
  STRUCTURES,
  VISA_OPTIONS,
  type ServiceId,
  type Structure,
} from './calculator.ts';

// Expectations are computed here from the spec's own numbers (main-site.md section 9), not from the module.
const SPEC_BASE: Record<Structure, number> = { mainland: 12900, freezone: 16900, offshore: 9900 };
const SPEC_EXTRA_VISA: Record<Structure, number | null> = { mainland: 3500, freezone: 4200, offshore: null };
const SPEC_SERVICES: Record<ServiceId, number> = {
  'bank-account': 2500,
  'emirates-id': 1200,
  'office-space': 8000,
  'legal-consultation': 1500,
  'accounting-setup': 3000,
};
const ALL_SERVICES = Object.keys(SPEC_SERVICES) as ServiceId[];

const SERVICE_SETS: ServiceId[][] = [
  [],
  ['bank-account'],
  ['emirates-id'],
  ['office-space'],
  ['legal-consultation'],
  ['accounting-setup'],
  ['bank-account', 'emirates-id'],
  ['office-space', 'accounting-setup', 'legal-consultation'],
  ALL_SERVICES,
];

const cases: [Structure, number, ServiceId[]][] = [];
for (const structure of ['mainland', 'freezone', 'offshore'] as Structure[]) {
  for (const visas of [2, 3, 4, 5]) {
    for (const services of SERVICE_SETS) cases.push([structure, visas, services]);
  }
}

describe('calculateCost against the spec prices', () => {
  it.each(cases)('%s with %i visas and services %j', (structure, visas, services) => {
    const extraVisaPrice = SPEC_EXTRA_VISA[structure];
    const extraVisas = extraVisaPrice === null ? 0 : visas - 2;
    const extraVisaCost = extraVisas * (extraVisaPrice ?? 0);
    const servicesTotal = services.reduce((sum, id) => sum + SPEC_SERVICES[id], 0);

    const result = calculateCost({ structure, visas, services });

    expect(result.base).toBe(SPEC_BASE[structure]);
    expect(result.extraVisas).toBe(extraVisas);
    expect(result.extraVisaCost).toBe(extraVisaCost);
    expect(result.services.map((s) => [s.id, s.price])).toEqual(
      ALL_SERVICES.filter((id) => services.includes(id)).map((id) => [id, SPEC_SERVICES[id]]),
    );
    expect(result.servicesTotal).toBe(servicesTotal);
    expect(result.total).toBe(SPEC_BASE[structure] + extraVisaCost + servicesTotal);
  });
});

describe('calculateCost rules', () => {
  it('includes 2 investor visas in the base price', () => {
    expect(calculateCost({ structure: 'mainland', visas: 2 }).total).toBe(12900);
    expect(calculateCost({ structure: 'freezone', visas: 2 }).total).toBe(16900);
  });

  it('adds 3500 per extra visa on mainland', () => {
    expect(calculateCost({ structure: 'mainland', visas: 5 })).toMatchObject({ extraVisas: 3, extraVisaCost: 10500, total: 23400 });
  });

  it('adds 4200 per extra visa in a free zone', () => {
    expect(calculateCost({ structure: 'freezone', visas: 3 })).toMatchObject({ extraVisas: 1, extraVisaCost: 4200, total: 21100 });
  });

  it('never charges for visas offshore, whatever visa count is passed', () => {
    for (const visas of [undefined, 2, 5, 0, 99, Number.NaN]) {
      expect(calculateCost({ structure: 'offshore', visas })).toMatchObject({ extraVisas: 0, extraVisaCost: 0, total: 9900 });
    }
  });

  it('prices the included visas when no visa count is given', () => {
    expect(calculateCost({ structure: 'freezone' }).total).toBe(16900);
  });

  it('adds all five services: 2500 + 1200 + 8000 + 1500 + 3000 = 16200', () => {
    const result = calculateCost({ structure: 'mainland', visas: 2, services: ALL_SERVICES });
    expect(result.servicesTotal).toBe(16200);
    expect(result.total).toBe(12900 + 16200);
  });

  it('the most expensive choice is a free zone with 5 visas and every service', () => {
    expect(calculateCost({ structure: 'freezone', visas: 5, services: ALL_SERVICES }).total).toBe(16900 + 3 * 4200 + 16200);
  });

  it('counts a service once even if it is chosen twice, and lists services in catalogue order', () => {
    const result = calculateCost({ structure: 'offshore', services: ['office-space', 'bank-account', 'office-space'] });
    expect(result.services.map((s) => s.id)).toEqual(['bank-account', 'office-space']);
    expect(result.total).toBe(9900 + 2500 + 8000);
  });

  it('gives each service a display name', () => {
    expect(SERVICES.map((s) => s.name)).toEqual([
      'Bank Account Opening',
      'Emirates ID Processing',
      'Office Space',
      'Legal Consultation',
      'Accounting Setup',
    ]);
  });

  it.each([1, 6, 0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p visas on mainland and in a free zone',
    (visas) => {
      expect(() => calculateCost({ structure: 'mainland', visas })).toThrow(RangeError);
      expect(() => calculateCost({ structure: 'freezone', visas })).toThrow(RangeError);
    },
  );

  it('refuses an unknown structure or service', () => {
    expect(() => calculateCost({ structure: '' as Structure })).toThrow(RangeError);
    expect(() => calculateCost({ structure: 'mainland', services: ['gym' as ServiceId] })).toThrow(RangeError);
  });
});

describe('calculator form', () => {
  it('offers 2, 3, 4 and 5 visas', () => {
    expect(VISA_OPTIONS).toEqual([2, 3, 4, 5]);
  });

  it('hides the visa selector for offshore only', () => {
    expect(STRUCTURES.map((s) => [s.id, showsVisaSelector(s.id)])).toEqual([
      ['mainland', true],
      ['freezone', true],
      ['offshore', false],
    ]);
  });

  it('keeps Calculate disabled until a structure is chosen', () => {
    expect(isStructure('')).toBe(false);
    expect(isStructure(undefined)).toBe(false);
    expect(isStructure('Mainland')).toBe(false);
    expect(isStructure('mainland')).toBe(true);
  });

  it('names each structure like its package', () => {
    expect(STRUCTURES.map((s) => s.name)).toEqual(['UAE Mainland', 'Free Zone', 'Offshore']);
  });
});
