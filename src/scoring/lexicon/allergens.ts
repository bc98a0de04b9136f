import type { TermRow } from '../text/matcher.js';

/**
 * Allergen vocabulary (Swedish and English) for the 14 allergens of Regulation (EU) No 1169/2011
 * Annex II. Our own word lists (ordinary food vocabulary); Open Food Facts' Swedish synonyms
 * (taxonomies/allergens.txt) are checked against them in test/unit/scoring/peer/off-allergens-sv.test.ts.
 *
 * Row: [term, allergen ids, anchor?]. An empty id list is a stop-word: the matcher takes the
 * longest term at each position, so `kokosnöt` (not a tree nut under Annex II) consumes its
 * `nöt` and `ostron` (molluscs) its `ost`. Swedish terms match anywhere in a compound unless an
 * anchor says otherwise; English terms match whole words, plurals included.
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

export type AllergenRow = TermRow<readonly AllergenId[]>;

/**
 * Provenance of this table (no code reads it; kept as the record of where the terms come from):
 * - source: Regulation (EU) No 1169/2011 Annex II (allergen list and exemptions); vocabulary own work
 * - year: 2026
 * - licence: Same as the project
 * - url: docs/methodology.md
 */

const G = ['gluten'] as const;
const CR = ['crustaceans'] as const;
const EG = ['eggs'] as const;
const FI = ['fish'] as const;
const PE = ['peanuts'] as const;
const SO = ['soy'] as const;
const MI = ['milk'] as const;
const NU = ['nuts'] as const;
const MO = ['molluscs'] as const;
const NONE = [] as const;

