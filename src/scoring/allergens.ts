import { KeywordMatcher, englishForms, wordAround, type Anchor, type KeywordSpec } from './keyword-matcher.js';

/**
 * The 14 allergens of Regulation (EU) No 1169/2011 Annex II, with the ids used in
 * `allergenList` (order = output order).
 */
export const ALLERGEN_IDS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export type AllergenId = (typeof ALLERGEN_IDS)[number];

type Row = readonly [term: string, ids: readonly AllergenId[], anchor?: Anchor];

/**
 * Swedish: substrings (compounds put the allergen anywhere), with longer entries that map to
 * nothing or to something else acting as a stop-list: the matcher takes the longest term at
 * each position, so `ostron` beats `ost` and `kokosmjölk` swallows its `mjölk`.
 */
const SV: readonly Row[] = [
  // gluten
  ['vete', ['gluten']], ['durum', ['gluten']], ['råg', ['gluten']], ['korn', ['gluten']], ['havre', ['gluten']],
  ['spelt', ['gluten']], ['dinkel', ['gluten']], ['kamut', ['gluten']], ['emmer', ['gluten']], ['enkorn', ['gluten']],
  ['malt', ['gluten']], ['gluten', ['gluten']], ['sädesslag', ['gluten']], ['graham', ['gluten']], ['mannagryn', ['gluten']],
  ['couscous', ['gluten']], ['bulgur', ['gluten']], ['seitan', ['gluten']], ['ströbröd', ['gluten']],
  ['bovete', []], ['majskorn', []], ['pepparkorn', []], ['fullkornsris', ['gluten']], ['fullkorn', []], ['senapskorn', ['mustard']],
  ['maltodextrin', []], ['maltitol', []], ['maltos', []], ['glutenfri', []], ['glutenfritt', []], ['glutenfria', []],
  // crustaceans
  ['kräftdjur', ['crustaceans']], ['skaldjur', ['crustaceans']], ['räka', ['crustaceans']], ['räkor', ['crustaceans']],
  ['räk', ['crustaceans'], 'start'], ['krabba', ['crustaceans']], ['krabb', ['crustaceans'], 'start'], ['hummer', ['crustaceans']],
  ['kräfta', ['crustaceans']], ['kräftor', ['crustaceans']], ['languster', ['crustaceans']], ['havskräft', ['crustaceans']],
  // eggs
  ['ägg', ['eggs']], ['äggula', ['eggs']], ['äggvita', ['eggs']], ['lägg', []], ['äggfri', []], ['äggfritt', []],
  // fish
  ['fisk', ['fish']], ['torsk', ['fish']], ['lax', ['fish']], ['sej', ['fish'], 'edge'], ['sill', ['fish']], ['ansjovis', ['fish']],
  ['makrill', ['fish']], ['kolja', ['fish']], ['strömming', ['fish']], ['sardin', ['fish']], ['öring', ['fish']],
  ['röding', ['fish']], ['gös', ['fish'], 'word'], ['pangasius', ['fish']], ['tilapia', ['fish']], ['rödspätta', ['fish']],
  ['hälleflundra', ['fish']], ['kaviar', ['fish']], ['löjrom', ['fish']], ['stenbitsrom', ['fish']], ['laxrom', ['fish']], ['forellrom', ['fish']], ['bläckfisk', ['molluscs']],
  // peanuts
  ['jordnöt', ['peanuts']], ['jordnötter', ['peanuts']],
  // soy
  ['soja', ['soy']], ['sojabön', ['soy']], ['edamame', ['soy']], ['tofu', ['soy']], ['tempeh', ['soy']], ['miso', ['soy'], 'word'],
  // milk
  ['mjölk', ['milk']], ['grädde', ['milk']], ['smör', ['milk']], ['vassle', ['milk']], ['laktos', ['milk']], ['kasein', ['milk']],
  ['ost', ['milk'], 'edge'], ['yoghurt', ['milk']], ['kvarg', ['milk']], ['keso', ['milk']], ['kesella', ['milk']],
  ['crème fraiche', ['milk']], ['creme fraiche', ['milk']], ['gräddfil', ['milk']], ['mozzarella', ['milk']],
  ['parmesan', ['milk']], ['cheddar', ['milk']], ['feta', ['milk'], 'word'], ['halloumi', ['milk']], ['ricotta', ['milk']],
  ['mascarpone', ['milk']], ['ghee', ['milk']], ['kefir', ['milk']], ['filmjölk', ['milk']],
  ['kokosmjölk', []], ['kokosgrädde', []], ['kakaosmör', []], ['sheasmör', []], ['mjölksyra', []], ['mjölksyrabakterier', []],
  ['mjölkfri', []], ['mjölkfritt', []], ['smörgås', []], ['ostron', ['molluscs']], ['rismjölk', []], ['risdryck', []],
  ['havremjölk', ['gluten']], ['havregrädde', ['gluten']], ['havreyoghurt', ['gluten']], ['sojamjölk', ['soy']],
  ['sojagrädde', ['soy']], ['sojayoghurt', ['soy']], ['mandelmjölk', ['nuts']], ['mandeldryck', ['nuts']],
  ['jordnötssmör', ['peanuts']], ['mandelsmör', ['nuts']], ['nötsmör', ['nuts']], ['cashewsmör', ['nuts']],
  ['most', [], 'end'], ['frost', [], 'end'], ['rost', [], 'word'], ['rostbiff', []],
  // tree nuts (generic "nöt" only at the end of a word: "nötkött" is beef)
  ['nöt', ['nuts'], 'end'], ['nötter', ['nuts'], 'end'], ['nötterna', ['nuts'], 'end'], ['mandel', ['nuts']], ['mandlar', ['nuts']],
  ['hasselnöt', ['nuts']], ['valnöt', ['nuts']], ['cashew', ['nuts']], ['pekannöt', ['nuts']], ['pecan', ['nuts']],
  ['paranöt', ['nuts']], ['pistasch', ['nuts']], ['makadamia', ['nuts']], ['macadamia', ['nuts']], ['queenslandnöt', ['nuts']],
  ['kokosnöt', []], ['muskotnöt', []], ['pinjenöt', []], ['pinjenötter', []], ['jordnötsolja', ['peanuts']],
  // celery, mustard, sesame, lupin
  ['selleri', ['celery']], ['senap', ['mustard']], ['sesam', ['sesame']], ['tahini', ['sesame']], ['lupin', ['lupin']],
  // sulphites
  ['sulfit', ['sulphites']], ['disulfit', ['sulphites']], ['svaveldioxid', ['sulphites']], ['svavelsyrlighet', ['sulphites']],
  // molluscs
  ['blötdjur', ['molluscs']], ['mussla', ['molluscs']], ['musslor', ['molluscs']], ['ostron', ['molluscs']],
  ['snäck', ['molluscs'], 'start'], ['sniglar', ['molluscs']], ['calamari', ['molluscs']], ['sepia', ['molluscs']],
];

