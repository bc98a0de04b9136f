/**
 * E-numbers as labels write them ("E471", "e 330", "E-150d", "E160a(ii)"): the one reader of that
 * notation, for the analyse stage (NOVA markers, additives as ingredients).
 */

const IN_TEXT = /\be\s?-?(\d{3,4})[a-z]?\b/g;
const NAME = /^e\s?-?\d{3,4}[a-z]?$/;
const NAME_WITH_CLASS = /^e\s?-?\d{3,4}[a-z]?(?:\s?\(?[ivx]{1,4}\)?)?$/;
const ENDS_WITH = /\se\s?-?\d{3,4}[a-z]?(?:\s?\(?[ivx]{1,4}\)?)?$/;

/** Every E-number in a normalised text, as written and as a number, in text order. */
export function eNumbersIn(text: string): { written: string; n: number }[] {
  const out: { written: string; n: number }[] = [];
  IN_TEXT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = IN_TEXT.exec(text)) !== null) out.push({ written: m[0], n: Number(m[1]) });
  return out;
}

/** True when a whole ingredient name is one E-number ("e471", "e 330"). */
export const isENumber = (name: string): boolean => NAME.test(name);

/** As `isENumber`, also with a specification class in Roman numerals ("e160a(ii)", "e 472 e iv"). */
export const isENumberWithClass = (name: string): boolean => NAME_WITH_CLASS.test(name);

/**
 * True when a name ends in its E-number after the additive's own name ("caramel e150d", "plain caramel e150a"): a label
 * that writes the class before a colon ("Colour: Caramel E150d") leaves the additive's name alone as the item.
 */
export const endsWithENumber = (name: string): boolean => ENDS_WITH.test(name);
