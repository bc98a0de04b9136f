/** The parser's shapes: the tree it returns, the options it takes, and its working item before shares. */

export interface ParsedIngredient<R = unknown> {
  /** Normalised name without percentage, origin or footnote marks. */
  name: string;
  /** Declared percentage of the whole product, if any (after resolving nested percentages). */
  percent: number | null;
  /** Mass share of the whole product in percent: declared, or estimated from list order. */
  share: number;
  estimated: boolean;
  /** Origin text found in the ingredient's own parentheses ("tomater (Italien)"). */
  origin: string | null;
  /** Allergen note in the ingredient's own brackets ("smör (mjölk)"): says what it is, not what it is made of. */
  annotation: string | null;
  /** The caller's reading of the name (ParseOptions.readName), made once per distinct item; absent without a reader. */
  reading?: R;
  children: ParsedIngredient<R>[];
}

export interface ParsedIngredients<R = unknown, P = unknown> {
  ingredients: ParsedIngredient<R>[];
  /** Normalised text of the ingredient statement proper (without the traces tail). */
  containsText: string;
  /** Normalised text of the "may contain" statement(s), "" when none. */
  tracesText: string;
  /** The top-level items of containsText as written (keys for per-item memoisation). */
  pieces: string[];
  /** The caller's reading of each piece (ParseOptions.readPiece), kept with the item cache's entry; absent without a reader. */
  pieceReadings: (P | undefined)[];
}

/** Options the caller injects so the parser stays independent of the data tables. */
export interface ParseOptions<R = unknown, P = unknown> {
  /** Whether a parenthesised phrase names a country ("tomater (Italien)"). */
  isOrigin?: (s: string) => boolean;
  /**
   * Whether one part of a bracket after `parent` is an allergen note ("mjölk" in "smör (mjölk)")
   * rather than an ingredient of it. Without it every bracket that is not a percentage or an
   * origin is read as a recipe.
   */
  isAnnotation?: (part: string, parent: string) => boolean;
  /**
   * Whether an ingredient is a minor one (salt, additive, vitamin, spice). Unless listed first,
   * these are held at ≤ 2 %: EU rules let ingredients under 2 % follow in any order, which is
   * where such items sit in practice.
   */
  isMinor?: NameTest<R, boolean>;
  /** Caps the share estimate takes from recipe evidence (AGRIBALYSE's per-ingredient data). */
  roleCaps?: RoleCaps<R>;
  /**
   * What the caller reads from an ingredient's name (its commodity, say), asked once per distinct item:
   * the item cache keeps it with the item and every product listing that item gets it as `reading`,
   * where a lookup by name per product and per question would cost a cache probe each time.
   */
  readName?: (name: string) => R;
  /** What the caller reads from each top-level piece as written, kept with the piece's cached item like `readName`'s readings. */
  readPiece?: (piece: string) => P;
}

/** A question about an item's name, asked with the reader's reading of it when there is one (ParseOptions.readName). */
export type NameTest<R, T> = (name: string, reading: R | undefined) => T;

/**
 * Shares by role in a list that starts with a base liquid (water) or another first item that bounds what follows it (a
 * milk base): what the list order alone cannot tell.
 */
export interface RoleCaps<R = unknown> {
  /** Whether an ingredient listed first is the base liquid the rest is made on. */
  isBaseLiquid: NameTest<R, boolean>;
  /** The most, in percent of its list, an ingredient without a declared percentage takes after a base liquid; null for no cap. */
  capAfterBaseLiquid: NameTest<R, number | null>;
  /**
   * Whether an ingredient listed right after the base liquid makes the list an emulsion of the two (an oil: a light
   * spread, a plant cheese, a cream), which the caps after a base liquid, made for soups and drinks, do not describe.
   */
  opensEmulsion?: NameTest<R, boolean>;
  /**
   * Whether a listed ingredient is outside the declared net weight, so it takes no share of the product: a frozen
   * food's ice glaze (Regulation (EU) No 1169/2011, Annex IX, point 5: the net weight of a glazed food excludes the glaze).
   */
  isOutsideNetWeight?: (item: RawItem<R>) => boolean;
  /**
   * Caps by the list's first item: null when it sets none (asked once per list), else
   * the most, in percent of its list, each later ingredient without a declared percentage takes (null for no cap). A
   * dried milk solid after the milk base a yoghurt is made on (ADRs 0194, 0195).
   */
  capsAfterHead?: NameTest<R, NameTest<R, number | null> | null>;
  /**
   * A coating by the list's first item, when its share is not declared: null when it has none, else the most, in percent
   * of its list, the ingredient right after it takes when that is its coating (a dried fruit's film of oil, ADR 0226).
   */
  coatingAfterHead?: NameTest<R, NameTest<R, number | null> | null>;
  /**
   * Kilograms of its raw food in a kilogram of an item made by concentrating it (tomato purée: 5), or null: asked only
   * of an item whose share is not declared but whose raw food per 100 g of the product is (`RawItem.rawPer100`). Its
   * share is then the raw food's mass over this yield (ADR 0234); a raw food itself (yield 1 or null) is left to the
   * estimate, since a raw mass above the product's own says water went, not how much of the list the food is.
   */
  rawYield?: NameTest<R, number | null>;
}

/** An item as read, before mass shares are assigned. */
export interface RawItem<R = unknown> {
  name: string;
  percent: number | null;
  origin: string | null;
  annotation: string | null;
  /**
   * Grams of the raw food a bracket says went into 100 g of the product ("Tomatpuré (140 g tomater per 100 g
   * ketchup)"): a declaration of the item's share, not an ingredient of it (ADR 0234).
   */
  rawPer100: number | null;
  reading: R | undefined;
  children: RawItem<R>[];
}

/** What parseItem needs from the caller's options. */
export interface ItemReaders<R = unknown, P = unknown> {
  /** The options these readers came from: the item cache is one per options object (parse/items.ts). */
  options: object;
  isOrigin: (s: string) => boolean;
  isAnnotation: (content: string, parent: string) => boolean;
  readName: ((name: string) => R) | undefined;
  readPiece: ((piece: string) => P) | undefined;
}