/** English: whole words (plurals included). */
const EN: readonly Row[] = [
  ['wheat', ['gluten']], ['rye', ['gluten']], ['barley', ['gluten']], ['oat', ['gluten']], ['oats', ['gluten']],
  ['spelt', ['gluten']], ['kamut', ['gluten']], ['malt', ['gluten']], ['gluten', ['gluten']], ['semolina', ['gluten']],
  ['couscous', ['gluten']], ['bulgur', ['gluten']], ['buckwheat', []], ['gluten-free', []], ['gluten free', []],
  ['malt extract', ['gluten']], ['maltodextrin', []],
  ['crustacean', ['crustaceans']], ['crab', ['crustaceans']], ['lobster', ['crustaceans']], ['crayfish', ['crustaceans']],
  ['prawn', ['crustaceans']], ['shrimp', ['crustaceans']], ['langoustine', ['crustaceans']], ['shellfish', ['crustaceans']],
  ['egg', ['eggs']], ['egg-free', []],
  ['fish', ['fish']], ['cod', ['fish']], ['salmon', ['fish']], ['tuna', ['fish']], ['anchovy', ['fish']], ['haddock', ['fish']],
  ['pollock', ['fish']], ['herring', ['fish']], ['mackerel', ['fish']], ['sardine', ['fish']], ['trout', ['fish']],
  ['peanut', ['peanuts']], ['groundnut', ['peanuts']], ['peanut butter', ['peanuts']],
  ['soy', ['soy']], ['soya', ['soy']], ['soybean', ['soy']], ['soya bean', ['soy']], ['tofu', ['soy']], ['edamame', ['soy']],
  ['milk', ['milk']], ['cream', ['milk']], ['butter', ['milk']], ['buttermilk', ['milk']], ['cheese', ['milk']],
  ['whey', ['milk']], ['lactose', ['milk']], ['casein', ['milk']], ['caseinate', ['milk']], ['yoghurt', ['milk']],
  ['yogurt', ['milk']], ['ghee', ['milk']], ['coconut milk', []], ['coconut cream', []], ['cocoa butter', []],
  ['shea butter', []], ['milk-free', []], ['dairy-free', []], ['lactic acid', []], ['oat milk', ['gluten']],
  ['soy milk', ['soy']], ['almond milk', ['nuts']], ['rice milk', []], ['cream of tartar', []], ['ice cream', ['milk']],
  ['nut', ['nuts']], ['tree nut', ['nuts']], ['almond', ['nuts']], ['hazelnut', ['nuts']], ['walnut', ['nuts']],
  ['cashew', ['nuts']], ['pecan', ['nuts']], ['brazil nut', ['nuts']], ['pistachio', ['nuts']], ['macadamia', ['nuts']],
  ['pine nut', []], ['coconut', []], ['nutmeg', []],
  ['celery', ['celery']], ['celeriac', ['celery']], ['mustard', ['mustard']], ['sesame', ['sesame']], ['tahini', ['sesame']],
  ['sulphite', ['sulphites']], ['sulfite', ['sulphites']], ['sulphur dioxide', ['sulphites']], ['sulfur dioxide', ['sulphites']],
  ['metabisulphite', ['sulphites']], ['metabisulfite', ['sulphites']], ['lupin', ['lupin']], ['lupine', ['lupin']],
  ['mollusc', ['molluscs']], ['mollusk', ['molluscs']], ['mussel', ['molluscs']], ['oyster', ['molluscs']], ['squid', ['molluscs']],
  ['clam', ['molluscs']], ['scallop', ['molluscs']], ['octopus', ['molluscs']], ['snail', ['molluscs']], ['calamari', ['molluscs']],
];

