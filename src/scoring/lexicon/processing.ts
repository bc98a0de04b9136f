import type { Anchor, TermRow } from '../text/matcher.js';

/**
 * Processing vocabulary (NOVA), Swedish and English: the words that mark processing, the culinary
 * ingredients (NOVA group 2), what a culinary ingredient may carry and stay one, the category
 * words that say a product is a culinary ingredient or a processed food, and the non-nutritive
 * sweeteners (a Nutri-Score component). Our own keyword lists after the NOVA rules summarised in
 * docs/methodology.md; additive names (lexicon/additives.ts) count as their E-numbers.
 *
 * Rows are [term, value, anchor?]; Swedish terms match inside compounds unless anchored, English
 * terms match whole words with their plurals.
 */

/** A processing marker: NOVA group 3 or 4; 0 is a stop-word that consumes a marker inside it ("sockerärtor"). */
export type Marker = 3 | 4 | 0;

const rows = <T>(terms: readonly string[], value: T, anchor?: Anchor): TermRow<T>[] => terms.map((t) => [t, value, anchor]);

export const SWEDISH_MARKERS: readonly TermRow<Marker>[] = [
  ['oljor', 3], ['fett', 3, 'end'],
  ['sås', 3, 'end'],
  ['arom', 4, 'edge'], ['aromämnen', 4], ['smakämne', 4], ['smakämnen', 4],
  ['fyllnadsmedel', 4], ['skumdämpningsmedel', 4],
  ['skumdämpande', 4], ['komplexbildare', 4], ['fuktighetsbevarande', 4], ['färgstabiliseringsmedel', 4],
  ['gluten', 4, 'word'],
  ['härdat', 4, 'start'], ['härdad', 4, 'start'], ['hydrerat', 4, 'start'],
  ['hydrerad', 4, 'start'], ['hydrolyserat', 4, 'start'], ['hydrolyserad', 4, 'start'],
  ['fruktossirap', 4],
  ['isoglukos', 4], ['majssirap', 4], ['invertsirap', 4], ['vanillin', 4], ['proteinisolat', 4],
  ['sockerärtor', 0], ['sockermajs', 0], ['laktosfri', 0], ['sockerfri', 0], ['utan tillsatt socker', 0],
  ['osaltad', 0], ['osaltat', 0], ['sojasås', 3],
];

export const ENGLISH_MARKERS: readonly TermRow<Marker>[] = [
  ['sauce', 3],
  ['colouring', 4],
  ['thickening agent', 4],
  ['glazing agent', 4], ['firming agent', 4], ['bulking agent', 4], ['anti-foaming agent', 4],
  ['carbonating agent', 4], ['sequestrant', 4], ['humectant', 4], ['colour stabiliser', 4],
  ['hydrogenated', 4], ['partially hydrogenated', 4], ['hydrolysed', 4], ['hydrolyzed', 4],
  ['invert sugar', 4], ['inverted sugar', 4], ['invert syrup', 4], ['inverted syrup', 4], ['inverted refiners syrup', 4],
  ['fructose syrup', 4], ['corn syrup', 4], ['vanillin', 4], ['ethyl vanillin', 4], ['protein isolate', 4],
  ['sugar-free', 0], ['no added sugar', 0],
  ['unsalted', 0],
];

/** Culinary ingredients (NOVA group 2) by name. */
export const SWEDISH_CULINARY: readonly TermRow<boolean>[] = [
      // The head of a Swedish compound (its end) says what it is: "rapsolja", but not "smörbönor".
      ...rows(['oljor', 'ister', 'späck', 'potatismjöl', 'matfett'], true, 'end'),
      // Not culinary although they contain a culinary word.
      ...rows(['jordnötssmör', 'nötsmör', 'mandelsmör', 'kakaosmör', 'sojasås', 'sockerärtor', 'sockermajs', 'smörgås'], false),
    ];

export const ENGLISH_CULINARY: readonly TermRow<boolean>[] = [
      ...rows(['fat', 'lard', 'dripping'], true),
      ...rows(['peanut butter', 'nut butter', 'cocoa butter', 'butter bean'], false),
    ];

/**
 * What a culinary ingredient may carry and stay one: water, iodine, anti-caking agents, antioxidants, vitamins.
 * Anti-caking agents of salt and sugar by name (E535–E538 ferrocyanides, E504 magnesium carbonate), as their E-numbers are.
 */
export const SWEDISH_CARRIED: readonly TermRow<boolean>[] = rows(['vatten', 'jod', 'jodid', 'jodat', 'kaliumjodid', 'natriumjodid', 'kaliumjodat', 'klumpförebyggande', 'antiklumpningsmedel', 'antioxidationsmedel', 'tokoferol', 'vitamin', 'fluorid', 'ferrocyanid', 'magnesiumkarbonat'], true);

export const ENGLISH_CARRIED: readonly TermRow<boolean>[] = rows(['water', 'iodine', 'iodide', 'potassium iodide', 'potassium iodate', 'anti-caking agent', 'anticaking agent', 'antioxidant', 'tocopherol', 'vitamin', 'fluoride', 'sodium ferrocyanide', 'potassium ferrocyanide', 'calcium ferrocyanide', 'magnesium carbonate'], true);

/** Category words for NOVA alone: culinary products (2) and processed foods (3). */
export const SWEDISH_PROCESSING_CATEGORIES: readonly TermRow<2 | 3 | 0>[] = [
      ...rows(['oljor', 'matfett', 'margarin'], 2 as const, 'end'),
      ...rows(['ister'], 2 as const, 'word'),
      ...rows(['havssalt', 'flingsalt', 'potatismjöl'], 2 as const),
      ...rows(['smörgås', 'smörgåsar'], 3 as const),
      ...rows(['macka', 'mackor', 'wrap'], 3 as const, 'word'),
      ...rows(['jordnötssmör', 'nötsmör', 'kakaosmör', 'mandelsmör', 'sockerfri'], 0 as const),
    ];

export const ENGLISH_PROCESSING_CATEGORIES: readonly TermRow<2 | 3 | 0>[] = [
      ...rows(['fat', 'margarine', 'lard'], 2 as const),
      ...rows(['sandwich', 'wrap'], 3 as const),
      ...rows(['peanut butter', 'nut butter', 'cocoa butter'], 0 as const),
    ];

// Non-nutritive sweeteners only; polyols (E420, E421, E953, E965–E968) do not count.
export const SWEDISH_SWEETENERS = ['acesulfam', 'acesulfam k', 'aspartam', 'cyklamat', 'natriumcyklamat', 'sackarin', 'sukralos', 'taumatin', 'neohesperidin', 'steviolglykosid', 'steviolglykosider', 'stevia', 'neotam', 'advantam'];
export const ENGLISH_SWEETENERS = ['acesulfame', 'acesulfame k', 'aspartame', 'cyclamate', 'saccharin', 'sucralose', 'thaumatin', 'neohesperidine dc', 'steviol glycoside', 'steviol glycosides', 'neotame', 'advantame'];
export const SWEETENER_E_NUMBERS = ['950', '951', '952', '954', '955', '957', '959', '960', '960a', '961', '962', '969'];
