import { LRUMapWithDelete } from 'mnemonist';

/**
 * The one bounded cache of the service, over mnemonist's LRU map: when full it evicts the least
 * recently used entry, never the whole cache, so a burst of new keys costs only the entries it
 * displaces. A hit is one Map lookup and a move in a linked list kept in typed arrays (lru-cache,
 * used before, spent a tenth of the scoring engine's time on its per-call options and status
 * bookkeeping; ADR 0097). Values may be `null` (a remembered "nothing found").
 */
export class BoundedCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUMapWithDelete<K, V>;

  constructor(max: number) {
    this.entries = new LRUMapWithDelete<K, V>(max);
  }

  /** The remembered value, or `undefined` when `key` is not (or no longer) held. Counts as a use. */
  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  /** Forgets `key` (an entry that is no longer true, e.g. a revoked API key). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * `compute` memoised in a bounded LRU map of `max` entries: for pure functions of one key whose
 * arguments recur (ingredient names, category texts, origin fields).
 */
export function memoize<K extends NonNullable<unknown>, V>(max: number, compute: (key: K) => V): (key: K) => V {
  const cache = new LRUMapWithDelete<K, V>(max);
  return (key: K): V => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
