/**
 * Words that make a fruit, vegetable or legume a processed or non-counted form for the 2023
 * Nutri-Score's fruit, vegetable and legume share, in Swedish and English: flours, powders,
 * starches, dried, crisps, oils, "waters" (coconut water), extracts, fibres, and potatoes (not a
 * vegetable for the score). Rules as Open Food Facts applies them (docs/methodology.md,
 * "Nutri-Score accuracy").
 */
const SWEDISH = ['mjöl', 'pulver', 'stärkelse', 'torkad', 'chips', 'olja', 'oljor', 'vatten\\b', 'extrakt', 'fiber', 'potatis'];
const ENGLISH = ['flour', 'powder', 'starch', 'dried', 'crisps', '\\boils?\\b', 'water\\b', 'extract', 'fibre', 'potato'];
const PROCESSED_FORM = new RegExp([...SWEDISH, ...ENGLISH].join('|'));

/** True when an ingredient name says a processed or non-counted form ("tomatpulver", "coconut water"). */
export const namesAProcessedForm = (name: string): boolean => PROCESSED_FORM.test(name);

/**
 * A frozen food's ice glaze, as labels name it (ADR 0162): the water sprayed on frozen fish and shellfish, which the
 * declared net weight leaves out. Not "glaseringsmedel" (a glazing agent such as beeswax on sweets) nor "glasyr"
 * (icing).
 */
const ICE_GLAZE_WORDS: ReadonlySet<string> = new Set([
  'glasering', 'isglasering', 'skyddsglasering', 'glasyr av vatten', 'glaze', 'glazing', 'ice glaze', 'ice glazing', 'protective glaze',
]);

/** The longest ice glaze word, so a longer name is no glaze without a lookup. */
export const MAX_GLAZE_WORD = Math.max(...[...ICE_GLAZE_WORDS].map((w) => w.length));

/** True when an ingredient name or bracket note, as the parser gives it (lower case, trimmed), is an ice glaze word. */
export const isGlazeWord = (name: string): boolean => ICE_GLAZE_WORDS.has(name);
