import { isAllergenNote } from '../analyse/allergens.js';
import type { CategoryTag } from '../analyse/category.js';
import { ENGLISH_ADDITIVE_NAMES, SWEDISH_ADDITIVE_NAMES, type AdditiveRow } from '../lexicon/additives.js';
import type { IngredientAnalysis } from '../analyse/ingredients.js';
import { KeywordMatcher, bilingualSpecs, type Anchor, type KeywordSpec, type TermRow } from '../text/matcher.js';

/**
 * NOVA group from processing markers, after the rules summarised in research/scoring.md §1.3:
 * group-4 markers make 4; a culinary ingredient (salt, sugar, oil, butter, honey, vinegar,
 * starch), or a culinary product made only of culinary ingredients and its raw material, is 2;
 * group-3 markers or a processed-food category make 3; otherwise 1. The ingredient list decides
 * over the category: a cream or nut category does not make sweetened cream or salted nuts
 * culinary. Keyword lists are our own; additive names follow the EU Union list.
 */

type Marker = 3 | 4 | 0;
type Row = TermRow<Marker>;

const SV: readonly Row[] = [
  ['salt', 3], ['socker', 3], ['sirap', 3], ['olja', 3], ['oljor', 3], ['fett', 3, 'end'], ['smör', 3],
  ['honung', 3], ['lönnsirap', 3], ['konserveringsmedel', 3], ['stärkelse', 3], ['sås', 3, 'end'],
  ['arom', 4, 'edge'], ['aromer', 4], ['aromämne', 4], ['aromämnen', 4], ['smakämne', 4], ['smakämnen', 4], ['färgämne', 4], ['färgämnen', 4],
  ['smakförstärkare', 4], ['sötningsmedel', 4], ['emulgeringsmedel', 4], ['förtjockningsmedel', 4],
  ['geleringsmedel', 4], ['ytbehandlingsmedel', 4], ['fyllnadsmedel', 4], ['skumdämpningsmedel', 4],
  ['skumdämpande', 4], ['komplexbildare', 4], ['fuktighetsbevarande', 4], ['färgstabiliseringsmedel', 4],
  ['kasein', 4], ['kaseinat', 4], ['laktos', 4], ['vassle', 4], ['vetegluten', 4], ['gluten', 4, 'word'],
  ['mjölkprotein', 4], ['vassleprotein', 4], ['härdat', 4, 'start'], ['härdad', 4, 'start'], ['hydrerat', 4, 'start'],
  ['hydrerad', 4, 'start'], ['hydrolyserat', 4, 'start'], ['hydrolyserad', 4, 'start'], ['maltodextrin', 4],
  ['invertsocker', 4], ['glukossirap', 4], ['glukos', 4], ['dextros', 4], ['druvsocker', 4], ['fruktossirap', 4],
  ['isoglukos', 4], ['majssirap', 4], ['invertsirap', 4], ['vanillin', 4], ['lecitin', 4], ['modifierad stärkelse', 4], ['proteinisolat', 4],
  ['sockerärtor', 0], ['sockermajs', 0], ['laktosfri', 0], ['glutenfri', 0], ['sockerfri', 0], ['utan tillsatt socker', 0],
  ['osaltad', 0], ['osaltat', 0], ['sojasås', 3],
];

const EN: readonly Row[] = [
  ['salt', 3], ['sugar', 3], ['syrup', 3], ['oil', 3], ['vegetable fat', 3], ['butter', 3], ['honey', 3],
  ['maple syrup', 3], ['preservative', 3], ['starch', 3], ['sauce', 3],
  ['flavouring', 4], ['flavoring', 4], ['flavour', 4], ['flavor', 4], ['colour', 4], ['color', 4], ['colouring', 4],
  ['flavour enhancer', 4], ['sweetener', 4], ['emulsifier', 4], ['thickener', 4], ['thickening agent', 4],
  ['gelling agent', 4], ['glazing agent', 4], ['firming agent', 4], ['bulking agent', 4], ['anti-foaming agent', 4],
  ['carbonating agent', 4], ['sequestrant', 4], ['humectant', 4], ['colour stabiliser', 4], ['casein', 4],
  ['caseinate', 4], ['lactose', 4], ['whey', 4], ['gluten', 4], ['milk protein', 4], ['whey protein', 4],
  ['hydrogenated', 4], ['partially hydrogenated', 4], ['hydrolysed', 4], ['hydrolyzed', 4], ['maltodextrin', 4],
  ['invert sugar', 4], ['inverted sugar', 4], ['invert syrup', 4], ['inverted syrup', 4], ['inverted refiners syrup', 4], ['glucose', 4], ['glucose syrup', 4], ['dextrose', 4], ['high fructose corn syrup', 4],
  ['glucose-fructose syrup', 4], ['fructose syrup', 4], ['corn syrup', 4], ['vanillin', 4], ['ethyl vanillin', 4], ['lecithin', 4], ['modified starch', 4], ['protein isolate', 4],
  ['lactose-free', 0], ['lactose free', 0], ['gluten-free', 0], ['gluten free', 0], ['sugar-free', 0], ['no added sugar', 0],
  ['unsalted', 0],
];

