import { normalizeText } from '../text/normalize.js';
import {
  AFTER_LIST_OPENERS,
  AFTER_LIST_SENTENCES,
  ALLERGEN_REFERENCES,
  ALLERGY_HEADINGS,
  CARAMEL_COLOUR_NAMES,
  COLOUR_LABELS,
  DIET_WORDS,
  EMPHASIS_WORDS,
  LIST_NAMES,
  NEGATION_OPENERS,
  NOTHING_ADDED_PHRASES,
  PRODUCT_FACT_CUES,
  PRODUCT_FACT_OPENERS,
  SENTENCE_START,
  SUITABILITY_OPENERS,
  SWEETENER_WARNINGS,
  TRACE_PHRASES,
  oneOf,
} from './phrases.js';
import { isDigit } from './segment.js';

/**
 * The statement stages of the parser: from the raw text to the ingredient statement proper and its
 * "may contain" statement. In order: item breaks (bullets, one item a line), normalisation, the
 * "Ingredienser:" label, the traces sentences, claims of absence, allergy advice, sentences about
 * the product, what follows the list, and a product name before it. Each stage is a function
 * of text to text; their phrases are in parse/phrases.ts.
 */

const LABEL = /(?:^|[\s.])(?:ingredienser|ingrediens|ingredients?|ingredient list|ingrediensförteckning|innehåll|ingr\.)\s*[:;]/;
const TRACES = new RegExp(oneOf(TRACE_PHRASES), 'g');

// Claims of absence are no ingredients: "Fri från gluten, mjölk och ägg.", "Free from: milk, egg",
// "mjölkfri", "milk free", "dairy-free", "inget tillsatt socker", "contains naturally occurring
// sugars", and a sentence that says what is not in it ("Utan mjölk och ägg.", "No artificial colours,
// flavours or preservatives.", "Innehåller inga nötter."); "solrosfrön utan skal" inside the list is
// no claim. "Free range" is no claim. A claim runs to the sentence end, not to a comma.
// Split by the word each needs, so a list without that word costs one test (several words: one
// regex, which V8 runs about twice as fast as that many `includes`). A claim stops at
// a colon: "No Added Sugar Jam: strawberries, …" keeps its list.
const NEGATIVE_SENTENCE = new RegExp(`${SENTENCE_START}${oneOf(NEGATION_OPENERS)} [^.;:]*`, 'g');
// Suitability claims standing as their own sentence: "Vegan.", "Suitable for vegetarians.", "Lämplig för veganer."
const SUITABILITY = new RegExp(`${SENTENCE_START}(?:${oneOf(DIET_WORDS)}(?=\\s*(?:[.;!]|$))|${oneOf(SUITABILITY_OPENERS)} [^.;:]*)`, 'g');
/**
 * A test for `cue` at the text's start or after a sentence end: two regexes, since one with a
 * leading `^|` alternative (SENTENCE_START) is about four times slower in V8.
 */
function sentenceStartsWith(cue: string): (text: string) => boolean {
  const atStart = new RegExp(`^${cue}`);
  const afterStop = new RegExp(`[.;!]\\s*${cue}`);
  return (text) => atStart.test(text) || afterStop.test(text);
}
const hasSuitabilityWords = sentenceStartsWith('(?:veg|suitable|lämplig|passar)');
const FREE_FROM = /(?<![\p{L}\p{N}])(?:fri|fritt|fria|free) (?:från|from)\s*:?\s+[^.;:]*/gu;
const NOTHING_ADDED = new RegExp(`(?<![\\p{L}\\p{N}])${oneOf(NOTHING_ADDED_PHRASES)}`, 'gu');
const NOTHING_ADDED_WORDS = /tillsatt|added|naturligt|naturally/;
const SWEETENER_WARNING = new RegExp(`(?<![\\p{L}\\p{N}])${oneOf(SWEETENER_WARNINGS)}`, 'gu');
const SWEETENER_WARNING_WORDS = /fenylalanin|phenylalanine|konsumtion|consumption/;
const WORD_FREE = /[\p{L}\p{N}]*(?:fri|fritt|fria)(?![\p{L}\p{N}])|[\p{L}\p{N}]*[- ]free(?![\p{L}\p{N}])(?! range| from)/gu;
const hasNegationWords = sentenceStartsWith('(?:utan|inga|ingen|inget|without|no|innehåller|does|contains) ');

function withoutClaims(text: string): string {
  let t = text;
  if (hasNegationWords(t)) t = t.replace(NEGATIVE_SENTENCE, '$1');
  if (hasSuitabilityWords(t)) t = t.replace(SUITABILITY, '$1');
  const fri = t.includes('fri');
  const free = t.includes('free');
  if ((fri && t.includes('från')) || (free && t.includes('from'))) t = t.replace(FREE_FROM, ' ');
  if (NOTHING_ADDED_WORDS.test(t)) t = t.replace(NOTHING_ADDED, ' ');
  if (SWEETENER_WARNING_WORDS.test(t)) t = t.replace(SWEETENER_WARNING, ' ');
  // A word ending in -fri/-free: keep a bare "fri"/"free" (no claim word before it) and "free range".
  if (fri || free) t = t.replace(WORD_FREE, (m) => (m === 'fri' || m === 'fritt' || m === 'fria' || m === ' free' || m === '-free' ? m : ' '));
  return t;
}