// The words other vocabularies also know (a fish species that is also a commodity, a cheese that is also a
// category) are entries of lexicon/concepts.ts; the groups below keep the allergen-only words, and their
// comments speak for both.
export const SWEDISH_ALLERGEN_TERMS: readonly AllergenRow[] = [
  // Cereals containing gluten (Annex II 1): wheat (durum, spelt, kamut, emmer, einkorn), rye, barley, oats, hybrids.
  ['fullkornskorn', G],
  ['triticale', G], ['rågvete', G], ['farro', G],
  ['gluten', G], ['sädesslag', G], ['spannmål', G], ['semolina', G],
  ['skorpmjöl', G], ['panko', G],
  ['khorasan', G], ['udon', G, 'start'], ['ramen', G, 'start'],
  // Not gluten: buckwheat; "korn" meaning kernel; malt-named sugars and sweeteners.
  ['glutenfritt', NONE], ['glutenfria', NONE],
  ['maltit', NONE], ['maltos', NONE], ['maltol', NONE], ['isomalt', NONE],
  ['kornig', NONE, 'start'], ['kornigt', NONE, 'start'], ['korniga', NONE, 'start'],
  // Annex II 1(a)–(c): wheat-based glucose syrups incl. dextrose, wheat-based maltodextrins, barley glucose syrups.
  ['veteglukossirap', NONE], ['veteglukos', NONE], ['vetedextros', NONE], ['vetemaltodextrin', NONE],
  ['kornglukossirap', NONE],
  // Crustaceans (Annex II 2).
  ['kräftdjur', CR], ['räk', CR], ['kräft', CR], ['languster', CR],
  ['langust', CR], ['krill', CR], ['krabbäpplen', NONE],
  // Eggs (Annex II 3).
  // "lägg" (pork knuckle, pålägg) is no egg, but hel|ägg and vaktel|ägg are; meringue is egg white, lysozyme (E1105) egg.
  ['lägg', NONE], ['maräng', EG], ['lysozym', EG], ['äggfri', NONE], ['äggfritt', NONE], ['äggplanta', NONE], ['äggplantor', NONE],
  // Fish (Annex II 4).
  ['sardin', FI],
  ['karp', FI, 'word'], ['skrei', FI],
  // "sik", "siklöja", "ål": fish concepts (lexicon/concepts.ts, ADR 0272), whose allergen they carry.
  ['löja', FI, 'end'],
  ['spätta', FI], ['flundra', FI],
  ['pollock', FI], ['kaviar', FI], ['laxrom', FI],
  ['forellrom', FI], ['bonito', FI],
  ['katsuobushi', FI], ['taramasalata', FI],
  // Peanuts (Annex II 5).
  ['arachis', PE], ['jordnötsallerg', PE],
  // Soybeans (Annex II 6). Refined soybean oil is exempt, but a list does not say "fully refined".
  ['tamari', SO, 'word'],
  ['natto', SO, 'word'], ['yuba', SO, 'word'],
  // Milk (Annex II 7), with cheese names.
  ['grädd', MI],
  ['laktalbumin', MI], ['laktoglobulin', MI],
  ['ymer', MI, 'word'],
  ['crème fraîche', MI],
  ['parmigiano', MI],
  ['edamer', MI],
  ['gruyère', MI], ['gruyere', MI],
  ['provolone', MI], ['burrata', MI], ['stracciatella', MI], ['labneh', MI], ['filbunke', MI], ['dulce de leche', MI],
  // Not milk: lactic acid and its bacteria, dairy-free, sandwiches, butter beans, butterhead lettuce.
  ['mjölkfri', NONE], ['mjölkfritt', NONE], ['smörgås', NONE],
  // "gräddas"/"ugnsgräddad" is baked, not cream.
  ['gräddas', NONE], ['gräddad', NONE], ['gräddade', NONE], ['gräddat', NONE],
  ['smörbönor', NONE], ['yoghurtbakterier', NONE], ['smörböna', NONE], ['smörsallad', NONE],
  // Words ending in "ost" that are not cheese.
  ['most', NONE, 'end'], ['frost', NONE, 'end'], ['rost', NONE, 'word'],
  ['kompost', NONE], ['ostronsvamp', NONE],
  // Tree nuts (Annex II 8): almonds, hazelnuts, walnuts, cashews, pecans, Brazil, pistachio, macadamia/Queensland.
  // Generic "nöt" only at the end of a word: "nötkött" is beef.
  ['nötterna', NU, 'end'],
  ['pecan', NU], ['pistage', NU],
  ['makadamia', NU], ['macadamia', NU], ['queenslandnöt', NU],
  ['nötallerg', NU], ['nötkärn', NU, 'start'], ['nötmix', NU], ['nötblandning', NU], ['gianduja', NU], ['frangipane', NU],
  // Not tree nuts under Annex II: coconut, nutmeg, pine nuts, tiger nuts, kola, shea; almond potatoes.
  ['pinjenöt', NONE], ['tigernöt', NONE], ['kolanöt', NONE], ['sheanöt', NONE],
  ['mandelpotatis', NONE], ['jordmandel', NONE], ['jordmandlar', NONE],
  // Sulphur dioxide and sulphites (12): a concept (lexicon/concepts.ts), also an additive as an ingredient.
  // Molluscs (14).
  ['blötdjur', MO], ['snäck', MO, 'start'], ['vinbergssnäck', MO],
  // "sepia": the cuttlefish concept (lexicon/concepts.ts), whose mollusc allergen it carries.
  ['abalone', MO], ['mussel', MO, 'start'], ['strandsnäck', MO],
];

/** Plant-based foods named after dairy: the plant's own allergen, never milk (`havredryck`, `kokosmjölk`). */
const PLANT_DAIRY_PREFIXES: readonly (readonly [prefix: string, ids: readonly AllergenId[]])[] = [
  ['havre', G], ['dinkel', G], ['spelt', G], ['soja', SO], ['mandel', NU], ['cashew', NU], ['hasselnöt', NU],
  ['hasselnöts', NU], ['valnöts', NU], ['pistasch', NU], ['macadamia', NU], ['nöt', NU], ['jordnöt', PE],
  ['jordnöts', PE], ['sesam', ['sesame']], ['lupin', ['lupin']], ['kokos', NONE], ['ris', NONE], ['ärt', NONE],
  ['hampa', NONE], ['hamp', NONE], ['quinoa', NONE], ['bovete', NONE], ['potatis', NONE], ['cashewnöt', NU],
];
const PLANT_DAIRY_HEADS: readonly string[] = ['mjölk', 'dryck', 'grädde', 'grädd', 'yoghurt', 'smör', 'glass', 'fraiche', 'ost'];

export function plantDairyTerms(): AllergenRow[] {
  const out: AllergenRow[] = [];
  for (const [prefix, ids] of PLANT_DAIRY_PREFIXES) for (const head of PLANT_DAIRY_HEADS) out.push([prefix + head, ids]);
  return out;
}

