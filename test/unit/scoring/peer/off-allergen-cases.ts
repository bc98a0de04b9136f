/**
 * Open Food Facts' tests of allergen and traces detection from ingredient texts, transcribed as
 * facts (inputs and expected results only; no OFF code): `openfoodfacts/openfoodfacts-server`
 * - tests/unit/allergens.t (read at commit 01c8608c8248e755fd8428d39480816844ab221b), whose expected
 *   results are tests/unit/expected_test_results/allergens/<id>.json (`allergens_tags`,
 *   `traces_tags`; the commit of each file read is in `source`);
 * - tests/unit/allergens_tags.t (read at commit 16d7ec42fa919a2f1909112d0e8e76196f41ff91), whose
 *   expected tags are written in the test itself.
 *
 * OFF's texts are French, Spanish, German, Italian, Dutch, Croatian, Finnish, English and Swedish;
 * each is translated to Swedish and English in pack wording, keeping its traps (coconut milk,
 * crème de cassis, allergens in brackets, underscores, a traces statement without a full stop
 * before it). English and Swedish originals are kept as written. OFF's tags are mapped to our ids
 * (en:soybeans → soy, en:sesame-seeds → sesame, en:sulphur-dioxide-and-sulphites → sulphites);
 * a tag outside Annex II is kept as written (fr:banane).
 *
 * Left out, with the reason:
 * - cases whose input is OFF's separate `allergens` / `traces` fields (fr-farine-ble-sulfites,
 *   fr-allergens-field-only, fr-allergens-ingredients-and-field, fr-allergens-traces-fields,
 *   fr-allergens-uppercase, fr-saumon-allergens-multiple-traces, fi-vehnajauho-sulfiitteja,
 *   fi-allergens-field-only, and the allergens_tags.t rows with `traces =>` / `allergens =>`):
 *   partners send one ingredient text, the engine has no such fields;
 * - the Finnish twins of the French cases in allergens.t (fi-basic-allergens … fi-traces): the same
 *   texts translated, so in Swedish and English they would repeat the French cases;
 * - fr-noix-st-jacques, fr-saint-jacques, fr-st-jacques and the upper-case scallop rows: spellings of
 *   "Saint-Jacques" that have no counterpart in Swedish or English ("pilgrimsmusslor", "scallops");
 * - the Japanese rows: their bracket conventions (一部に…を含む) have no faithful Swedish or English
 *   form, and OFF's own comment says one of its expectations "seems incorrect".
 */
export type OffTag =
  | 'gluten' | 'crustaceans' | 'eggs' | 'fish' | 'peanuts' | 'soy' | 'milk' | 'nuts'
  | 'celery' | 'mustard' | 'sesame' | 'sulphites' | 'lupin' | 'molluscs' | 'fr:banane';

export interface OffAllergenCase {
  /** OFF test id or input, language and source file with the commit read. */
  off: string;
  source: string;
  sv: string;
  en: string;
  allergens: readonly OffTag[];
  traces: readonly OffTag[];
}

const A = 'allergens.t + expected_test_results/allergens/';
const T = 'allergens_tags.t @ 16d7ec42fa919a2f1909112d0e8e76196f41ff91';

