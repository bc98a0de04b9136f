import type { ELECTRICITY_KG_CO2E_PER_KWH } from '../../data/electricity-factors.js';
import type { PackagingMaterialKey } from '../../data/packaging-materials.js';

/**
 * The partner's own life-cycle data for one product, as the contract's `PartnerDataRequest` states
 * it (the shapes Ecobalyse's food API accepts): the scoring input carries it as
 * `ProductData.partner_data`, already validated against the contract's limits.
 */
export type ElectricityCountry = keyof typeof ELECTRICITY_KG_CO2E_PER_KWH;

export type FreightMode = 'road' | 'rail' | 'sea' | 'air';

export interface PartnerTransportLeg {
  mode: FreightMode;
  distanceKm: number;
  refrigerated?: boolean;
}

export interface PartnerProcessing {
  energyKwhPerKg: number;
  /** ISO 3166-1 alpha-2 code of a country the electricity table has. */
  electricityCountry: ElectricityCountry;
}

export interface PartnerPackagingComponent {
  material: PackagingMaterialKey;
  massGrams: number;
}

export interface PartnerPackaging {
  productMassGrams: number;
  components: PartnerPackagingComponent[];
}

export interface PartnerData {
  transport?: PartnerTransportLeg[] | null;
  processing?: PartnerProcessing | null;
  packaging?: PartnerPackaging | null;
}

/** The life-cycle stages partner data can describe. */
export type PartnerStage = 'transport' | 'processing' | 'packaging';
export const PARTNER_STAGES: readonly PartnerStage[] = ['transport', 'processing', 'packaging'];