export const ENGLISH_ALLERGEN_TERMS: readonly AllergenRow[] = [
  ['kamut', G], ['emmer', G],
  ['einkorn', G], ['triticale', G], ['farro', G], ['malted', G],
  ['durum', G], ['bulgar', G],
  ['graham', G],
  ['isomalt', NONE], ['maltitol', NONE], ['maltose', NONE], ['maltol', NONE],
  // Closed compounds and wheat products by name.
  ['oatcake', G], ['wheatgerm', G], ['wheatmeal', G], ['panko', G],
  ['rusk', G], ['udon', G], ['ramen', G],
  ['wheat glucose syrup', NONE], ['wheat dextrose', NONE], ['wheat maltodextrin', NONE],
  ['crustacean', CR],
  ['krill', CR], ['shellfish', CR], ['crab apple', NONE], ['crabapple', NONE],
  ['egg-free', NONE], ['albumen', EG], ['meringue', EG], ['lysozyme', EG],
  ['tilapia', FI], ['pangasius', FI],
  // "bream", "eel", "catfish", "mahi mahi", "pike", "perch", "arctic char": fish concepts (ADR 0272).
  ['katsuobushi', FI], ['taramasalata', FI], ['carp', FI],
  // More species on UK fish counters (closed compounds too); "char" alone is left out ("char-grilled"); "dogfish" and
  // "brill" are fish concepts (ADR 0274).
  ['rockfish', FI], ['rollmop', FI],
  // Roe is fish unless named after a shellfish or an echinoderm (sea urchin: no Annex II allergen).
  ['roe', FI], ['scallop roe', MO], ['scallops with roe', MO], ['lobster roe', CR], ['crab roe', CR], ['sea urchin roe', NONE], ['caviar', FI], ['surimi', FI], ['hoki', FI],
  ['peanut butter', PE], ['arachis', PE], ['monkey nut', PE],
  ['soy', SO], ['soy bean', SO], ['edamame', SO],
  ['tempeh', SO], ['miso', SO], ['tamari', SO, 'word'], ['shoyu', SO], ['natto', SO], ['yuba', SO],
  ['lactalbumin', MI], ['lactoglobulin', MI],
  ['dairy', MI], ['skyr', MI],
  ['parmigiano reggiano', MI],
  ['grana padano', MI], ['emmentaler', MI],
  ['ricotta', MI], ['mascarpone', MI],
  ['red leicester', MI], ['double gloucester', MI],
  ['provolone', MI], ['burrata', MI], ['stracciatella', MI],
  ['labneh', MI], ['dulce de leche', MI],
  ['coconut yoghurt', NONE], ['coconut yogurt', NONE],
  ['coconut drink', NONE], ['creamed coconut', NONE],
  ['oat milk', G], ['oat drink', G], ['oat cream', G], ['oat yoghurt', G], ['oat yogurt', G],
  ['soy yoghurt', SO], ['soya yoghurt', SO], ['soy yogurt', SO],
  ['soya yogurt', SO], ['soy cream', SO], ['soya cream', SO], ['almond milk', NU], ['almond drink', NU],
  ['almond butter', NU], ['cashew butter', NU], ['cashew milk', NU], ['hazelnut butter', NU], ['nut butter', NU],
  ['nut milk', NU], ['rice milk', NONE], ['rice drink', NONE], ['pea milk', NONE], ['hemp milk', NONE],
  ['butter bean', NONE], ['yoghurt culture', NONE], ['yogurt culture', NONE], ['yoghurt cultures', NONE], ['yogurt cultures', NONE], ['cream of tartar', NONE], ['milk-free', NONE], ['dairy-free', NONE], ['dairy free', NONE],
  ['tree nut', NU], ['filbert', NU],
  ['queensland nut', NU],
  ['cobnut', NU], ['gianduja', NU], ['frangipane', NU], ['nougat', NU],
  ['pine kernel', NONE],
  ['water chestnut', NONE], ['tiger nut', NONE], ['kola nut', NONE], ['cola nut', NONE], ['shea nut', NONE],
  ['halva', ['sesame']], ['halvah', ['sesame']],
  ['lupine', ['lupin']],
  ['mollusc', MO], ['mollusk', MO],
  ['snail', MO], ['abalone', MO],
  ['escargot', MO], ['limpet', MO],
  // English words that contain a Swedish stem: they match as themselves and add nothing.
  ['flax', NONE], ['flax seed', NONE], ['frost', NONE], ['most', NONE], ['almost', NONE],
  ['post', NONE], ['host', NONE], ['cost', NONE], ['ghost', NONE], ['compost', NONE], ['ostrich', NONE],
  ['simmer', NONE], ['simmered', NONE], ['relax', NONE], ['fusilli', NONE], ['carragheen', NONE], ['carragheenan', NONE],
  ['syllabub', NONE], ['sillabub', NONE], ['boost', NONE], ['tamarind', NONE], ['maltese', NONE],
];

