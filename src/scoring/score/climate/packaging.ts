import { PACKAGING_MATERIALS, type PackagingMaterialKey } from '../../data/packaging-materials.js';
import { KeywordMatcher, type KeywordSpec } from '../../keyword-matcher.js';
import { logScore, round } from '../../math.js';
import { normalizeText, present } from '../../text.js';
import { parseQuantity, unitInfo } from '../../units.js';
import type { ProductData } from '../../types.js';

const MATERIAL_WORDS: Record<PackagingMaterialKey, string[]> = {
  glass: ['glas', 'glass', 'glasflaska', 'glasburk', 'glass_coloured', 'glass_colourless'],
  aluminium: ['aluminium', 'aluminum', 'alu', 'aluminiumfolie', 'aluminium foil', 'aluminiumburk', 'metal_aluminum', 'metal_aluminium'],
  steel: ['stål', 'steel', 'tinplate', 'bleck', 'konservburk', 'metal_steel', 'metal_tin'],
  board: ['kartong', 'papp', 'wellpapp', 'cardboard', 'paperboard', 'carton board', 'corrugated', 'paper_corrugated', 'paper_paperboard', 'fsc'],
  paper: ['papper', 'paper', 'paper_paper', 'paper_other', 'pappersetikett'],
  liquidCarton: ['tetra', 'tetra pak', 'dryckeskartong', 'vätskekartong', 'beverage carton', 'liquid carton', 'elopak', 'sig combibloc'],
  pet: ['pet', 'rpet', 'polyetentereftalat', 'polyethylene terephthalate', 'polymer_pet', 'petflaska'],
  hdpe: ['hdpe', 'pe-hd', 'pehd', 'polymer_hdpe'],
  ldpe: ['ldpe', 'pe-ld', 'peld', 'polymer_ldpe', 'pe', 'polyeten', 'polyethylene'],
  pp: ['pp', 'polypropen', 'polypropylen', 'polypropylene', 'polymer_pp'],
  ps: ['ps', 'eps', 'polystyren', 'polystyrene', 'frigolit', 'polymer_ps'],
  pvc: ['pvc', 'polyvinylklorid', 'polymer_pvc'],
  plasticFilm: ['plastfilm', 'film', 'plastic film', 'krympfilm', 'folie'],
  plastic: ['plast', 'plastic', 'plastics', 'polymer_other', 'plastic_other', 'polymer'],
  composite: ['laminat', 'laminate', 'multilayer', 'flerskikt', 'komposit', 'composite', 'composite_other'],
};

const TYPE_WORDS: Record<string, string[]> = {
  bottle: ['flaska', 'flaskor', 'bottle', 'bo', 'glasflaska', 'petflaska'],
  jar: ['burk', 'jar', 'jr', 'glasburk'],
  can: ['can', 'cans', 'cn', 'konservburk', 'aluminiumburk', 'dryckesburk'],
  bag: ['påse', 'bag', 'bg', 'säck', 'sack'],
  pouch: ['pouch', 'påse med pip', 'pu'],
  box: ['ask', 'box', 'bx', 'låda'],
  carton: ['förpackning av kartong', 'carton', 'ct', 'tetra', 'tetra pak', 'dryckeskartong'],
  cup: ['bägare', 'cup', 'cu', 'pot', 'mugg'],
  tray: ['tråg', 'tray', 'pt', 'bricka'],
  tube: ['tub', 'tube', 'tu'],
  tub: ['tubs'],
  wrapper: ['omslag', 'wrapper', 'wrp', 'wrapping', 'film'],
  net: ['nät', 'net', 'nt'],
};