export const OFF_ALLERGEN_CASES: readonly OffAllergenCase[] = [
  {
    off: 'fr-basic-allergens: "Eau, LAIT, farine de BLE, sucre, sel, _oeufs_, moutarde, _crustacés_, fruits à coque, _céleri_, POISSON, crème de cassis. Contient mollusques. Peut contenir des traces d\'arachide, de _soja_, de LUPIN, et de sésame "',
    source: `${A}fr-basic-allergens.json @ 04e176d259c75a5bc0fede24623748d5006ae1d7`,
    sv: 'Vatten, MJÖLK, VETEMJÖL, socker, salt, _ägg_, senap, _kräftdjur_, nötter, _selleri_, FISK, crème de cassis. Innehåller blötdjur. Kan innehålla spår av jordnötter, _soja_, LUPIN och sesam ',
    en: 'Water, MILK, WHEAT flour, sugar, salt, _eggs_, mustard, _crustaceans_, nuts, _celery_, FISH, crème de cassis. Contains molluscs. May contain traces of peanut, _soya_, LUPIN, and sesame ',
    allergens: ['celery', 'crustaceans', 'eggs', 'fish', 'gluten', 'milk', 'molluscs', 'mustard', 'nuts'],
    traces: ['lupin', 'peanuts', 'sesame', 'soy'],
  },
  {
    off: 'fr-ingredients-allergens: "Farine (blé), graines [sésame], condiments (moutarde), sucre de canne, lait de coco"',
    source: `${A}fr-ingredients-allergens.json @ 122ba0ff6ec6a93a2bd027b65305262bd6572778`,
    sv: 'Mjöl (vete), frön [sesam], kryddor (senap), rörsocker, kokosmjölk',
    en: 'Flour (wheat), seeds [sesame], condiments (mustard), cane sugar, coconut milk',
    allergens: ['gluten', 'mustard', 'sesame'],
    traces: [],
  },
  {
    off: 'fr-multiple-allergens: "Farine de blé et de lupin, épices (soja, moutarde et céleri), crème de cassis, traces de fruits à coques, d\'arachide et de poisson"',
    source: `${A}fr-multiple-allergens.json @ 12b49625177c3b8dcc46a5618295b20b09ea2abe`,
    sv: 'Mjöl av vete och lupin, kryddor (soja, senap och selleri), crème de cassis, spår av nötter, jordnötter och fisk',
    en: 'Wheat and lupin flour, spices (soya, mustard and celery), crème de cassis, traces of nuts, peanut and fish',
    allergens: ['celery', 'gluten', 'lupin', 'mustard', 'soy'],
    traces: ['fish', 'nuts', 'peanuts'],
  },
  {
    off: 'fr-pizza-ingredients: "Garniture 61% : sauce tomate 32% (…farine de blé…), mozzarella 26%, chiffonnade de jambon cuit standard 21% (…lactose…), … Pâte 39% : farine de blé, eau, levure boulangère, sel, farine de blé malté."',
    source: `${A}fr-pizza-ingredients.json @ 0231d025e6a19fb26b347d776ad3fdf0de9406e0`,
    sv: 'Fyllning 61%: tomatsås 32% (tomatpuré, vatten, vetemjöl, salt, majsstärkelse), mozzarella 26%, strimlad kokt skinka 21% (fläskskinka, vatten, salt, dextros, glukossirap, stabiliseringsmedel: E451, naturliga aromer, geleringsmedel: E407, laktos, fläskbuljong, antioxidationsmedel: E316, konserveringsmedel: E250, kulturer), champinjoner 15% (champinjoner, naturligt koncentrerat svampextrakt), svarta oliver med kärna (stabiliseringsmedel: E579), ruccola 0,6%, basilika och oregano. Procentsatserna avser fyllningen. Deg 39%: vetemjöl, vatten, bakjäst, salt, maltat vetemjöl.',
    en: "Topping 61%: tomato sauce 32% (tomato purée, water, wheat flour, salt, maize starch), mozzarella 26%, chopped cooked ham 21% (pork ham, water, salt, dextrose, glucose syrup, stabiliser: E451, natural flavourings, gelling agent: E407, lactose, pork stock, antioxidant: E316, preservative: E250, ferments), button mushrooms 15% (mushrooms, concentrated natural mushroom extract), black olives with stones (stabiliser: E579), rocket 0.6%, basil and oregano. Percentages expressed on the topping. Dough 39%: wheat flour, water, baker's yeast, salt, malted wheat flour.",
    allergens: ['gluten', 'milk'],
    traces: [],
  },
  {
    off: 'fr-traces: "Traces éventuelles de céréales contenant du gluten, fruits à coques, arachide, soja et oeuf."',
    source: `${A}fr-traces.json @ 16d7ec42fa919a2f1909112d0e8e76196f41ff91`,
    sv: 'Kan innehålla spår av spannmål som innehåller gluten, nötter, jordnötter, soja och ägg.',
    en: 'May contain traces of cereals containing gluten, nuts, peanut, soya and egg.',
    allergens: [],
    traces: ['eggs', 'gluten', 'nuts', 'peanuts', 'soy'],
  },
  {
    off: 'fr-noix-saint-jacques: "Noix de Saint-Jacques"',
    source: `${A}fr-noix-saint-jacques.json @ 04e176d259c75a5bc0fede24623748d5006ae1d7`,
    sv: 'Pilgrimsmusslor',
    en: 'Scallops',
    allergens: ['molluscs'],
    traces: [],
  },
  {
    off: 'fr-farine-ble: "Farine de blé 97%"',
    source: `${A}fr-farine-ble.json @ 16d7ec42fa919a2f1909112d0e8e76196f41ff91`,
    sv: 'Vetemjöl 97%',
    en: 'Wheat flour 97%',
    allergens: ['gluten'],
    traces: [],
  },
  {
    off: 'fr-moutarde-ble-traces-oeufs: "farine de graines de moutarde, 100 % semoule de BLE dur de qualité supérieure Traces éventuelles d\'oeufs"',
    source: `${A}fr-moutarde-ble-traces-oeufs.json @ 16d7ec42fa919a2f1909112d0e8e76196f41ff91`,
    sv: 'senapsfröpulver, 100 % mannagryn av DURUMVETE av högsta kvalitet Kan innehålla spår av ägg',
    en: 'mustard seed flour, 100 % top quality durum WHEAT semolina May contain traces of eggs',
    allergens: ['gluten', 'mustard'],
    traces: ['eggs'],
  },
  {
    off: 'fr-allergens-markup: "Eau, BLE, _CELERI_, __GLUTEN__, _poisson_, FRAISE, _banane_, lupin, _mollusque_"',
    source: `${A}fr-allergens-markup.json @ 04e176d259c75a5bc0fede24623748d5006ae1d7`,
    sv: 'Vatten, VETE, _SELLERI_, __GLUTEN__, _fisk_, JORDGUBBE, _banan_, lupin, _blötdjur_',
    en: 'Water, WHEAT, _CELERY_, __GLUTEN__, _fish_, STRAWBERRY, _banana_, lupin, _mollusc_',
    allergens: ['celery', 'fish', 'fr:banane', 'gluten', 'lupin', 'molluscs'],
    traces: [],
  },
  {
    off: 'fr-salmon-not-highlighted: "Filet de saumon sauvage certifié MSC, pêché en Pacifique Nord-est (100%)"',
    source: `${A}fr-salmon-not-highlighted.json @ 16d7ec42fa919a2f1909112d0e8e76196f41ff91`,
    sv: 'Vildfångad laxfilé MSC-certifierad, fångad i nordöstra Stilla havet (100%)',
    en: 'Wild salmon fillet MSC certified, caught in the North-East Pacific (100%)',
    allergens: [],
    traces: [],
  },
  {
    off: 'en-oat-flakes: "Whole Grain Oat Flakes (65.0%)" (English original)',
    source: `${A}en-oat-flakes.json @ 11c292d14788639de0e61d05869214bd3d48fd9f`,
    sv: 'Fullkornshavregryn (65,0%)',
    en: 'Whole Grain Oat Flakes (65.0%)',
    allergens: [],
    traces: [],
  },
  {
    off: 'de-underscores: "Seitan 65% (_Weizen_eiweiß, Wasser), Rapsöl, Kidneybohnen, _Dinkel_vollkornmehl (_Weizen_art), Apfelessig, Gewürze, Tomatenmark, _Soja_soße (Wasser, _Soja_bohnen, Salz, _Weizen_mehl), Kartoffelstärke, Salz."',
    source: `${A}de-underscores.json @ 0231d025e6a19fb26b347d776ad3fdf0de9406e0`,
    sv: 'Seitan 65% (_vete_protein, vatten), rapsolja, kidneybönor, _dinkel_fullkornsmjöl (_vete_sort), äppelvinäger, kryddor, tomatpuré, _soja_sås (vatten, _soja_bönor, salt, _vete_mjöl), potatisstärkelse, salt.',
    en: 'Seitan 65% (_wheat_ protein, water), rapeseed oil, kidney beans, wholemeal _spelt_ flour (a _wheat_ species), apple vinegar, spices, tomato purée, _soy_ sauce (water, _soy_beans, salt, _wheat_ flour), potato starch, salt.',
    allergens: ['gluten', 'soy'],
    traces: [],
  },
  {
    off: 'sv "_vete_mjöl" (Swedish original; underscore compound-word test)',
    source: 'allergens.t @ 01c8608c8248e755fd8428d39480816844ab221b',
    sv: '_vete_mjöl',
    en: '_wheat_ flour',
    allergens: ['gluten'],
    traces: [],
  },
  {
    off: 'nl "_soja_lecithine" (underscore compound-word test)',
    source: 'allergens.t @ 01c8608c8248e755fd8428d39480816844ab221b',
    sv: '_soja_lecitin',
    en: '_soya_ lecithin',
    allergens: ['soy'],
    traces: [],
  },
  // allergens_tags.t: expected tags are in the test file itself.
  { off: 'fr "lait demi-écrémé 67%"', source: T, sv: 'Mellanmjölk 67%', en: 'Semi-skimmed milk 67%', allergens: ['milk'], traces: [] },
  { off: 'fr "Eau, gluten et dérivés"', source: T, sv: 'Vatten, gluten och derivat därav', en: 'Water, gluten and derivatives', allergens: ['gluten'], traces: [] },
  {
    off: 'fr "NOIX DE SAINT-JACQUES MARINÉES: blabla, do not match the title of the product"',
    source: T,
    sv: 'MARINERADE PILGRIMSMUSSLOR: blabla, matcha inte produktens namn',
    en: 'MARINATED SCALLOPS: blabla, do not match the title of the product',
    allergens: ['molluscs'],
    traces: [],
  },
  {
    off: 'fr "Noix de Saint-Jacques marinées (8.6 %), ingredients in lower case too, no match"',
    source: T,
    sv: 'Marinerade pilgrimsmusslor (8,6 %), ingredienser även med gemener',
    en: 'Marinated scallops (8.6 %), ingredients in lower case too',
    allergens: ['molluscs'],
    traces: [],
  },
  {
    off: 'fi "Marinoituja kampasimpukoita (8.6 %), ainesosat myös pienellä, ei poimintaa" (OFF: no allergen)',
    source: T,
    sv: 'Marinerade kammusslor (8,6 %), ingredienser även med gemener',
    en: 'Marinated scallops (8.6 %), ingredients also in lower case',
    allergens: [],
    traces: [],
  },
  {
    off: 'fr "GRAINES DE SESAME grillées, ingredients in lower case too"',
    source: T,
    sv: 'Rostade SESAMFRÖN, ingredienser även med gemener',
    en: 'Toasted SESAME SEEDS, ingredients in lower case too',
    allergens: ['sesame'],
    traces: [],
  },
  { off: 'fr "FRUITS A COQUE 10%, ingredients in lower case too"', source: T, sv: 'NÖTTER 10%, ingredienser även med gemener', en: 'NUTS 10%, ingredients in lower case too', allergens: ['nuts'], traces: [] },
  { off: 'fr "FRUITS A COQUE - Something else, …"', source: T, sv: 'NÖTTER - Något annat, ingredienser även med gemener', en: 'NUTS - Something else, ingredients in lower case too', allergens: ['nuts'], traces: [] },
  {
    off: 'es "Harina de trigo 59%, margarina [grasa de palma, …], azúcar 17,8%, dextrosa, sal, gasificantes: carbonatos de sodio, aroma. Puede contener trazas de leche."',
    source: T,
    sv: 'Vetemjöl 59%, margarin [palmfett, vatten, rapsolja, salt, emulgeringsmedel: mono- och diglycerider av fettsyror, surhetsreglerande medel: citronsyra, färgämne: karotener], socker 17,8%, dextros, salt, bakpulver: natriumkarbonater, arom. Kan innehålla spår av mjölk.',
    en: 'Wheat flour 59%, margarine [palm fat, water, rapeseed oil, salt, emulsifier: mono- and diglycerides of fatty acids, acidity regulator: citric acid, colour: carotenes], sugar 17.8%, dextrose, salt, raising agents: sodium carbonates, flavouring. May contain traces of milk.',
    allergens: ['gluten'],
    traces: ['milk'],
  },
  {
    off: 'es "Chocolate 48% [azúcar, pasta de cacao, manteca de cacao, lactosa, materia grasa láctea anhidra, leche desnatada en polvo, …], harina de trigo, …, mantequilla concentrada 6,5%, … Puede contener trazas de huevo y frutos de cáscara."',
    source: T,
    sv: 'Choklad 48% [socker, kakaomassa, kakaosmör, laktos, vattenfritt mjölkfett, skummjölkspulver, emulgeringsmedel: lecitiner (solros), arom], vetemjöl, socker, koncentrerat smör 6,5%, glukos-fruktossirap, salt, bakpulver: ammoniumkarbonater - natriumkarbonater - difosfater, surhetsreglerande medel: citronsyra. Kan innehålla spår av ägg och nötter.',
    en: 'Chocolate 48% [sugar, cocoa mass, cocoa butter, lactose, anhydrous milk fat, skimmed milk powder, emulsifier: lecithins (sunflower), flavouring], wheat flour, sugar, concentrated butter 6.5%, glucose-fructose syrup, salt, raising agents: ammonium carbonates - sodium carbonates - diphosphates, acid: citric acid. May contain traces of egg and nuts.',
    allergens: ['gluten', 'milk'],
    traces: ['eggs', 'nuts'],
  },
  { off: 'fi "kevytmaito 67%"', source: T, sv: 'Lättmjölk 67%', en: 'Skimmed milk 67%', allergens: ['milk'], traces: [] },
  {
    off: 'de "Zucker, Gewürze, Antioxidations-mittel: Ascorbinsâure, Konservierungsstoff: Natriumnitrit. Kann Spuren von Senf und Sellerie enthalten."',
    source: T,
    sv: 'Socker, kryddor, antioxidationsmedel: askorbinsyra, konserveringsmedel: natriumnitrit. Kan innehålla spår av senap och selleri.',
    en: 'Sugar, spices, antioxidant: ascorbic acid, preservative: sodium nitrite. May contain traces of mustard and celery.',
    allergens: [],
    traces: ['celery', 'mustard'],
  },
  {
    off: 'it "Puo contenere tracce di frutta a guscio, sesamo, soia e uova"',
    source: T,
    sv: 'Kan innehålla spår av nötter, sesam, soja och ägg',
    en: 'May contain traces of nuts, sesame, soya and eggs',
    allergens: [],
    traces: ['eggs', 'nuts', 'sesame', 'soy'],
  },
  { off: 'es "traza de nueces"', source: T, sv: 'spår av valnötter', en: 'traces of walnuts', allergens: [], traces: ['nuts'] },
  {
    off: 'fr "Sucre. Fabriqué dans un atelier qui manipule du lait, de la moutarde et du céleri."',
    source: T,
    sv: 'Socker. Tillverkad i en lokal där mjölk, senap och selleri hanteras.',
    en: 'Sugar. Made in a factory that handles milk, mustard and celery.',
    allergens: [],
    traces: ['celery', 'milk', 'mustard'],
  },
  { off: 'fr "amidon de blé. traces de _céleri_."', source: T, sv: 'vetestärkelse. spår av _selleri_.', en: 'wheat starch. traces of _celery_.', allergens: ['gluten'], traces: ['celery'] },
  { off: 'fr "Traces éventuelles de : épeautre."', source: T, sv: 'Kan innehålla spår av: dinkel.', en: 'May contain traces of: spelt.', allergens: [], traces: ['gluten'] },
  { off: 'fr "Contient du _lait_."', source: T, sv: 'Innehåller _mjölk_.', en: 'Contains _milk_.', allergens: ['milk'], traces: [] },
  {
    off: 'fr "Contient du lait, du soja et de la moutarde."',
    source: T,
    sv: 'Innehåller mjölk, soja och senap.',
    en: 'Contains milk, soya and mustard.',
    allergens: ['milk', 'mustard', 'soy'],
    traces: [],
  },
  {
    off: 'en "Contains soy, milk and hazelnut. May contain celery." (English original)',
    source: T,
    sv: 'Innehåller soja, mjölk och hasselnöt. Kan innehålla selleri.',
    en: 'Contains soy, milk and hazelnut. May contain celery.',
    allergens: ['milk', 'nuts', 'soy'],
    traces: ['celery'],
  },
  {
    off: 'en "Chocolate. Contains milk, hazelnuts and other nuts. May contain celery and mustard." (English original)',
    source: T,
    sv: 'Choklad. Innehåller mjölk, hasselnötter och andra nötter. Kan innehålla selleri och senap.',
    en: 'Chocolate. Contains milk, hazelnuts and other nuts. May contain celery and mustard.',
    allergens: ['milk', 'nuts'],
    traces: ['celery', 'mustard'],
  },
  { off: 'de "Kann spuren von Erdnüssen"', source: T, sv: 'Kan innehålla spår av jordnötter', en: 'May contain traces of peanuts', allergens: [], traces: ['peanuts'] },
  {
    off: 'en "salt, egg, spice. allergen advice: for allergens including cereals containing gluten, see ingredients in bold. May contain traces of nuts." (English original)',
    source: T,
    sv: 'salt, ägg, kryddor. allergiinformation: för allergener, inklusive spannmål som innehåller gluten, se ingredienser i fetstil. Kan innehålla spår av nötter.',
    en: 'salt, egg, spice. allergen advice: for allergens including cereals containing gluten, see ingredients in bold. May contain traces of nuts.',
    allergens: ['eggs'],
    traces: ['nuts'],
  },
  {
    off: 'fr "sucre, lécithine de soja, sel. Allergènes : voir les ingrédients en gras. Traces éventuelles de gluten et de fruits à coque."',
    source: T,
    sv: 'socker, sojalecitin, salt. Allergener: se ingredienser i fetstil. Kan innehålla spår av gluten och nötter.',
    en: 'sugar, soya lecithin, salt. Allergens: see ingredients in bold. May contain traces of gluten and nuts.',
    allergens: ['soy'],
    traces: ['gluten', 'nuts'],
  },
  { off: 'fr "semoule de blé dur, pousses de soja"', source: T, sv: 'durumvetemannagryn, sojabönsgroddar', en: 'durum wheat semolina, soya bean sprouts', allergens: ['gluten', 'soy'], traces: [] },
  { off: 'hr "Krupica od durum pšenice (gluten), voda."', source: T, sv: 'Durumvetemannagryn (gluten), vatten.', en: 'Durum wheat semolina (gluten), water.', allergens: ['gluten'], traces: [] },
];