// Allergy advice names allergens it does not declare: "For allergens, including cereals
// containing gluten, see ingredients in bold", "Allergener: se ingredienser i fetstil".
const ALLERGY_ADVICE = new RegExp(
  `(?:${oneOf(ALLERGY_HEADINGS)}\\s*:?\\s*)?` +
    `(?:${oneOf(ALLERGEN_REFERENCES)}[^.;]*|(?:see|se) (?:the )?${oneOf(LIST_NAMES)}[^.;]{0,60}?${oneOf(EMPHASIS_WORDS)})`,
  'gu',
);

const ALLERGY_ADVICE_WORDS = /allerg|se ingred|see ingred|see the ingred/;

// A product name before the list ("Cream Crackers: wheat flour, …"): no ingredient.
const LEADING_TITLE = /^[^,;:()%\d]{1,40}:\s+/;

// Sentences that follow the list: storage, nutrition, footnotes, declared minimum contents.
const NOT_INGREDIENTS = new RegExp(oneOf(AFTER_LIST_OPENERS));
// Warnings and notes printed as sentences of their own after the list; only a text with a sentence end can hold one.
const AFTER_LIST_SENTENCE = new RegExp(oneOf(AFTER_LIST_SENTENCES));

// Sentences about the product rather than its ingredients, wherever they stand: fat or alcohol
// content and origin or catch ("Fetthalt 82 %.", "Alc. 13 % vol.", "Fångstområde: Nordostatlanten.",
// "Produced in Spain."). Only that sentence goes (a decimal point does not end it), so an allergen
// statement after it ("Contains sulphites.") is still read; only where a sentence starts, so
// "tomater (ursprung: Italien)" keeps its list.
const PRODUCT_FACT = `${oneOf(PRODUCT_FACT_OPENERS)}\\b|alk(?:\\.|\\b)|alc(?:\\.|\\b)|\\d{1,3}(?:[.,]\\d+)?\\s*% (?:fat|fett|vol)\\b`;
const PRODUCT_STATEMENT = new RegExp(`${SENTENCE_START}(?:${PRODUCT_FACT})(?:[^.;!]|\\.(?=\\d))*`, 'g');
const PRODUCT_STATEMENT_WORDS = new RegExp(PRODUCT_FACT_CUES.join('|'));

// Lists sent one item a line or with bullets: "Ingredienser:\n- vatten\n- socker", "• vatten • socker".
const BULLET = /[•·▪●◦]|(?:^|\n)[ \t]*[-–][ \t]+/g;
const LINE_BREAK = /[ \t]*\r?\n[ \t]*/g;

/** A dash bullet needs a dash followed by a space or tab: without one, the line-start test (slow in V8: `^|`) is not tried. */
const hasDashThenSpace = (t: string): boolean => t.includes('- ') || t.includes('– ') || t.includes('-\t') || t.includes('–\t');

/**
 * Bullets are separators; so are line breaks when the text (bullets aside) has no comma or
 * semicolon at all (one item a line). A list wrapped mid-item ("vegetabiliska\noljor") has commas
 * elsewhere, so its breaks stay spaces.
 */
function withItemBreaks(raw: string): string {
  let t = raw;
  if (/[•·▪●◦]/.test(t) || (hasDashThenSpace(t) && /(?:^|\n)[ \t]*[-–][ \t]+/.test(t))) t = t.replace(BULLET, ', ');
  if (t.includes('\n') && !/[,;]/.test(t.replace(/^[\s,]+/, ''))) t = t.replace(LINE_BREAK, ', ');
  return t;
}

function cutAt(text: string, re: RegExp): number {
  re.lastIndex = 0;
  const m = re.exec(text);
  return m ? m.index : -1;
}

/** Sentence end after `from` that is not a decimal point; text length when none. */
function sentenceEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '.' && !isDigit(text[i + 1])) return i;
  }
  return text.length;
}

/**
 * Cuts the statement at the first sentence that is not about ingredients (storage, nutrition,
 * declared contents). Such a sentence before any ingredient ("Fruktmängd 45 g per 100 g.
 * Jordgubbar, socker") is a lead-in: it is dropped and the list after it kept.
 */
// A nutrition table without its heading or a full stop before it ("…, salt Energi 250 kJ, Fett 0,2 g").
// Looked for only when the text names kJ or kcal: "e" is too common a first letter to try everywhere.
const ENERGY_VALUE = /energ[iy]\s*:?\s*\d/;
const ENERGY_UNIT = /kj|kcal/;