/**
 * Wheat- or barley-based glucose syrup, dextrose or maltodextrin named with its source
 * ("glukossirap (vete)"): exempt from allergen labelling under Annex II 1(a)–(c).
 */
const anyOf = (words: readonly string[]): string => `(?:${words.join('|')})`;
/** Glucose syrups, dextrose and maltodextrins by name (regular-expression fragments). */
const CEREAL_SUGARS = ['glukos(?:-fruktos)?sirap', 'glukos', 'fruktos-glukossirap', 'dextros', 'druvsocker', 'maltodextrin'];
const ENGLISH_CEREAL_SUGARS = ['glucose(?:-fructose)? syrup', 'glucose', 'dextrose', 'maltodextrin'];
export const EXEMPT_CEREAL_DERIVATIVE = new RegExp(
  `${anyOf([...CEREAL_SUGARS, ...ENGLISH_CEREAL_SUGARS])}\\s*\\(\\s*(?:från |from |av |of )?(?:vete|wheat|korn|barley)\\s*\\)`,
  'g',
);

/**
 * Isinglass or fish gelatine used to fine beer or wine ("Fined with isinglass (fish)", "klarnad
 * med husbloss"): exempt from allergen labelling under Annex II 4(b). Fining with egg or milk is not.
 */
const FINED = ['fined', 'clarified', 'klarnad', 'klarnat', 'klarnade', 'klarnas'];
const FINING_FISH = ['isinglass', 'husbloss', 'fish gelatine?', 'fiskgelatin'];
/** "(fish)" after the agent. */
const FISH_NOTE = '(?:\\s*\\(\\s*(?:fish|fisk)\\s*\\))?';
const AS_FINING_AGENT = '\\s*\\(?\\s*(?:used\\s+)?(?:as\\s+(?:a\\s+)?)?(?:fining agent|klarningsmedel)\\s*\\)?';
export const EXEMPT_FINING_AGENT = new RegExp(
  `${anyOf(FINED)}\\s+(?:with|using|med)\\s+${anyOf(FINING_FISH)}${FISH_NOTE}|${anyOf(FINING_FISH)}${FISH_NOTE}${AS_FINING_AGENT}`,
  'g',
);

/**
 * "nöt" naming cattle (nötkreatur), not a tree nut: in the brackets of a slaughter product
 * ("gelatin (nöt)", "fett (gris, nöt)", "blandfärs (nöt 50 %, gris 50 %)"), after one with "från"
 * or "av" ("gelatin från nöt", "färs av nöt och gris"), in a list with another animal ("nöt och
 * gris") and as the first half of a compound pair ("nöt- och fläskkött"). A fish source
 * ("gelatin (fisk)") stays: fish gelatine declares fish.
 */
