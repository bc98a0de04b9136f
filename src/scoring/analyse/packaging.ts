import type { PackagingMaterialKey } from '../data/packaging-materials.js';
import { CONTAINER_MATERIALS, CONTAINER_TYPES, PACKAGING_MATERIAL_PREFIXES, PACKAGING_TYPE_SUFFIXES, PACKAGING_TYPE_WORDS } from '../lexicon/climate.js';
import { BoundedCache } from '../../shared/lru.js';
import { parseQuantity, unitInfo } from '../parse/units.js';
import { normalizeText, present } from '../text/normalize.js';
import { letterWords, prefixesOf, suffixOf } from '../text/words.js';
import type { ProductData } from '../types.js';
import { LEXICON } from './lexicon.js';

/** What the packaging fields say, read once through the lexicon; score/climate/packaging.ts weighs it. */
export interface PackagingReading {
  materials: PackagingMaterialKey[];
  type: string | null;
  /** Declared packaging mass, grams. */
  grams: number | null;
  /** The product's declared size in grams (volumes at 1 g/ml); null when not declared. */
  productGrams: number | null;
  /** The label names a deposit-return scheme ("pant", "returpack"). */
  deposit: boolean;
  /**
   * The label names a container the food is filled into (ADR 0186): a jar, a can, a bottle, or glass or metal without a
   * type; not a bag, net, tray or wrapper, which may hold loose produce.
   */
  container: boolean;
  /** Each material's mass, grams, heaviest first, where the partner's own data lists its components; absent otherwise. */
  components?: readonly { material: PackagingMaterialKey; grams: number }[];
}

const namesContainer = (type: string | null, materials: readonly PackagingMaterialKey[]): boolean =>
  type !== null ? CONTAINER_TYPES.has(type) : materials.some((m) => CONTAINER_MATERIALS.has(m));

/** The type ending of a Swedish compound ("glasflaska" → "flaska"), or null. */
const typeSuffix = (word: string): string | null => suffixOf(word, PACKAGING_TYPE_SUFFIXES);
const MATERIAL_PREFIXES = PACKAGING_MATERIAL_PREFIXES.map(([prefix]) => prefix);
const MATERIAL_OF_PREFIX = new Map(PACKAGING_MATERIAL_PREFIXES);

function detectMaterials(text: string): PackagingMaterialKey[] {
  const found: PackagingMaterialKey[] = [];
  for (const h of LEXICON.scan(text, 'packagingMaterial')) if (!found.includes(h.value)) found.push(h.value);
  if (found.length === 0) {
    for (const word of letterWords(text)) {
      if (typeSuffix(word) === null) continue;
      for (const prefix of prefixesOf(word, MATERIAL_PREFIXES)) {
        const key = MATERIAL_OF_PREFIX.get(prefix)!;
        if (!found.includes(key)) found.push(key);
      }
    }
  }
  // "PET" and "plastic" together say one thing: keep the specific polymer.
  if (found.length > 1 && found.includes('plastic')) found.splice(found.indexOf('plastic'), 1);
  return found;
}

function detectType(text: string): string | null {
  const hit = LEXICON.scan(text, 'packagingType')[0];
  if (hit) return hit.value;
  for (const word of letterWords(text)) {
    const sv = typeSuffix(word);
    if (sv !== null) {
      for (const [key, words] of Object.entries(PACKAGING_TYPE_WORDS)) if (words.includes(sv)) return key;
      if (sv === 'kartong') return 'carton';
    }
  }
  return null;
}

function gramsOf(qty: number | null | undefined, unit: string | null | undefined): number | null {
  if (typeof qty !== 'number' || !(qty > 0)) return null;
  if (!present(unit)) return qty; // the form's default unit is grams
  const info = unitInfo(unit);
  return info && info.kind === 'mass' ? qty * info.factor : null;
}

function read(data: ProductData): PackagingReading | null {
  const materialText = normalizeText([data.packaging_material, data.packaging_type].filter(present).join(' ; '));
  const typeText = normalizeText([data.packaging_type, data.packaging_material].filter(present).join(' ; '));
  const grams = gramsOf(data.packaging_material_quantity, data.packaging_material_unit);
  if (materialText === '' && grams === null) return null;
  let materials = detectMaterials(materialText);
  let type = detectType(typeText);
  if (type === 'carton' && materials.length === 0) materials = ['board'];
  if (type === 'can' && materials.length === 0) materials = ['aluminium'];
  if (materials.includes('liquidCarton')) {
    type ??= 'carton';
    materials = materials.filter((m) => m !== 'board');
  }
  // A beverage carton named as "kartong" plus plastic/aluminium layers is a liquid carton.
  if (materials.includes('board') && materials.includes('aluminium') && type === 'carton') materials = ['liquidCarton'];
  const deposit = present(data.packaging_label) && LEXICON.test(normalizeText(data.packaging_label), 'deposit');
  return { materials, type, grams, productGrams: parseQuantity(data.size, data.size_unit)?.amount ?? null, deposit, container: namesContainer(type, materials) };
}

// Packaging descriptions repeat across a catalogue (a few hundred combinations): each is read once.
const readings = new BoundedCache<string, PackagingReading | null>(5000);

export function readPackaging(data: ProductData): PackagingReading | null {
  const key = [
    data.packaging_type,
    data.packaging_material,
    data.packaging_material_quantity,
    data.packaging_material_unit,
    data.size,
    data.size_unit,
    data.packaging_label,
  ].join('\u0001');
  let reading = readings.get(key);
  if (reading === undefined) {
    reading = read(data);
    readings.set(key, reading);
  }
  return reading;
}

/**
 * The pack the partner's own data describes (the partner-data operation: its components and the
 * product's mass), read as declared packaging is: its materials heaviest first, their masses, and the
 * type and deposit the product's own fields name. It is what the record's `packageInformation`
 * describes when the partner sent it, since it replaces the declared pack in the climate figure too.
 */
export function readPartnerPackaging(
  pack: { productMassGrams: number; components: readonly { material: PackagingMaterialKey; massGrams: number }[] },
  declared: PackagingReading | null,
): PackagingReading {
  const byMaterial = new Map<PackagingMaterialKey, number>();
  for (const c of pack.components) byMaterial.set(c.material, (byMaterial.get(c.material) ?? 0) + c.massGrams);
  const components = [...byMaterial].map(([material, grams]) => ({ material, grams })).sort((x, y) => y.grams - x.grams);
  return {
    materials: components.map((c) => c.material),
    type: declared?.type ?? null,
    grams: components.reduce((sum, c) => sum + c.grams, 0),
    productGrams: pack.productMassGrams,
    deposit: declared?.deposit ?? false,
    container: namesContainer(declared?.type ?? null, components.map((c) => c.material)),
    components,
  };
}
