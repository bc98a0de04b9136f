import { NEVER, topLevelItems } from './items.js';
import { assignShares } from './shares.js';
import { splitTopLevel } from './segment.js';
import { ingredientSentences, splitTraces } from './statement.js';
import type { ItemReaders, ParsedIngredients, ParseOptions } from './types.js';

export type { ParsedIngredient, ParsedIngredients, ParseOptions } from './types.js';

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
export function parseIngredients<R = unknown>(raw: string | null | undefined, options: ParseOptions<R> = {}): ParsedIngredients<R> {
  const readers: ItemReaders<R> = { isOrigin: options.isOrigin ?? NEVER, isAnnotation: options.isAnnotation ?? NEVER, readName: options.readName };
  const isMinor = options.isMinor ?? NEVER;
  if (typeof raw !== 'string' || raw.trim() === '') return { ingredients: [], containsText: '', tracesText: '', pieces: [] };
  const { statement, traces } = splitTraces(raw);
  const contains = ingredientSentences(statement);
  const sentenceEnds: boolean[] = [];
  const pieces = splitTopLevel(contains, sentenceEnds);
  const items = topLevelItems(pieces, sentenceEnds, readers);
  return { ingredients: assignShares(items, 100, false, isMinor, options.roleCaps), containsText: contains, tracesText: traces, pieces };
}
