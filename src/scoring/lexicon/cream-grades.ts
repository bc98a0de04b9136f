import type { ClimateReferenceKey } from '../data/climate-references.js';
import { statedFatPercent } from './fat-spreads.js';

/**
 * ADR 0292: a cream its name grades ("Matlagningsgrädde 7 %", "Crème fraiche lätt 15 %", "Half Fat Crème Fraîche") is
 * AGRIBALYSE 3.1.1's cream of that fat, not the 30 % cream its list's "grädde" names: the farm stage falls with the
 * milk fat in it (8 % 19433: 1.44 kg CO2e/kg; 15–20 % 19431: 1.99; 30 % 19410: 3.10). Rows by the highest fat each
 * covers; a cream called light without a figure is the 15–20 % row.
 */
const BY_FAT: readonly (readonly [maxPercent: number, key: ClimateReferenceKey])[] = [
  [10, 'lightCream'],
  [22, 'sourCream'],
  [100, 'cream'],
];

/** The rows a graded cream may take that no ingredient word names, for the commodity group its list is checked against. */
export const CREAM_GRADE_REFERENCES: readonly ClimateReferenceKey[] = ['lightCream'];

// The words that call a cream light, in a normalised name.
const LIGHT = /(?:^|\s)(?:lätt|light|half fat|reduced fat)(?:\s|$)/;

/** Whether the name's food is a cream its fat may grade. */
export const isGradedCream = (key: ClimateReferenceKey | null): boolean => key === 'cream' || key === 'sourCream' || key === 'lightCream';

/** The cream's reference for the fat a (normalised) name states, or its light words; the named row otherwise. */
export function creamByFat(name: string, named: ClimateReferenceKey): ClimateReferenceKey {
  const percent = statedFatPercent(name);
  if (percent !== null && percent > 0 && percent <= 100) return BY_FAT.find(([max]) => percent <= max)![1];
  return named === 'cream' && LIGHT.test(name) ? 'sourCream' : named;
}
