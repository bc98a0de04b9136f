/**
 * The phrases the statement stages of the parser (parse/statement.ts) look for, as regular-expression
 * fragments, one alternative each: adding a wording is one more string here. Swedish and English,
 * lower case (the text is normalised first). Our own lists, from the wording of Swedish and UK packs.
 */

/** `(?:a|b|c)`: one of the fragments. */
export const oneOf = (fragments: readonly string[]): string => `(?:${fragments.join('|')})`;

/** Where a sentence starts: the text's start or after . ; ! (captured, so a replacement keeps it). */
export const SENTENCE_START = '(^|[.;!]\\s*)';

/** "Made in a factory that also handles …": the verbs and the premises of a shared-production warning. */
const MAKING_VERBS = ['made', 'produced', 'packed', 'manufactured', 'prepared', 'processed', 'baked'];
const PREMISES = ['factory', 'facility', 'kitchen', 'bakery', 'mill', 'dairy', 'plant', 'environment', 'site', 'premises'];
const SWEDISH_MAKING_VERBS = ['tillverka[dts]?', 'förpacka[dts]?', 'packa[dts]?', 'baka[dts]?', 'produceras', 'producerad', 'framställ(?:d|t|s)'];
const SWEDISH_PREMISES = ['fabrik', 'anläggning', 'linje', 'miljö', 'lokal', 'bageri', 'kök', 'kvarn', 'mejeri'];

/** Phrases that open a "may contain" warning; each such sentence goes to the traces statement. */
export const TRACE_PHRASES: readonly string[] = [
  'kan (?:även |också )?innehålla', 'kan förekomma', 'kan finnas', '(?:små )?spår(?:mängder)? av',
  'may (?:also )?contain', '(?:may|might|could) be present', 'traces? of',
  'not suitable for (?:[a-z]+ )*(?:with|allergic|allergy|allergies|sufferers)',
  '(?:ej|inte) lämplig för [^.;]*allergi', 'olämplig för [^.;]*allergi',
  '(?:cannot|can\'t|can not|unable to) guarantee', '(?:kan|går) (?:inte|ej) (?:att )?garantera',
  'due to (?:our )?(?:manufacturing|production) methods',
  `${oneOf(MAKING_VERBS)} (?:in|on) (?:a |an |the same )?${oneOf(PREMISES)}`,
  'made (?:on|using) (?:equipment|a line)', 'made in an environment',
  'manufactured (?:on|in a) (?:site|factory|facility|line|equipment)', 'produced on (?:a )?(?:line|equipment)',
  `${oneOf(SWEDISH_MAKING_VERBS)} (?:i|på) (?:en |ett |samma )?${oneOf(SWEDISH_PREMISES)}`,
  'hanteras (?:i|på) samma', 'packad i en',
];

/** Words that open a sentence saying what is not in the product ("Utan mjölk och ägg."). */
export const NEGATION_OPENERS: readonly string[] = [
  'utan', 'inga', 'ingen', 'inget', 'without', 'no', 'innehåller (?:inte|ej|inga|ingen|inget)', 'does not contain',
  'contains no',
];

/** A diet named as a sentence of its own ("Vegan."). */
export const DIET_WORDS: readonly string[] = [
  'vegan', 'vegansk', 'veganskt', 'vegetarisk', 'vegetariskt', 'vegetarian', 'veggie',
];

/** Words that open a suitability claim ("Suitable for vegetarians."). */
export const SUITABILITY_OPENERS: readonly string[] = [
  'suitable for', 'lämplig för', 'lämpligt för', 'passar för',
];

/** Claims that nothing was added, or that a sugar is natural ("inget tillsatt socker"). */
export const NOTHING_ADDED_PHRASES: readonly string[] = [
  '(?:inget|ingen|utan) tillsatt(?: \\p{L}+)?', 'no added \\p{L}+',
  'innehåller (?:endast |bara )?naturligt (?:förekommande )?\\p{L}+',
  'contains (?:only )?naturally occurring \\p{L}+',
];

/**
 * The warnings Annex III of Regulation (EU) No 1169/2011 requires of a sweetener's product, which labels often print as
 * the list's last item ("…, Vitamins (B6, B12), Contains a source of Phenylalanine"; ADR 0209): no ingredient, and
 * only the warning goes, so an allergen statement after it is still read.
 */
export const SWEETENER_WARNINGS: readonly string[] = [
  '(?:innehåller|contains) (?:en |a )?(?:fenylalaninkälla|källa till fenylalanin|source of phenylalanine)',
  '(?:överdriven konsumtion|excessive consumption) (?:kan|may) [^.,;]*',
];