function firstNonIngredient(t: string): number {
  let stop = cutAt(t, NOT_INGREDIENTS);
  // A declared content within a sentence that names no ingredient before it ("… Flavouring. Milk Chocolate contains
  // Cocoa Solids 28% minimum"): the whole sentence goes, not only its end (ADR 0214).
  if (stop > 0) {
    const start = t.lastIndexOf('. ', stop);
    if (start >= 0 && !/[,;(]/.test(t.slice(start, stop))) stop = start + 1;
  }
  // Only after the first sentence end: the list before it is not read again.
  const end = t.indexOf('. ');
  if (end >= 0) {
    const sentence = cutAt(t.slice(end), AFTER_LIST_SENTENCE);
    if (sentence >= 0 && (stop < 0 || end + sentence < stop)) stop = end + sentence;
  }
  if (!ENERGY_UNIT.test(t)) return stop;
  const energy = cutAt(t, ENERGY_VALUE);
  return stop < 0 ? energy : energy < 0 ? stop : Math.min(stop, energy);
}

function cutNonIngredients(text: string): string {
  let t = text;
  for (;;) {
    const stop = firstNonIngredient(t);
    if (stop < 0) return t;
    if (/[\p{L}\p{N}]/u.test(t.slice(0, stop))) return t.slice(0, stop);
    const end = sentenceEnd(t, stop);
    if (end >= t.length) return '';
    t = t.slice(end + 1);
  }
}

// A warning whose allergens come first: "Nuts may be present.", "Nötter kan förekomma."
const AFTER_ALLERGEN = /^(?:kan förekomma|kan finnas|(?:may|might|could) be present)/;

/**
 * Where a warning sentence starts: at its phrase, or for a phrase that follows its allergens, at
 * the sentence start before it when a sentence end precedes and no list separator lies between.
 */
function warningStart(text: string, at: number, phrase: string): number {
  if (!AFTER_ALLERGEN.test(phrase)) return at;
  const from = Math.max(0, at - 80);
  const before = text.slice(from, at);
  const dot = before.lastIndexOf('. ');
  if (dot < 0) return at;
  const start = from + dot + 2;
  return /[,;()]/.test(text.slice(start, at)) ? at : start;
}

/** Stage: the normalised statement without its label, and its "may contain" sentences apart. */
export function splitTraces(raw: string): { statement: string; traces: string } {
  let text = normalizeText(withItemBreaks(raw));
  // Every label word starts "ingr" or "innehåll": without either the label regex (a leading `^|`, slow in V8) is not run.
  const label = text.includes('ingr') || text.includes('innehåll') ? LABEL.exec(text) : null;
  if (label) text = text.slice(label.index + label[0].length);

  // Every "may contain" sentence goes to traces; the statement stops at the first one.
  let traces = '';
  TRACES.lastIndex = 0;
  const first = cutAt(text, TRACES);
  let statement = text;
  if (first >= 0) {
    statement = text.slice(0, first);
    let pos = first;
    TRACES.lastIndex = first;
    let m: RegExpExecArray | null;
    while ((m = TRACES.exec(text)) !== null) {
      if (m.index < pos) continue;
      const start = warningStart(text, m.index, m[0]);
      if (start < first) statement = text.slice(0, start);
      const end = sentenceEnd(text, m.index);
      traces += (traces ? '; ' : '') + text.slice(start, end);
      pos = end;
      TRACES.lastIndex = end;
    }
  }
  return { statement, traces };
}

const SPACE = /\s/;

/** `text` without its trailing full stops and spaces: the same as replacing /[.\s]+$/, which retries from every dot or space of the text. */
function withoutTrailingStops(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 46 || SPACE.test(text[end - 1]!))) end--;
  return end === text.length ? text : text.slice(0, end);
}

const CARAMEL_UNDER_COLOUR = new RegExp(`(?<![\\p{L}])(${oneOf(COLOUR_LABELS)})\\s*:\\s*(${oneOf(Object.keys(CARAMEL_COLOUR_NAMES))})(?=\\s*(?:[,;.)]|$))`, 'gu');

/** A caramel under a colour's class label is the caramel colour (ADR 0214): "colour: caramel" → "colour: caramel colour". */
function withCaramelColourNamed(text: string): string {
  return text.includes('caramel') || text.includes('karamell') ? text.replace(CARAMEL_UNDER_COLOUR, (_m, label: string, caramel: string) => `${label}: ${CARAMEL_COLOUR_NAMES[caramel]}`) : text;
}

/** Stage: the statement without what is not an ingredient (claims, advice, product facts, what follows the list, a title). */
export function ingredientSentences(statement: string): string {
  // Claims are read in the statement only: in a traces sentence "cannot guarantee nut free" is a warning.
  let contains = withoutClaims(statement);
  if (ALLERGY_ADVICE_WORDS.test(contains)) {
    contains = contains.replace(ALLERGY_ADVICE, ' ');
  }
  if (PRODUCT_STATEMENT_WORDS.test(contains)) contains = contains.replace(PRODUCT_STATEMENT, '$1');
  contains = withCaramelColourNamed(withoutTrailingStops(cutNonIngredients(contains).trim()));
  const title = LEADING_TITLE.exec(contains);
  // A title is one phrase: "Krabba. Fångstområde: …" is a list and a statement, not a title.
  if (title && !/^e\s?\d/.test(contains) && !title[0].includes('. ')) contains = contains.slice(title[0].length);
  return contains;
}
