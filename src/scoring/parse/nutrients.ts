import { normalizeText, present } from '../text/normalize.js';
import { unitInfo } from './units.js';
import type { ProductData } from '../types.js';

/** Nutrients per 100 g or 100 ml, as declared (no rounding: the 2023 Nutri-Score uses label values). */
export interface Nutrients {
  energyKj: number | null;
  fat: number | null;
  saturatedFat: number | null;
  carbohydrate: number | null;
  sugars: number | null;
  fibre: number | null;
  protein: number | null;
  salt: number | null;
  /** Whether the basis was a volume (ml), a mass (g) or not stated. */
  basisKind: 'mass' | 'volume' | null;
  set: 'primary' | 'secondary';
}

const KCAL_TO_KJ = 4.184;
const PREPARED = /\bprepared\b|tillagad|tillredd|färdigberedd|ready to (?:eat|drink|serve)|as prepared|reconstituted/;
const NOT_PREPARED = /unprepared|not prepared|otillagad|oberedd|as sold/;

export function indicatesPrepared(state: string | null | undefined): boolean {
  if (!present(state)) return false;
  const s = normalizeText(state).replace(/_/g, ' ');
  return PREPARED.test(s) && !NOT_PREPARED.test(s);
}

function num(v: number | null | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

interface RawSet {
  qty: number | null | undefined;
  unit: string | null | undefined;
  kj: number | null | undefined;
  kcal: number | null | undefined;
  fat: number | null | undefined;
  sat: number | null | undefined;
  carb: number | null | undefined;
  sugars: number | null | undefined;
  fibre: number | null | undefined;
  protein: number | null | undefined;
  salt: number | null | undefined;
}

function scaled(v: number | null | undefined, k: number): number | null {
  const n = num(v);
  return n === null ? null : n * k;
}

function toPer100(raw: RawSet, set: Nutrients['set']): Nutrients | null {
  const info = unitInfo(raw.unit);
  const qty = num(raw.qty);
  // No basis stated: the forms' convention (and EU labelling) is per 100 g/ml.
  const base = (qty && qty > 0 ? qty : 100) * (info?.factor ?? 1);
  const k = 100 / base;
  const kcal = scaled(raw.kcal, k);
  const n: Nutrients = {
    energyKj: scaled(raw.kj, k) ?? (kcal === null ? null : kcal * KCAL_TO_KJ),
    fat: scaled(raw.fat, k),
    saturatedFat: scaled(raw.sat, k),
    carbohydrate: scaled(raw.carb, k),
    sugars: scaled(raw.sugars, k),
    fibre: scaled(raw.fibre, k),
    protein: scaled(raw.protein, k),
    salt: scaled(raw.salt, k),
    basisKind: info?.kind ?? null,
    set,
  };
  const any = [n.energyKj, n.fat, n.saturatedFat, n.carbohydrate, n.sugars, n.fibre, n.protein, n.salt].some((v) => v !== null);
  return any ? n : null;
}

/** Fill what the data implies: no sugars when carbohydrate is 0, no saturates when fat is 0. */
function completeImplied(n: Nutrients): Nutrients {
  return {
    ...n,
    sugars: n.sugars ?? (n.carbohydrate === 0 ? 0 : null),
    saturatedFat: n.saturatedFat ?? (n.fat === 0 ? 0 : null),
  };
}

/** Energy, sugars, saturated fat, salt and protein are required by Nutri-Score. */
export function hasRequired(n: Nutrients): boolean {
  return n.energyKj !== null && n.sugars !== null && n.saturatedFat !== null && n.salt !== null && n.protein !== null;
}

/**
 * The nutrient set to score: the primary declaration when complete; otherwise the secondary one
 * when it (or the primary state) says it is for the prepared product; otherwise whatever exists.
 */
export function selectNutrients(d: ProductData): Nutrients | null {
  const primaryRaw = toPer100(
    {
      qty: d.nutrient_basis_quantity,
      unit: d.nutrient_basis_unit,
      kj: d.quantity_energy_kj,
      kcal: d.quantity_energy_kcal,
      fat: d.quantity_fat,
      sat: d.quantity_part_saturated_fat,
      carb: d.quantity_carbohydrate,
      sugars: d.quantity_part_sugars,
      fibre: d.quantity_fibre,
      protein: d.quantity_protein,
      salt: d.quantity_salt,
    },
    'primary',
  );
  const primary = primaryRaw ? completeImplied(primaryRaw) : null;
  if (primary && hasRequired(primary)) return primary;
  const secondaryRaw = toPer100(
    {
      qty: d.secondary_nutrient_basis_quantity,
      unit: d.secondary_nutrient_basis_unit,
      kj: d.secondary_quantity_energy_kj,
      kcal: d.secondary_quantity_energy_kcal,
      fat: d.secondary_quantity_fat,
      sat: d.secondary_quantity_part_saturated_fat,
      carb: d.secondary_quantity_carbohydrate,
      sugars: d.secondary_quantity_part_sugars,
      fibre: d.secondary_quantity_fibre,
      protein: d.secondary_quantity_protein,
      salt: d.secondary_quantity_salt,
    },
    'secondary',
  );
  const secondary = secondaryRaw ? completeImplied(secondaryRaw) : null;
  if (secondary && hasRequired(secondary) && (indicatesPrepared(d.secondary_preparation_state) || indicatesPrepared(d.preparation_state))) {
    return secondary;
  }
  return primary ?? secondary;
}
