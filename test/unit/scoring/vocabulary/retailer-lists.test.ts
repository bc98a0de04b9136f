import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import type { RetailerList } from './retailer-list.js';
import { SWEDISH_RETAILER_LISTS } from './swedish-retailer-lists.js';
import { UK_RETAILER_LISTS } from './uk-retailer-lists.js';

/**
 * ADR 0148: the vocabulary reads every ingredient of 360 statements written as Swedish and UK retailers print them.
 * An unread name is counted at the product class's figure, or at the mean of the list's known ingredients.
 */
const unread = (lists: readonly RetailerList[]) =>
  lists.flatMap((p) => traceProduct({ ...p, size: 500, size_unit: 'g' }).ingredients.leaves.filter((l) => l.share > 0 && l.match === null).map((l) => `${p.name}: ${l.name}`));

describe('the vocabulary on retailers\' ingredient statements', () => {
  it('reads every ingredient of 240 Swedish statements', () => {
    expect(SWEDISH_RETAILER_LISTS).toHaveLength(240);
    expect(unread(SWEDISH_RETAILER_LISTS)).toEqual([]);
  });

  it('reads every ingredient of 120 UK statements but one English list cut short before "and"', () => {
    expect(UK_RETAILER_LISTS).toHaveLength(120);
    // "Pasteurised cows', sheep's and goats' milk": the cut words are not completed in English (ADR 0148).
    expect(unread(UK_RETAILER_LISTS)).toEqual(["Halloumi: pasteurised cows'"]);
  });

  it('gives every one of the 360 products a climate figure', () => {
    const without = [...SWEDISH_RETAILER_LISTS, ...UK_RETAILER_LISTS].filter((p) => traceProduct({ ...p, size: 500, size_unit: 'g' }).scores.CO2e === null);
    expect(without.map((p) => p.name)).toEqual([]);
  });
});
