import { PACKAGING_MATERIALS } from '../../data/packaging-materials.js';
import { SPREAD } from '../climate/interval.js';
import type { ClimatePart } from '../climate/types.js';
import { electricityFactor, legKgCo2ePerKg, partnerStageValues } from './stages.js';
import type { PartnerData, PartnerStage } from './types.js';

/** One stage the partner's data replaced: its default figure and the partner's, kg CO2e per kg of product. */
export interface StageOverride {
  default: number;
  partner: number;
  /**
   * partner / default: the factor by which the stage's other indicators are scaled where the
   * partner's quantities have no factor of their own (an estimate, docs/methodology.md); null
   * when the default stage was 0 (nothing to scale).
   */
  ratio: number | null;
}

/** What the partner's data changed in a footprint, per stage. */
export type PartnerOverride = Partial<Record<PartnerStage, StageOverride>>;

/** Log-space spread of a stage computed from the partner's own quantities and a published factor [our judgement, as for declared packaging]. */
const PARTNER_SPREAD = SPREAD.partnerPackaging;

const stage = (defaultKg: number, partnerKg: number): StageOverride => ({
  default: defaultKg,
  partner: partnerKg,
  ratio: defaultKg > 0 ? partnerKg / defaultKg : null,
});

function removeParts(parts: ClimatePart[], spreads: number[], kind: ClimatePart['kind']): number {
  let removed = 0;
  for (let i = parts.length - 1; i >= 0; i--) {
    if (parts[i]!.kind !== kind) continue;
    removed += parts[i]!.kgCo2e;
    parts.splice(i, 1);
    spreads.splice(i, 1);
  }
  return removed;
}

const partnerPart = (kind: ClimatePart['kind'], text: string, factor: number, kgCo2e: number, route: string | null = null): ClimatePart => ({
  kind, leaf: null, text, reference: null, mass: kind === 'transport' ? 1 : null, share: null, factor, kgCo2e, farm: 0,
  basis: 'partner', countedAs: null, route, partnerData: true,
});

const km = (d: number) => `${Math.round(d).toLocaleString('en-GB')} km`;

/**
 * Replaces, in a footprint's parts (and their spreads, index for index), the stages the partner
 * described: transport by one part per leg, the product's own processing step by the electricity
 * the partner stated, packaging by the partner's components. Returns what each replaced stage was
 * and became. `whole`: the footprint is one reference food, whose ingredient part holds its
 * processing; that part keeps its farm figure only.
 */
export function applyPartnerData(parts: ClimatePart[], spreads: number[], data: PartnerData, whole: boolean): PartnerOverride {
  const values = partnerStageValues(data);
  const override: PartnerOverride = {};

  if (values.transport !== undefined && data.transport) {
    const before = removeParts(parts, spreads, 'transport');
    data.transport.forEach((leg, index) => {
      const kg = legKgCo2ePerKg(leg);
      const what = `${leg.refrigerated ? 'refrigerated ' : ''}${leg.mode} ${km(leg.distanceKm)}`;
      // The route names the leg, so the explanation lists each leg on its own line.
      parts.push(partnerPart('transport', `leg ${index + 1}: ${what}`, kg, kg, `leg ${index + 1}: ${what}`));
      spreads.push(PARTNER_SPREAD);
    });
    override.transport = stage(before, values.transport);
  }

  if (values.processing !== undefined && data.processing) {
    let before = removeParts(parts, spreads, 'processing');
    if (whole) {
      const food = parts.find((p) => p.kind === 'ingredient');
      if (food) {
        before += food.kgCo2e - food.farm;
        food.kgCo2e = food.farm;
        food.factor = food.mass ? food.farm / food.mass : food.farm;
        food.countedAs = 'its farm stage; its processing from your energy data';
      }
    }
    const { energyKwhPerKg, electricityCountry } = data.processing;
    parts.push(partnerPart('processing', `${energyKwhPerKg} kWh/kg of ${electricityCountry} electricity (${electricityFactor(electricityCountry)} kg CO2e/kWh)`, values.processing, values.processing));
    spreads.push(PARTNER_SPREAD);
    override.processing = stage(before, values.processing);
  }

  if (values.packaging !== undefined && data.packaging) {
    const before = removeParts(parts, spreads, 'packaging');
    const text = data.packaging.components.map((c) => `${c.massGrams} g ${PACKAGING_MATERIALS[c.material].label}`).join(', ');
    // Packaging comes before retail in the parts, as the default does.
    const retail = parts.findIndex((p) => p.kind === 'retail');
    const at = retail < 0 ? parts.length : retail;
    parts.splice(at, 0, partnerPart('packaging', `${text} per ${data.packaging.productMassGrams} g`, values.packaging, values.packaging));
    spreads.splice(at, 0, PARTNER_SPREAD);
    override.packaging = stage(before, values.packaging);
  }
  return override;
}