// Additives written as words count as their E-numbers.
const byENumber = ([term, e, anchor]: AdditiveRow): TermRow<Marker> => [term, eNumberGroup(e), anchor];
const MATCHER = new KeywordMatcher<Marker>([
  ...bilingualSpecs(SV, EN),
  ...bilingualSpecs(SWEDISH_ADDITIVE_NAMES.map(byENumber), []),
  // English additive names are not pluralised: "carrageenans" and "pectins" are listed as written.
  ...ENGLISH_ADDITIVE_NAMES.map(([term, e, anchor]): KeywordSpec<Marker> => ({ term, value: eNumberGroup(e), anchor: anchor ?? 'word' })),
]);

const E_NUMBER = /\be\s?-?(\d{3,4})[a-z]?\b/g;

/** NOVA group implied by one E-number (0 when it is not a marker). */
export function eNumberGroup(n: number): Marker {
  if ((n >= 100 && n <= 182) || (n >= 620 && n <= 637) || (n >= 950 && n <= 969) || (n >= 400 && n <= 495)) return 4;
  if (n >= 1400 || n === 551 || (n >= 900 && n <= 907) || (n >= 938 && n <= 943) || n === 322) return 4;
  if (n >= 249 && n <= 252) return 3;
  return 0;
}

export interface NovaMarkers {
  group3: boolean;
  group4: boolean;
  markers: string[];
}

export interface NovaMarkerHit {
  /** The marker as written: a word or an E-number. */
  marker: string;
  group: 3 | 4;
}

// "(gluten)", "(MJÖLK)": an allergen note in brackets names no added ingredient.
const BRACKET = /\(([^()]*)\)/g;
function withoutAllergenNotes(text: string): string {
  if (!text.includes('(')) return text;
  BRACKET.lastIndex = 0;
  return text.replace(BRACKET, (whole, inner: string) => (inner.split(',').every((p) => isAllergenNote(p)) ? ' ' : whole));
}

/** Every processing marker in a text (allergen notes in brackets left out), words first, then E-numbers. */
export function novaMarkerHits(raw: string): NovaMarkerHit[] {
  const text = withoutAllergenNotes(raw);
  const hits: NovaMarkerHit[] = [];
  for (const h of MATCHER.scan(text)) if (h.value === 3 || h.value === 4) hits.push({ marker: text.slice(h.start, h.end), group: h.value });
  E_NUMBER.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = E_NUMBER.exec(text)) !== null) {
    const g = eNumberGroup(Number(m[1]));
    if (g !== 0) hits.push({ marker: m[0], group: g });
  }
  return hits;
}

export function findMarkers(text: string): NovaMarkers {
  const hits = novaMarkerHits(text);
  return { group3: hits.some((h) => h.group === 3), group4: hits.some((h) => h.group === 4), markers: hits.map((h) => h.marker) };
}

const rows = <T>(terms: readonly string[], value: T, anchor?: Anchor): TermRow<T>[] => terms.map((t) => [t, value, anchor]);

/** Culinary ingredients (NOVA group 2) by name. */
const CULINARY = new KeywordMatcher<boolean>(
  bilingualSpecs(
    [
      // The head of a Swedish compound (its end) says what it is: "rapsolja", but not "smörbönor".
      ...rows(['salt', 'socker', 'sirap', 'olja', 'oljor', 'smör', 'honung', 'stärkelse', 'vinäger', 'ättika', 'ister', 'späck', 'ghee', 'potatismjöl', 'matfett'], true, 'end'),
      // Not culinary although they contain a culinary word.
      ...rows(['jordnötssmör', 'nötsmör', 'mandelsmör', 'kakaosmör', 'sojasås', 'sockerärtor', 'sockermajs', 'smörgås'], false),
    ],
    [
      ...rows(['salt', 'sugar', 'syrup', 'oil', 'fat', 'butter', 'honey', 'starch', 'vinegar', 'lard', 'ghee', 'dripping'], true),
      ...rows(['peanut butter', 'nut butter', 'cocoa butter', 'butter bean'], false),
    ],
  ),
);

/** What a culinary ingredient may carry and stay one: water, iodine, anti-caking agents, antioxidants, vitamins. */
const CARRIED = new KeywordMatcher<boolean>(
  bilingualSpecs(
    // Anti-caking agents of salt and sugar by name (E535–E538 ferrocyanides, E504 magnesium
    // carbonate), as their E-numbers are.
    rows(['vatten', 'jod', 'jodid', 'jodat', 'kaliumjodid', 'natriumjodid', 'kaliumjodat', 'klumpförebyggande', 'antiklumpningsmedel', 'antioxidationsmedel', 'tokoferol', 'vitamin', 'fluorid', 'ferrocyanid', 'magnesiumkarbonat'], true),
    rows(['water', 'iodine', 'iodide', 'potassium iodide', 'potassium iodate', 'anti-caking agent', 'anticaking agent', 'antioxidant', 'tocopherol', 'vitamin', 'fluoride', 'sodium ferrocyanide', 'potassium ferrocyanide', 'calcium ferrocyanide', 'magnesium carbonate'], true),
  ),
);
const E_NUMBER_NAME = /^e\s?-?\d{3,4}[a-z]?$/;