/**
 * Class labels of a colour ("Colour: Caramel", "Färgämne: karamell"): an additive is named by its class, then its
 * specific name (Regulation (EU) No 1169/2011, Annex VII, Part C), so a caramel under one is caramel colour, E150, and
 * not a caramel of sugar (ADR 0214).
 */
export const COLOUR_LABELS: readonly string[] = ['colours', 'colour', 'colors', 'color', 'färgämnen', 'färgämne'];
/** The caramel colour's name in each language, which the additive list reads as E150. */
export const CARAMEL_COLOUR_NAMES: Readonly<Record<string, string>> = { caramel: 'caramel colour', karamell: 'karamellfärg' };

/** Headings of allergy advice ("Allergiinformation:"). */
export const ALLERGY_HEADINGS: readonly string[] = [
  'allergy advice', 'allergen advice', 'allergy information', 'allergen information', 'allergiinformation',
  'allergiinfo', 'allergener',
];

/** Allergy advice that refers to the list ("For allergens, including …"). */
export const ALLERGEN_REFERENCES: readonly string[] = [
  'for allergens', 'för allergener',
];

/** What advice calls the list ("see ingredients in bold"). */
export const LIST_NAMES: readonly string[] = [
  'ingredients', 'ingredienser', 'ingredienslistan',
];

/** How the list marks its allergens. */
export const EMPHASIS_WORDS: readonly string[] = [
  'bold', 'capitals', 'fetstil', 'fet stil', 'versaler', 'highlighted', 'underlined',
];

/**
 * A phrase only where a sentence starts (the text's start, or after . ; !), for words an item may also hold. The phrase
 * comes first and the look-behind after it, so the search scans for the phrase's letters and looks back only where it
 * stands (a look-behind first is tried at every position of every list).
 */
const atSentenceStart = (phrase: string): string => `${phrase}(?<=(?:^|[.;!]\\s{0,3})${phrase})`;

/** Sentences that follow the list: storage, nutrition, footnotes, declared minimum contents. */
export const AFTER_LIST_OPENERS: readonly string[] = [
  'cocoa solids', 'kakaohalt', 'kakao(?:torrsubstans)?:? (?:minst|min\\.?) \\d',
  // A concentrate's declared dry matter ("Tomater. Torrsubstans minst 28 %"): a content, not an ingredient.
  '(?:total )?torrsubstans', 'dry matter', 'total solids',
  '(?:innehåller|contains) (?:minst|at least) \\d', 'fruktmängd', 'fruit content', 'framställd (?:av|med) \\d',
  // ADR 0221: a nectar's or a drink's declared fruit or juice content ("Fruktinnehåll minst 50 %").
  'fruktinnehåll', 'fruktandel', 'frukthalt', 'juicehalt', 'juiceinnehåll', 'juice content',
  // ADR 0285: the other declared contents a list may end with ("Kötthalt 75 %.", "Fruktsafthalt minst 35 %"), which had
  // been read as an item of that share: a sausage's "kötthalt" as three-quarters more pork. Only where a sentence starts,
  // since "med hög kötthalt" or "reducerad sockerhalt" may describe an item inside the list.
  atSentenceStart(oneOf([
    'fruktsafthalt', 'safthalt', 'bärhalt', 'bärinnehåll', 'kötthalt', 'köttinnehåll', 'köttandel', 'meat content',
    'fiskhalt', 'fiskandel', 'fish content', 'grönsakshalt', 'vegetable content', 'total sockerhalt', 'total sugar content',
  ])),
  // ADR 0285: a cured product's meat per 100 g ("140 g griskött har använts till 100 g färdig produkt", "Tillverkad av
  // 145 g fläskkött per 100 g", "150g of pork used to make 100g of saucisson"): the making, not an item of it.
  atSentenceStart(
    '(?:tillverkad av |framställd av |made (?:with|from) )?\\d+ ?g (?:of )?[a-zåäöéü ]{1,30}?' +
      '(?:har använts|används|användes|per 100 ?g|used (?:to make|per|for))',
  ),
  // ADR 0226: a tin's or jar's declared drained and net weights ("Avrunnen vikt 280 g"), not an ingredient.
  'avrunnen vikt', 'drained weight', 'netto ?vikt', 'net weight', 'fast vikt',
  'prepared with \\d', 'made with \\d', 'förvar(?:as|ing)', 'store (?:in|at|below)',
  'keep (?:refrigerated|cool|dry)', 'bäst före', 'best before', 'närings(?:värde|deklaration|innehåll|information)',
  'nutrition(?:al)? (?:information|values|facts|declaration|per)', 'typical values', 'tillagning',
  'cooking instructions',
  '[*†‡°¹²³]+\\s*=?\\s*(?:från |from |av )?(?:ekologisk|organic|certifi|fairtrade|kravmärkt|krav)',
];

