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
