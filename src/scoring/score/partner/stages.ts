import { ELECTRICITY_KG_CO2E_PER_KWH, WORLD_ELECTRICITY_KG_CO2E_PER_KWH } from '../../data/electricity-factors.js';
import { FREIGHT_KG_CO2E_PER_TKM as FREIGHT } from '../../data/freight-factors.js';
import { PACKAGING_MATERIALS } from '../../data/packaging-materials.js';
import type { ElectricityCountry, PartnerData, PartnerPackaging, PartnerProcessing, PartnerStage, PartnerTransportLeg } from './types.js';

/**
 * The climate figure of each stage the partner described, kg CO2e per kg of product, from the
 * partner's quantities and the project's sourced factors (docs/methodology.md, "The partner's own
 * data"). Pure arithmetic, no defaults: a stage the partner did not describe is absent.
 */

/**
 * A refrigerated leg is never priced below the same mode unrefrigerated: DESNZ's refrigerated sea row
 * is another vessel class (a refrigerated cargo ship, 0.01306) than its average container ship
 * (0.01612), so taken as it stands, flagging a cold chain would lower the figure. The larger of the
 * two rows is the conservative reading that needs no data DESNZ does not give.
 */
const refrigeratedOr = (refrigerated: boolean | undefined, refrigeratedRow: number, averageRow: number) =>
  refrigerated ? Math.max(refrigeratedRow, averageRow) : averageRow;

/** kg CO2e per tonne·km of a leg: DESNZ 2025 freight factors (rail and air have no refrigerated row: priced as unrefrigerated). */
export function freightFactor(leg: PartnerTransportLeg): number {
  switch (leg.mode) {
    case 'road':
      return refrigeratedOr(leg.refrigerated, FREIGHT.hgvRefrigerated, FREIGHT.hgvAverage);
    case 'sea':
      return refrigeratedOr(leg.refrigerated, FREIGHT.refrigeratedCargoShip, FREIGHT.containerShip);
    case 'rail':
      return FREIGHT.rail;
    case 'air':
      return FREIGHT.airLongHaulWithRF;
  }
}

/** kg CO2e per kg of product for one leg: every kg travels the whole leg (1 kg = 1/1,000 t). */
export function legKgCo2ePerKg(leg: PartnerTransportLeg): number {
  return (leg.distanceKm * freightFactor(leg)) / 1000;
}

/** kg CO2e per kWh of the country's grid; the world figure for a code the table lacks (stored data older than the table). */
export function electricityFactor(country: ElectricityCountry): number {
  return (ELECTRICITY_KG_CO2E_PER_KWH as Partial<Record<string, number>>)[country] ?? WORLD_ELECTRICITY_KG_CO2E_PER_KWH;
}

export function processingKgCo2ePerKg(p: PartnerProcessing): number {
  return p.energyKwhPerKg * electricityFactor(p.electricityCountry);
}

/** Σ component mass × its material's DESNZ factor, per kg of the product the pack holds. */
export function packagingKgCo2ePerKg(p: PartnerPackaging): number {
  let kg = 0;
  for (const c of p.components) kg += (c.massGrams / 1e6) * PACKAGING_MATERIALS[c.material].kgCo2ePerTonne; // g → t
  return kg / (p.productMassGrams / 1000);
}

/** kg CO2e per kg of product of each stage the partner described. */
export type PartnerStageValues = Partial<Record<PartnerStage, number>>;

export function partnerStageValues(data: PartnerData): PartnerStageValues {
  const values: PartnerStageValues = {};
  if (data.transport && data.transport.length > 0) values.transport = data.transport.reduce((sum, leg) => sum + legKgCo2ePerKg(leg), 0);
  if (data.processing) values.processing = processingKgCo2ePerKg(data.processing);
  if (data.packaging) values.packaging = packagingKgCo2ePerKg(data.packaging);
  return values;
}
