import {
  BIODIVERSITY_WEIGHTS,
  EF_NORMALISATION,
  ENVIRONMENT_ANCHORS,
  ENVIRONMENT_INDICATORS,
  type EnvironmentIndicator,
  type EnvironmentStage,
} from '../../data/environment-references.js';
import type { RecordField } from '../../explain/types.js';

/**
 * The physical quantity behind each environmental score (docs/methodology.md, "Environment"): a
 * fixed linear combination of the EF 3.1 indicators over some stages, so every quantity is one dot
 * product per stage vector, and its anchors on the AGRIBALYSE product distribution.
 */
export type EnvironmentQuantityName = 'water' | 'landUse' | 'eutrophication' | 'ecotoxicityToGate' | 'biodiversity';

export interface EnvironmentQuantity {
  name: EnvironmentQuantityName;
  field: RecordField;
  unit: string;
  label: { en: string; sv: string };
  /** Coefficient of each indicator (ENVIRONMENT_INDICATORS order). */
  weights: readonly number[];
  /** The stages it counts (all five but for pesticides, which count farming and processing). */
  stages: readonly EnvironmentStage[] | 'all';
  anchors: { readonly p5: number; readonly p95: number };
}

/** Normalised quantities are in micro-points: 1 Pt is one person's yearly impact (EF 3.1, global). */
const MICRO = 1e6;

function weightsOf(coefficients: Partial<Record<EnvironmentIndicator, number>>): number[] {
  return ENVIRONMENT_INDICATORS.map((i) => coefficients[i] ?? 0);
}

const normalised = (parts: readonly EnvironmentIndicator[], weight: (i: EnvironmentIndicator) => number) =>
  weightsOf(Object.fromEntries(parts.map((i) => [i, (MICRO * weight(i)) / EF_NORMALISATION[i]])));

export const ENVIRONMENT_QUANTITIES: readonly EnvironmentQuantity[] = [
  {
    name: 'water',
    field: 'waterScore',
    unit: 'm³ world-eq/kg',
    label: { en: 'scarcity-weighted water use (AWARE)', sv: 'bristviktad vattenanvändning (AWARE)' },
    weights: weightsOf({ wtu: 1 }),
    stages: 'all',
    anchors: ENVIRONMENT_ANCHORS.water,
  },
  {
    name: 'landUse',
    field: 'landUseScore',
    unit: 'Pt/kg',
    label: { en: 'land use (soil quality index)', sv: 'markanvändning (markkvalitetsindex)' },
    weights: weightsOf({ ldu: 1 }),
    stages: 'all',
    anchors: ENVIRONMENT_ANCHORS.landUse,
  },
  {
    name: 'eutrophication',
    field: 'fertilizersUseScore',
    unit: 'µPt/kg',
    label: {
      en: 'eutrophication, freshwater (P) + marine (N) + terrestrial (N), EF-normalised',
      sv: 'övergödning, sötvatten (P) + hav (N) + mark (N), EF-normaliserad',
    },
    weights: normalised(['fwe', 'swe', 'tre'], () => 1),
    stages: 'all',
    anchors: ENVIRONMENT_ANCHORS.eutrophication,
  },
  {
    name: 'ecotoxicityToGate',
    field: 'pesticidesUseScore',
    unit: 'CTUe/kg',
    label: {
      en: 'freshwater ecotoxicity of farming and processing (AGRIBALYSE books some foods\' farm inputs under processing)',
      sv: 'ekotoxicitet i sötvatten från odling och förädling (AGRIBALYSE bokför vissa livsmedels odling under förädling)',
    },
    weights: weightsOf({ etf: 1 }),
    stages: ['farm', 'processing'],
    anchors: ENVIRONMENT_ANCHORS.ecotoxicityToGate,
  },
  {
    name: 'biodiversity',
    field: 'biodiversityScore',
    unit: 'µPt/kg',
    label: {
      en: 'biodiversity pressure: land use (weight 0.8), ecotoxicity, acidification and eutrophication, EF-normalised and weighted',
      sv: 'tryck på biologisk mångfald: markanvändning (vikt 0,8), ekotoxicitet, försurning och övergödning, EF-normaliserat och viktat',
    },
    weights: normalised(['ldu', 'etf', 'acd', 'tre', 'swe', 'fwe'], (i) => BIODIVERSITY_WEIGHTS[i]!),
    stages: 'all',
    anchors: ENVIRONMENT_ANCHORS.biodiversity,
  },
];

export const QUANTITY = Object.fromEntries(ENVIRONMENT_QUANTITIES.map((q) => [q.name, q])) as Record<EnvironmentQuantityName, EnvironmentQuantity>;

export function dot(weights: readonly number[], v: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < weights.length; i++) s += weights[i]! * v[i]!;
  return s;
}

export const countsStage = (q: EnvironmentQuantity, stage: EnvironmentStage): boolean => q.stages === 'all' || q.stages.includes(stage);