const MATERIAL_MATCHER = new KeywordMatcher<PackagingMaterialKey>(
  Object.entries(MATERIAL_WORDS).flatMap(([key, words]) =>
    words.map((w): KeywordSpec<PackagingMaterialKey> => ({ term: w, value: key as PackagingMaterialKey, anchor: 'word' })),
  ),
);
const TYPE_MATCHER = new KeywordMatcher<string>(
  Object.entries(TYPE_WORDS).flatMap(([key, words]) => words.map((w): KeywordSpec<string> => ({ term: w, value: key, anchor: 'word' }))),
);
// Swedish compounds ("glasflaska", "plastburk") put the material first and the type last.
const TYPE_SUFFIX = /(flaska|burk|påse|ask|låda|bägare|tråg|tub|kartong)$/;
const MATERIAL_PREFIX: [RegExp, PackagingMaterialKey][] = [
  [/^glas/, 'glass'],
  [/^plast/, 'plastic'],
  [/^pet/, 'pet'],
  [/^alu/, 'aluminium'],
  [/^papp/, 'board'],
  [/^kartong/, 'board'],
  [/^plåt|^stål|^bleck/, 'steel'],
];

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
  text: string;
}

function detectMaterials(text: string): PackagingMaterialKey[] {
  const found: PackagingMaterialKey[] = [];
  for (const h of MATERIAL_MATCHER.scan(text)) if (!found.includes(h.value)) found.push(h.value);
  if (found.length === 0) {
    for (const word of text.split(/[^\p{L}]+/u)) {
      for (const [re, key] of MATERIAL_PREFIX) if (re.test(word) && TYPE_SUFFIX.test(word) && !found.includes(key)) found.push(key);
    }
  }
  // "PET" and "plastic" together say one thing: keep the specific polymer.
  if (found.length > 1 && found.includes('plastic')) found.splice(found.indexOf('plastic'), 1);
  return found;
}

function detectType(text: string): string | null {
  const hit = TYPE_MATCHER.scan(text)[0];
  if (hit) return hit.value;
  for (const word of text.split(/[^\p{L}]+/u)) {
    const m = TYPE_SUFFIX.exec(word);
    if (m?.[1]) {
      const sv = m[1];
      for (const [key, words] of Object.entries(TYPE_WORDS)) if (words.includes(sv)) return key;
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

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// Packaging descriptions repeat across a catalogue (a few hundred combinations), so results are
// memoised by their inputs; the cache is bounded.
const cache = new Map<string, PackagingResult | null>();
const CACHE_LIMIT = 5000;

export function analyzePackaging(data: ProductData): PackagingResult | null {
  const key = [
    data.packaging_type,
    data.packaging_material,
    data.packaging_material_quantity,
    data.packaging_material_unit,
    data.size,
    data.size_unit,
    data.packaging_label,
  ].join('\u0001');
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const result = computePackaging(data);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

function computePackaging(data: ProductData): PackagingResult | null {
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

  const scores = materials.map(materialScore);
  const mScore = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null;

  let kgCo2ePerKg: number | null = null;
  const product = parseQuantity(data.size, data.size_unit);
  const first = materials[0];
  if (grams !== null && first !== undefined && product) {
    // Volumes are taken at 1 g/ml: the error is small next to the factor's own uncertainty.
    kgCo2ePerKg = ((grams / 1000) * (PACKAGING_MATERIALS[first].kgCo2ePerTonne / 1000)) / (product.amount / 1000);
  }

  const labels = materials.map((k) => PACKAGING_MATERIALS[k].label);
  const typeShown = type !== null && !(labels[0] ?? '').endsWith(type) ? type : null;
  const head = [labels[0] ?? null, typeShown].filter(Boolean).join(' ');
  const parts: string[] = [];
  let lead = head !== '' ? capitalise(head) : 'Packaging';
  if (grams !== null) lead += `, ${round(grams, 1)} g${labels[0] ? ` ${labels[0]}` : ''}`;
  if (labels.length > 1) lead += grams !== null ? `, ${labels.slice(1).join(', ')}` : ` with ${labels.slice(1).join(', ')}`;
  parts.push(lead);
  if (materials.length > 0) {
    const rec = materials.filter((k) => PACKAGING_MATERIALS[k].recyclable).length;
    parts.push(rec === materials.length ? 'recyclable' : rec === 0 ? 'not recyclable' : 'partly recyclable');
  }
  if (present(data.packaging_label) && /\bpant|deposit|returpack/.test(normalizeText(data.packaging_label))) parts.push('deposit');
  if (mScore !== null) parts.push(`material score ${Math.round(mScore)}/100`);
  return { materials, type, grams, materialScore: mScore, kgCo2ePerKg, text: parts.join('; ') };
}