/** How an ingredient bears on group 2: culinary itself, carried by a culinary one, or neither. */
type LeafKind = 'culinary' | 'carried' | 'other';
const leafKindCache = new Map<string, LeafKind>();
function leafKind(name: string): LeafKind {
  let v = leafKindCache.get(name);
  if (v === undefined) {
    const h = CULINARY.longest(name);
    v = h !== null && h.value ? 'culinary' : E_NUMBER_NAME.test(name) || CARRIED.test(name) ? 'carried' : 'other';
    if (leafKindCache.size >= 5000) leafKindCache.clear();
    leafKindCache.set(name, v);
  }
  return v;
}

/** Category words for NOVA alone: culinary products (2) and processed foods (3). */
const CATEGORY = new KeywordMatcher<2 | 3 | 0>(
  bilingualSpecs<2 | 3 | 0>(
    [
      ...rows(['olja', 'oljor', 'smör', 'matfett', 'margarin', 'vinäger', 'ättika', 'socker', 'sirap', 'honung', 'stärkelse'], 2 as const, 'end'),
      ...rows(['salt', 'ister'], 2 as const, 'word'),
      ...rows(['ghee', 'havssalt', 'flingsalt', 'potatismjöl', 'strösocker'], 2 as const),
      ...rows(['smörgås', 'smörgåsar'], 3 as const),
      ...rows(['macka', 'mackor', 'wrap'], 3 as const, 'word'),
      ...rows(['jordnötssmör', 'nötsmör', 'kakaosmör', 'mandelsmör', 'sockerfri'], 0 as const),
    ],
    [
      ...rows(['oil', 'fat', 'butter', 'margarine', 'lard', 'salt', 'vinegar', 'sugar', 'syrup', 'honey', 'starch'], 2 as const),
      ...rows(['sandwich', 'wrap'], 3 as const),
      ...rows(['peanut butter', 'nut butter', 'cocoa butter'], 0 as const),
    ],
  ),
);

const categoryCache = new Map<string, { culinary: boolean; processed: boolean }>();
function novaCategory(text: string): { culinary: boolean; processed: boolean } {
  let v = categoryCache.get(text);
  if (v === undefined) {
    v = { culinary: false, processed: false };
    for (const h of CATEGORY.scan(text)) {
      if (h.value === 2) v.culinary = true;
      else if (h.value === 3) v.processed = true;
    }
    if (categoryCache.size >= 5000) categoryCache.clear();
    categoryCache.set(text, v);
  }
  return v;
}

const GROUP3_TAGS: readonly CategoryTag[] = ['cheese', 'alcohol', 'novaGroup3'];

/**
 * @param categoryText normalised category text (what the product is); its culinary and
 *   processed-food words are read here.
 * @param markers may be passed when already known (score-product gets them per ingredient item
 *   from a cache); otherwise the statement is scanned here.
 */
export function computeNova(
  tags: ReadonlySet<CategoryTag>,
  a: IngredientAnalysis,
  markers: Pick<NovaMarkers, 'group3' | 'group4'> = findMarkers(a.parsed.containsText),
  categoryText = '',
): 1 | 2 | 3 | 4 | null {
  const category = novaCategory(categoryText);
  if (!a.hasIngredients) {
    if (tags.has('water') && !tags.has('flavoured') && !tags.has('beverage')) return 1;
    return category.culinary && !category.processed ? 2 : null;
  }
  if (markers.group4) return 4;
  // Too little of the list understood to call it unprocessed.
  let known = 0;
  let culinary = 0;
  let other = 0;
  for (const l of a.leaves) {
    const kind = leafKind(l.name);
    if (l.match || kind === 'culinary') known++;
    if (kind === 'culinary') culinary++;
    // Water, iodine, additives and the culinary product's own raw material (cream in butter) do
    // not make a culinary ingredient a processed food; spices and seeds do (mustard).
    else if (kind === 'carried') continue;
    else if (category.culinary && l.match?.key === 'milk') continue;
    else other++;
  }
  const group3 = markers.group3 || category.processed || GROUP3_TAGS.some((t) => tags.has(t));
  // A processed-food category (wine, cheese, ready meal) says group 3 however little of the list is understood.
  if (known * 2 < a.leaves.length && !group3) return null;
  if (culinary > 0 && other === 0 && !category.processed) return 2;
  return group3 ? 3 : 1;
}