const SLAUGHTER_PRODUCTS = ['gelatin', 'gelatine', 'fett', 'talg', 'kött', 'färs', 'buljong', 'fond', 'ben', 'kollagen', 'extrakt', 'märg', 'lever', 'blod', 'tarm', 'fjälster', 'svål'];
const OTHER_ANIMALS = ['gris', 'svin', 'fläsk', 'kyckling', 'höns', 'kalkon', 'lamm', 'får', 'kalv', 'häst', 'ren', 'älg', 'vilt', 'anka'];
const NOT_A_LETTER_BEFORE = '(?<!\\p{L})';
const NOT_A_LETTER_AFTER = '(?!\\p{L})';
const SHARE = '(?:\\s*\\d+(?:[.,]\\d+)?\\s*%)?';
const LIST_JOIN = '\\s*(?:,|/|&|och)\\s*';
// Each alternative starts with "nöt" itself, so its look-behind runs only where "nöt" stands.
const CATTLE_PATTERNS = [
  // inside the bracket of a slaughter product, wherever "nöt" stands in it
  `${NOT_A_LETTER_BEFORE}nöt${NOT_A_LETTER_AFTER}(?<=${anyOf(SLAUGHTER_PRODUCTS)}\\s*\\([^()]*nöt)(?=[^()]*\\))`,
  // "gelatin från nöt", "färs av nöt"
  `nöt${NOT_A_LETTER_AFTER}(?<=${anyOf(SLAUGHTER_PRODUCTS)}\\s+(?:från|av)\\s+nöt)`,
  // next to another animal in a list
  `${NOT_A_LETTER_BEFORE}nöt(?=${SHARE}${LIST_JOIN}${anyOf(OTHER_ANIMALS)})`,
  `nöt${NOT_A_LETTER_AFTER}(?<=${anyOf(OTHER_ANIMALS)}${SHARE}${LIST_JOIN}nöt)`,
  // "nöt- och fläskkött"
  `${NOT_A_LETTER_BEFORE}nöt(?=-\\s*(?:och|eller)\\s+\\p{L}*${anyOf(SLAUGHTER_PRODUCTS)})`,
];
export const SPECIES_NOTE = new RegExp(CATTLE_PATTERNS.join('|'), 'gu');

// A seasoning or flavour named after a food ("prawn cocktail seasoning", "räkcocktailkrydda",
// "ostsmak"): the allergen word says how it tastes, so its recipe alone decides, even one
// without allergens.
const FLAVOUR_NAME = /(?:seasoning|flavou?r(?:ing)?s?|smak|krydd(?:a|or|mix|blandning|ning)|aromer|arom)\s*$/;
export const namesAFlavour = (name: string): boolean => FLAVOUR_NAME.test(name);

// Words around an allergen name in a bracket note: "(innehåller mjölk)", "(contains: milk)", "(av vete)".
const NOTE_FILLER = /^(?:innehåller|contains?|containing|allergen(?:er|s)?|av|från|from|of|med|with)\s*:?\s+/;
const NOTE_JOINER = /\s+(?:och|and|samt|&)\s+|\s*\/\s*/;
const LONGEST_NOTE = 60;

/** The names a bracket part would list if it were an allergen note ("innehåller mjölk och soja" → mjölk, soja); null when too long for one. */
export function allergenNoteNames(part: string): string[] | null {
  let t = part.trim();
  if (t === '' || t.length > LONGEST_NOTE) return null;
  for (let k = 0; k < 2 && NOTE_FILLER.test(t); k++) t = t.replace(NOTE_FILLER, '');
  return t.split(NOTE_JOINER);
}

const FINING_WORDS = ['isinglass', 'husbloss', 'gelatin'];
const mayNameAFiningAgent = (text: string): boolean => FINING_WORDS.some((w) => text.includes(w));

/**
 * The text with the words that declare no allergen blanked: "nöt" naming cattle,
 * isinglass or fish gelatine used as a fining agent, and cereal sugars named with their cereal.
 * The animal's name keeps its length, so positions after it hold.
 */
export function withoutExemptWords(raw: string): string {
  let text = raw;
  if (text.includes('nöt')) {
    SPECIES_NOTE.lastIndex = 0;
    text = text.replace(SPECIES_NOTE, (species) => ' '.repeat(species.length));
  }
  if (mayNameAFiningAgent(text)) {
    EXEMPT_FINING_AGENT.lastIndex = 0;
    text = text.replace(EXEMPT_FINING_AGENT, ' ');
  }
  if (!text.includes('(')) return text;
  EXEMPT_CEREAL_DERIVATIVE.lastIndex = 0;
  return text.replace(EXEMPT_CEREAL_DERIVATIVE, ' ');
}

/**
 * True when every word of the text declares (no bracket, no "nöt" that may be cattle, no fining agent): its allergen hits
 * are then those of the text as written, and may come from a scan shared with other facets.
 */
export const declaresAsWritten = (text: string): boolean => !text.includes('(') && !text.includes('nöt') && !mayNameAFiningAgent(text);
