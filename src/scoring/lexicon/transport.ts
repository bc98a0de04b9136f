/**
 * The transport mode a label states. Swedish and English packs of air-freighted fresh produce say
 * "flygfraktad", "flygfrakt", "med flyg", "air freighted", "by air" in the name, the origin
 * statement or a marketing field (issue 30; ADR 0125). Our own list. analyse/ingredients.ts reads it.
 *
 * Whole words only: "flygfä" (insects), "flygande Jakob" (a dish), "flygfisk" (flying fish) and
 * "air-dried", "dried by air" say nothing about carriage.
 */
const AIR_FREIGHT = new RegExp(
  [
    // flygfraktad, flygfraktade, flygfraktat, flygfrakt, flygfraktas; flygimporterad
    String.raw`\bflyg(?:frakt(?:ad|ade|at|as)?|importerad|importerade)\b`,
    // "med flyg", "transporterad med flyg", "fraktad med flyg"
    String.raw`\bmed flyg\b`,
    // air freighted, air-freighted, airfreighted, air freight, air flown, air-flown
    String.raw`\bair[- ]?(?:freight(?:ed)?|flown)\b`,
    // "by air", but not "dried by air" or "cooled by air"
    String.raw`(?<!\b(?:dried|cured|cooled|chilled)\s)\bby air\b`,
    String.raw`\bflown in\b`,
  ].join('|'),
  'i',
);

/**
 * True when the text states that the product was carried by air; a missing or empty field states nothing.
 * One field per call: the caller asks its fields in turn, without a list of them made per product.
 */
export function statesAirFreight(text: string | null | undefined): boolean {
  return typeof text === 'string' && text !== '' && AIR_FREIGHT.test(text);
}
