import { describe, expect, it } from 'vitest';
import { MAX_PACKAGING_TO_PRODUCT_MASS, MAX_TOTAL_DISTANCE_KM, partnerDataLimitErrors } from '../../../src/subscriptions/partner-data-limits.js';
import { contractDocument } from '../../support/contract.js';

/**
 * The partner-data limits that span fields (src/subscriptions/partner-data-limits.ts), which JSON
 * Schema cannot state: each at its bound and just past it, and the contract's words stating the same
 * numbers. test/integration/subscriptions/partner-data.test.ts proves them on the real service.
 */
const leg = (distanceKm: number) => ({ mode: 'sea' as const, distanceKm });
const pack = (productMassGrams: number, ...masses: number[]) => ({ packaging: { productMassGrams, components: masses.map((massGrams) => ({ material: 'glass' as const, massGrams })) } });

describe('the legs together', () => {
  it('at most 40,000 km: at the bound kept, past it a 400 at /transport', () => {
    expect(partnerDataLimitErrors({ transport: [leg(25_000), leg(15_000)] })).toEqual([]);
    expect(partnerDataLimitErrors({ transport: [leg(25_000), leg(15_000.001)] })).toEqual([
      { pointer: '/transport', detail: 'the legs add up to 40,000.001 km, more than 40,000 km in all (about once around the Earth)' },
    ]);
    // The audit's ten long-haul flights of 25,000 km.
    expect(partnerDataLimitErrors({ transport: Array.from({ length: 10 }, () => ({ mode: 'air' as const, distanceKm: 25_000 })) })).toHaveLength(1);
  });

  it('decimal legs that add up to the bound are at it, whatever the binary rounding of the sum', () => {
    expect(10_106.2 + 23_011.9 + 6_881.9).toBeGreaterThan(MAX_TOTAL_DISTANCE_KM);
    expect(partnerDataLimitErrors({ transport: [leg(10_106.2), leg(23_011.9), leg(6_881.9)] })).toEqual([]);
  });
});

describe('the pack against its contents', () => {
  it('at most 50 times the product: at the bound kept, past it a 400 at /packaging/components', () => {
    expect(partnerDataLimitErrors(pack(8, 390, 10))).toEqual([]);
    expect(partnerDataLimitErrors(pack(8, 390, 10.01))).toEqual([
      { pointer: '/packaging/components', detail: 'the components weigh 400.01 g in all, more than 50 times productMassGrams (8 g); are both in grams?' },
    ]);
    // A 1 kg jar of honey with its mass written in kilograms.
    expect(partnerDataLimitErrors(pack(1, 400))[0]!.pointer).toBe('/packaging/components');
    expect(partnerDataLimitErrors(pack(0.3, 15))).toEqual([]);
  });

  it('a pack at 50 times its product is at the bound, whatever the binary rounding of the product', () => {
    expect(MAX_PACKAGING_TO_PRODUCT_MASS * 2.3).toBeLessThan(115);
    expect(partnerDataLimitErrors(pack(2.3, 115))).toEqual([]);
  });

  it('a real spice jar, heavier than its contents many times over, is kept', () => {
    expect(partnerDataLimitErrors(pack(4, 85, 5))).toEqual([]);
  });

  it('both limits broken: both named', () => {
    expect(partnerDataLimitErrors({ transport: [leg(25_000), leg(25_000)], ...pack(1, 100) }).map((e) => e.pointer)).toEqual(['/transport', '/packaging/components']);
  });
});

describe('the contract states the same limits', () => {
  const schemas = contractDocument.components.schemas;
  it('in the descriptions of transport and components, and the single-field minimums in the schema', () => {
    expect(schemas.PartnerDataRequest.properties.transport.description).toContain(`${MAX_TOTAL_DISTANCE_KM.toLocaleString('en-GB')} km`);
    expect(schemas.PartnerPackaging.properties.components.description).toContain(`at most ${MAX_PACKAGING_TO_PRODUCT_MASS} times \`productMassGrams\``);
    // The lightest grocery sold, a 0.5 g saffron packet, is within the schema and the limits.
    expect(schemas.PartnerPackaging.properties.productMassGrams.minimum).toBeLessThanOrEqual(0.5);
    expect(partnerDataLimitErrors({ packaging: { productMassGrams: 0.5, components: [{ material: 'paper', massGrams: 3 }, { material: 'pp', massGrams: 1 }] } })).toEqual([]);
    expect(schemas.PartnerTransportLeg.properties.distanceKm.minimum).toBe(1);
  });
});