/**
 * Sentences a label prints after the list, each a sentence of its own (ADR 0148): the azo colours' warning
 * (Regulation (EC) No 1333/2008 Annex V), a caffeine warning, a cheese's coating and rind ("Ytbehandlad med … Ytan ej
 * ätbar.", "Vaxad."), a cordial's dilution ("Späds 1+4"). Looked for only after a sentence end, so they cost a list
 * of one sentence nothing.
 */
export const AFTER_LIST_SENTENCES: readonly string[] = [
  'kan ha (?:en )?negativ inverkan', 'may have an adverse effect', 'rekommenderas (?:inte|ej)', 'not recommended for',
  'hög koffeinhalt', 'high caffeine content', 'ytbehandla[dt]', 'vaxa[dt]',
  '(?:ytan|vaxet|skorpan|skalet|kanten) (?:är )?(?:ej|inte) ätbar', 'rind (?:is )?not edible', 'coating (?:is )?not edible',
  'späds',
];

/** Words that open a sentence about the product rather than its ingredients (fat or alcohol content, origin, catch). */
export const PRODUCT_FACT_OPENERS: readonly string[] = [
  'fetthalt', 'fat content', 'alkoholhalt', 'alcohol content', 'ursprung(?:sland)?', 'country of origin', 'origin',
  'fångstområde', 'fångstzon', 'fångstmetod', 'fångstredskap', 'redskap', 'catch area', 'caught (?:in|by|with)',
  'fished in', 'farmed in', 'odlad i', 'fångad i', 'produced in', 'product of', 'made in', 'tillverkad i', 'bakad i',
  'baked in', 'packed in', 'packad i',
];

/**
 * How a fish or seafood was caught or farmed, written as an item of its own after the food ("Kummel, fångad i
 * sydvästra Atlanten FAO 41", "Lax, odlad", "Cod, caught in the North East Atlantic"): a word of these, alone or
 * before a preposition, names no ingredient (ADR 0202). Before a food ("odlad atlantlax", "farmed salmon") it is the
 * food's own word.
 */
export const CATCH_WORDS: readonly string[] = [
  '(?:vild)?fångad', '(?:vild)?fångade', '(?:vild)?fångat', 'odlad', 'odlade', 'odlat', 'fiskad', 'fiskade', 'fiskat',
  'wild[- ]caught', 'line[- ]caught', 'caught', 'farmed', 'farm[- ]raised', 'fished', 'responsibly sourced',
];
export const CATCH_PREPOSITIONS: readonly string[] = ['i', 'med', 'av', 'på', 'från', 'in', 'by', 'with', 'using', 'from', 'at', 'off'];

/** Cues, any of which such a sentence contains: a text without them skips that stage. */
export const PRODUCT_FACT_CUES: readonly string[] = [
  'fett', 'fat', 'alk', 'alc', 'ursprung', 'origin', 'fångst', 'redskap', 'catch', 'caught', 'fished', 'farmed',
  'odlad', 'fångad', 'produced', 'product of', 'made in', 'tillverkad i', 'bakad', 'baked', 'packed in', 'packad i',
];

/**
 * The heads a Swedish compound cut short before "och" takes from the last word ("fläsk- och nötkött": "kött";
 * "raps- och solrosolja": "olja"): the commonest heads of ingredient names on Swedish packs, longest first where one
 * ends another.
 */
export const COMPOUND_HEADS: readonly string[] = [
  'stärkelse', 'koncentrat', 'protein', 'extrakt', 'flingor', 'vinäger', 'lecitin', 'pulver', 'grädde', 'kärnor', 'nötter',
  'bönor', 'mjölk', 'sirap', 'socker', 'fiber', 'juice', 'oljor', 'fröer', 'ärter', 'kött', 'färs', 'filé', 'olja', 'fett',
  'mjöl', 'gryn', 'puré', 'frön', 'korv', 'lök', 'kål', 'bär', 'ost', 'salt',
];

/**
 * A bracket's part that says how the item or its other parts were made or mixed, no ingredient ("Vegetable Oils
 * (Sunflower, Rapeseed, in varying proportions)", "apelsinjuice (ej från koncentrat)").
 */
export const BRACKET_NOTES: readonly string[] = [
  'in varying proportions', 'in variable proportions', 'i varierande proportioner', 'i varierande mängd', 'i varierande mängder',
  'i varierande andelar', 'ej från koncentrat', 'inte från koncentrat', 'not from concentrate',
];
