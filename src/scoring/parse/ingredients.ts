import { NEVER, topLevelItems } from './items.js';
import { assignShares } from './shares.js';
import { splitTopLevel } from './segment.js';
import { ingredientSentences, splitTraces } from './statement.js';
import type { ItemReaders, ParsedIngredients, ParseOptions, RawItem } from './types.js';

export type { ParsedIngredient, ParsedIngredients, ParseOptions } from './types.js';

/** Parsing without readers: one options object, so its items share one cache. */
const NO_OPTIONS = {};

/**
 * Parser for Swedish and English ingredient statements: comma/semicolon lists, nested
 * parentheses, percentages in every common spelling, origins in parentheses, and the
 * "may contain" tail kept apart as traces. Stages, in order:
 * 1. statement (parse/statement.ts): normalise, drop the label, split off the traces sentences,
 *    drop what is not an ingredient;
 * 2. segment (parse/segment.ts): split at the top-level separators;
 * 3. tree (parse/items.ts): each piece an item with its brackets read;
 * 4. shares (parse/shares.ts): the mass share of every node.
 */
export function parseIngredients<R = unknown, P = unknown>(raw: string | null | undefined, options: ParseOptions<R, P> = NO_OPTIONS): ParsedIngredients<R, P> {
  return shareIngredientTree(readIngredientTree(raw, options), options);
}

/**
 * A statement read to its tree (stages 1–3), its shares not yet estimated: a list whose shares are estimated again
 * under other rules (a seasoning blend's, analyse/ingredients.ts) is not read a second time.
 */
export interface IngredientTree<R = unknown, P = unknown> extends Omit<ParsedIngredients<R, P>, 'ingredients'> {
  items: RawItem<R>[];
}

/** Stages 1–3: the statement normalised, split and read into items. */
export function readIngredientTree<R = unknown, P = unknown>(raw: string | null | undefined, options: ParseOptions<R, P> = NO_OPTIONS): IngredientTree<R, P> {
  if (typeof raw !== 'string' || raw.trim() === '') return { items: [], containsText: '', tracesText: '', pieces: [], pieceReadings: [] };
  const readers: ItemReaders<R, P> = {
    options,
    isOrigin: options.isOrigin ?? NEVER,
    isAnnotation: options.isAnnotation ?? NEVER,
    readName: options.readName,
    readPiece: options.readPiece,
  };
  const { statement, traces } = splitTraces(raw);
  const contains = ingredientSentences(statement);
  const sentenceEnds: boolean[] = [];
  const pieces = splitTopLevel(contains, sentenceEnds);
  const pieceReadings: (P | undefined)[] = [];
  const items = topLevelItems(pieces, sentenceEnds, readers, pieceReadings);
  return { items, containsText: contains, tracesText: traces, pieces, pieceReadings };
}

/** Stage 4: the mass share of every node, under the options' minor test and role caps. */
export function shareIngredientTree<R = unknown, P = unknown>(tree: IngredientTree<R, P>, options: ParseOptions<R, P> = NO_OPTIONS): ParsedIngredients<R, P> {
  const { items, ...read } = tree;
  return { ingredients: assignShares(items, 100, false, options.isMinor ?? NEVER, options.roleCaps), ...read };
}
