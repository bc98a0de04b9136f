/** The parser's shapes: the tree it returns, the options it takes, and its working item before shares. */

export interface ParsedIngredient {
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
  children: ParsedIngredient[];
}

export interface ParsedIngredients {
  ingredients: ParsedIngredient[];
  /** Normalised text of the ingredient statement proper (without the traces tail). */
  containsText: string;
  /** Normalised text of the "may contain" statement(s), "" when none. */
  tracesText: string;
  /** The top-level items of containsText as written (keys for per-item memoisation). */
  pieces: string[];
}

/** Options the caller injects so the parser stays independent of the data tables. */
export interface ParseOptions {
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
  isMinor?: (name: string) => boolean;
  /** Caps the share estimate takes from recipe evidence (AGRIBALYSE's per-ingredient data). */
  roleCaps?: RoleCaps;
}

/** Shares by role in a list that starts with a base liquid (water): what the list order alone cannot tell. */
export interface RoleCaps {
  /** Whether an ingredient listed first is the base liquid the rest is made on. */
  isBaseLiquid: (name: string) => boolean;
  /** The most, in percent of its list, an ingredient without a declared percentage takes after a base liquid; null for no cap. */
  capAfterBaseLiquid: (name: string) => number | null;
}

/** An item as read, before mass shares are assigned. */
export interface RawItem {
  name: string;
  percent: number | null;
  origin: string | null;
  annotation: string | null;
  children: RawItem[];
}

/** What parseItem needs from the caller's options. */
export interface ItemReaders {
  isOrigin: (s: string) => boolean;
  isAnnotation: (content: string, parent: string) => boolean;
}
