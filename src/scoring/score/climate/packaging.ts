import { PACKAGING_MATERIALS, type PackagingMaterialKey } from '../../data/packaging-materials.js';
import type { PackagingReading } from '../../analyse/packaging.js';
import { logScore, round } from '../math.js';

/** 0–100: half production footprint (log scale, 1→100 … 10 kg CO2e/kg→0), half end of life. */
export function materialScore(key: PackagingMaterialKey): number {
  const m = PACKAGING_MATERIALS[key];
  return 0.5 * logScore(m.kgCo2ePerTonne / 1000, 1, 10) + 0.5 * m.endOfLife;
}

export interface PackagingResult {
  materials: PackagingMaterialKey[];
  type: string | null;
  /** Declared packaging mass, grams. */
  grams: number | null;
  /** Mean material score of the materials named, null when no material is known. */
  materialScore: number | null;
  /** kg CO2e per kg product from packaging material production; null when not computable. */
  kgCo2ePerKg: number | null;
  /** The label names a container the food is filled into (the reading's `container`). */
  container: boolean;
  text: string;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// Readings are shared across a catalogue (analyse/packaging.ts caches them), so each is weighed once.
const weighed = new WeakMap<PackagingReading, PackagingResult>();

/** The packaging's material score, its kg CO2e per kg of product and its description, from what the fields say. */
export function weighPackaging(reading: PackagingReading | null): PackagingResult | null {
  if (reading === null) return null;
  let result = weighed.get(reading);
  if (result === undefined) {
    result = weigh(reading);
    weighed.set(reading, result);
  }
  return result;
}

function weigh({ materials, type, grams, productGrams, deposit, container, components }: PackagingReading): PackagingResult {
  const scores = materials.map(materialScore);
  const mScore = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null;

  let kgCo2ePerKg: number | null = null;
  const first = materials[0];
  if (grams !== null && first !== undefined && productGrams !== null) {
    // Volumes are taken at 1 g/ml: the error is small next to the factor's own uncertainty.
    kgCo2ePerKg = ((grams / 1000) * (PACKAGING_MATERIALS[first].kgCo2ePerTonne / 1000)) / (productGrams / 1000);
  }

  const labels = materials.map((k) => PACKAGING_MATERIALS[k].label);
  const typeShown = type !== null && !(labels[0] ?? '').endsWith(type) ? type : null;
  const head = [labels[0] ?? null, typeShown].filter(Boolean).join(' ');
  const parts: string[] = [];
  let lead = head !== '' ? capitalise(head) : 'Packaging';
  if (components !== undefined) lead += `, ${components.map((c) => `${round(c.grams, 1)} g ${PACKAGING_MATERIALS[c.material].label}`).join(', ')}`;
  else {
    if (grams !== null) lead += `, ${round(grams, 1)} g${labels[0] ? ` ${labels[0]}` : ''}`;
    if (labels.length > 1) lead += grams !== null ? `, ${labels.slice(1).join(', ')}` : ` with ${labels.slice(1).join(', ')}`;
  }
  parts.push(lead);
  if (materials.length > 0) {
    const rec = materials.filter((k) => PACKAGING_MATERIALS[k].recyclable).length;
    parts.push(rec === materials.length ? 'recyclable' : rec === 0 ? 'not recyclable' : 'partly recyclable');
  }
  if (deposit) parts.push('deposit');
  if (mScore !== null) parts.push(`material score ${Math.round(mScore)}/100`);
  return { materials: [...materials], type, grams, materialScore: mScore, kgCo2ePerKg, container, text: parts.join('; ') };
}