function buildSpecs(): KeywordSpec<readonly AllergenId[]>[] {
  const out: KeywordSpec<readonly AllergenId[]>[] = [];
  for (const [term, ids, anchor] of SV) out.push({ term, value: ids, anchor: anchor ?? 'any' });
  for (const [term, ids, anchor] of EN) for (const f of englishForms(term)) out.push({ term: f, value: ids, anchor: anchor ?? 'word' });
  // E220–E228 must be declared as sulphites; listing one implies the allergen.
  for (let n = 220; n <= 228; n++) for (const f of [`e${n}`, `e ${n}`, `e-${n}`]) out.push({ term: f, value: ['sulphites'], anchor: 'word' });
  return out;
}

const MATCHER = new KeywordMatcher(buildSpecs());

export function findAllergens(text: string): Set<AllergenId> {
  const out = new Set<AllergenId>();
  if (text === '') return out;
  for (const h of MATCHER.scan(text)) for (const id of h.value) out.add(id);
  return out;
}

/**
 * `allergenList` encoding: contained allergen ids in EU-14 order, comma-separated, then
 * `traces:<id>` for each allergen named only in a "may contain" statement.
 */
export function encodeAllergens(contains: ReadonlySet<AllergenId>, traces: ReadonlySet<AllergenId>): string {
  const parts: string[] = [];
  for (const id of ALLERGEN_IDS) if (contains.has(id)) parts.push(id);
  for (const id of ALLERGEN_IDS) if (traces.has(id) && !contains.has(id)) parts.push(`traces:${id}`);
  return parts.join(',');
}

export function allergenList(containsText: string, tracesText: string): string {
  return encodeAllergens(findAllergens(containsText), findAllergens(tracesText));
}

/** The words of a text that name each allergen (the same scan as `findAllergens`), in text order. */
export function allergenEvidence(text: string): Map<AllergenId, string[]> {
  const out = new Map<AllergenId, string[]>();
  if (text === '') return out;
  for (const h of MATCHER.scan(text)) {
    const word = wordAround(text, h.start, h.end);
    for (const id of h.value) {
      const words = out.get(id) ?? [];
      if (!words.includes(word)) words.push(word);
      out.set(id, words);
    }
  }
  return out;
}
