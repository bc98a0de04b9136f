import { PACKAGING_MATERIALS } from '../../data/packaging-materials.js';
import { SPREAD } from '../climate/interval.js';
import type { ClimatePart, PartnerOverride, StageOverride } from '../climate/types.js';
import { electricityFactor, legKgCo2ePerKg, partnerStageValues } from './stages.js';
import type { PartnerData } from './types.js';


/** Log-space spread of a stage computed from the partner's own quantities and a published factor [our judgement, as for declared packaging]. */
const PARTNER_SPREAD = SPREAD.partnerPackaging;

const stage = (replaced: readonly ClimatePart[], partnerKg: number, extraDefaultKg = 0): StageOverride => {
  const defaultKg = replaced.reduce((sum, p) => sum + p.kgCo2e, extraDefaultKg);
  return { default: defaultKg, partner: partnerKg, ratio: defaultKg > 0 ? partnerKg / defaultKg : null, replaced };
};

/** Takes the parts of `kind` (and their spreads) out of the footprint; returns them. */
function removeParts(parts: ClimatePart[], spreads: number[], kind: ClimatePart['kind']): ClimatePart[] {
  const removed: ClimatePart[] = [];
  for (let i = parts.length - 1; i >= 0; i--) {
    if (parts[i]!.kind !== kind) continue;
    removed.unshift(parts[i]!);
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
    const replaced = removeParts(parts, spreads, 'transport');
    data.transport.forEach((leg, index) => {
      const kg = legKgCo2ePerKg(leg);
      const what = `${leg.refrigerated ? 'refrigerated ' : ''}${leg.mode} ${km(leg.distanceKm)}`;
      // The route names the leg, so the explanation lists each leg on its own line.
      parts.push(partnerPart('transport', `leg ${index + 1}: ${what}`, kg, kg, `leg ${index + 1}: ${what}`));
      spreads.push(PARTNER_SPREAD);
    });
    override.transport = stage(replaced, values.transport);
  }

  if (values.processing !== undefined && data.processing) {
    const replaced = removeParts(parts, spreads, 'processing');
    let foodProcessing = 0;
    if (whole) {
      const food = parts.find((p) => p.kind === 'ingredient');
      if (food) {
        foodProcessing = food.kgCo2e - food.farm;
        food.kgCo2e = food.farm;
        food.factor = food.mass ? food.farm / food.mass : food.farm;
        food.countedAs = 'its farm stage; its processing from your energy data';
      }
    }
    const { energyKwhPerKg, electricityCountry } = data.processing;
    parts.push(partnerPart('processing', `${energyKwhPerKg} kWh/kg of ${electricityCountry} electricity (${electricityFactor(electricityCountry)} kg CO2e/kWh)`, values.processing, values.processing));
    spreads.push(PARTNER_SPREAD);
    override.processing = stage(replaced, values.processing, foodProcessing);
  }

  if (values.packaging !== undefined && data.packaging) {
    const replaced = removeParts(parts, spreads, 'packaging');
    const text = data.packaging.components.map((c) => `${c.massGrams} g ${PACKAGING_MATERIALS[c.material].label}`).join(', ');
    // Packaging comes before retail in the parts, as the default does.
    const retail = parts.findIndex((p) => p.kind === 'retail');
    const at = retail < 0 ? parts.length : retail;
    parts.splice(at, 0, partnerPart('packaging', `${text} per ${data.packaging.productMassGrams} g`, values.packaging, values.packaging));
    spreads.splice(at, 0, PARTNER_SPREAD);
    override.packaging = stage(replaced, values.packaging);
  }
  return override;
}
