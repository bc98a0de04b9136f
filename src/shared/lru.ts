import { LRUCache } from 'lru-cache';

/**
 * The one bounded cache of the service, over lru-cache: when full it evicts the least recently
 * used entry, never the whole cache, so a burst of new keys costs only the entries it displaces.
 * Values may be `null` (a remembered "nothing found"); lru-cache itself stores only objects and
 * primitives other than null and undefined, so each value is boxed once, on insert.
 */
export class BoundedCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, { value: V }>;

  constructor(max: number) {
    this.entries = new LRUCache<K, { value: V }>({ max });
  }

  /** The remembered value, or `undefined` when `key` is not (or no longer) held. Counts as a use. */
  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: K, value: V): void {
    this.entries.set(key, { value });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * `compute` memoised in a BoundedCache of `max` entries: for pure functions of one key whose
 * arguments recur (ingredient names, category texts, origin fields).
 */
export function memoize<K extends NonNullable<unknown>, V>(max: number, compute: (key: K) => V): (key: K) => V {
  const cache = new LRUCache<K, { value: V }>({ max });
  return (key: K): V => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit.value;
    const value = compute(key);
    cache.set(key, { value });
    return value;
  };
}
