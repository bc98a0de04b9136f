import type { CategoryTag } from './category.js';
import type { IngredientAnalysis } from './ingredient-analysis.js';
import { KeywordMatcher, englishForms, type Anchor, type KeywordSpec } from './keyword-matcher.js';

/**
 * NOVA group from processing markers, after the rules summarised in research/scoring.md §1.3:
 * start at 1, a culinary-ingredient category is 2, group-3 markers lift to 3 (not from 2),
 * group-4 markers lift to 4. Keyword lists are our own.
 */

type Marker = 3 | 4 | 0;
type Row = readonly [term: string, group: Marker, anchor?: Anchor];

const SV: readonly Row[] = [
  ['salt', 3], ['socker', 3], ['sirap', 3], ['olja', 3], ['oljor', 3], ['fett', 3, 'end'], ['smör', 3],
  ['honung', 3], ['lönnsirap', 3], ['konserveringsmedel', 3], ['stärkelse', 3],
  ['arom', 4, 'edge'], ['aromer', 4], ['aromämne', 4], ['aromämnen', 4], ['färgämne', 4], ['färgämnen', 4],
  ['smakförstärkare', 4], ['sötningsmedel', 4], ['emulgeringsmedel', 4], ['förtjockningsmedel', 4],
  ['geleringsmedel', 4], ['ytbehandlingsmedel', 4], ['fyllnadsmedel', 4], ['skumdämpningsmedel', 4],
  ['skumdämpande', 4], ['komplexbildare', 4], ['fuktighetsbevarande', 4], ['färgstabiliseringsmedel', 4],
  ['kasein', 4], ['kaseinat', 4], ['laktos', 4], ['vassle', 4], ['vetegluten', 4], ['gluten', 4, 'word'],
  ['mjölkprotein', 4], ['vassleprotein', 4], ['härdat', 4, 'start'], ['härdad', 4, 'start'], ['hydrerat', 4, 'start'],
  ['hydrerad', 4, 'start'], ['hydrolyserat', 4, 'start'], ['hydrolyserad', 4, 'start'], ['maltodextrin', 4],
  ['invertsocker', 4], ['glukossirap', 4], ['glukos', 4], ['dextros', 4], ['druvsocker', 4], ['fruktossirap', 4],
  ['isoglukos', 4], ['lecitin', 4], ['modifierad stärkelse', 4], ['proteinisolat', 4],
  ['sockerärtor', 0], ['sockermajs', 0], ['laktosfri', 0], ['glutenfri', 0], ['sockerfri', 0], ['utan tillsatt socker', 0], ['osaltad', 0], ['osaltat', 0],
];

const EN: readonly Row[] = [
  ['salt', 3], ['sugar', 3], ['syrup', 3], ['oil', 3], ['vegetable fat', 3], ['butter', 3], ['honey', 3],
  ['maple syrup', 3], ['preservative', 3], ['starch', 3],
  ['flavouring', 4], ['flavoring', 4], ['flavour', 4], ['flavor', 4], ['colour', 4], ['color', 4], ['colouring', 4],
  ['flavour enhancer', 4], ['sweetener', 4], ['emulsifier', 4], ['thickener', 4], ['thickening agent', 4],
  ['gelling agent', 4], ['glazing agent', 4], ['firming agent', 4], ['bulking agent', 4], ['anti-foaming agent', 4],
  ['carbonating agent', 4], ['sequestrant', 4], ['humectant', 4], ['colour stabiliser', 4], ['casein', 4],
  ['caseinate', 4], ['lactose', 4], ['whey', 4], ['gluten', 4], ['milk protein', 4], ['whey protein', 4],
  ['hydrogenated', 4], ['partially hydrogenated', 4], ['hydrolysed', 4], ['hydrolyzed', 4], ['maltodextrin', 4],
  ['invert sugar', 4], ['glucose', 4], ['glucose syrup', 4], ['dextrose', 4], ['high fructose corn syrup', 4],
  ['glucose-fructose syrup', 4], ['fructose syrup', 4], ['lecithin', 4], ['modified starch', 4], ['protein isolate', 4],
  ['lactose-free', 0], ['lactose free', 0], ['gluten-free', 0], ['gluten free', 0], ['sugar-free', 0], ['no added sugar', 0],
  ['unsalted', 0],
];

const MATCHER = new KeywordMatcher<Marker>([
  ...SV.map(([term, group, anchor]): KeywordSpec<Marker> => ({ term, value: group, anchor: anchor ?? 'any' })),
  ...EN.flatMap(([term, group, anchor]) =>
    englishForms(term).map((f): KeywordSpec<Marker> => ({ term: f, value: group, anchor: anchor ?? 'word' })),
  ),
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

/** Every processing marker in a text, words first, then E-numbers. */
export function novaMarkerHits(text: string): NovaMarkerHit[] {
  const hits: NovaMarkerHit[] = [];
  for (const h of MATCHER.scan(text)) if (h.value !== 0) hits.push({ marker: text.slice(h.start, h.end), group: h.value });
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

const GROUP2_TAGS: readonly CategoryTag[] = ['fat', 'salt', 'vinegar', 'sugar', 'honey'];
const GROUP3_TAGS: readonly CategoryTag[] = ['cheese', 'alcohol', 'novaGroup3'];

/**
 * `markers` may be passed when already known (score-product gets them per ingredient item from
 * a cache); otherwise the statement is scanned here.
 */
export function computeNova(
  tags: ReadonlySet<CategoryTag>,
  a: IngredientAnalysis,
  markers: Pick<NovaMarkers, 'group3' | 'group4'> = findMarkers(a.parsed.containsText),
): 1 | 2 | 3 | 4 | null {
  if (!a.hasIngredients) {
    return tags.has('water') && !tags.has('flavoured') && !tags.has('beverage') ? 1 : null;
  }
  if (markers.group4) return 4;
  // Too little of the list understood to call it unprocessed.
  let known = 0;
  for (const l of a.leaves) if (l.match) known++;
  if (known * 2 < a.leaves.length) return null;
  const single = a.leaves.length === 1;
  let group: 1 | 2 | 3 = 1;
  if (GROUP2_TAGS.some((t) => tags.has(t)) && !tags.has('meatOrFish')) group = 2;
  if (group === 1) {
    // One culinary ingredient on its own ("salt", "rapsolja") is group 2, not processed food.
    if (markers.group3 && !single) group = 3;
    else if (markers.group3 && single) group = 2;
    if (GROUP3_TAGS.some((t) => tags.has(t))) group = 3;
  }
  return group;
}
