import { LRUCache } from 'lru-cache';

/**
 * The one bounded cache of the service, over lru-cache: when full it evicts the least recently
 * used entry, never the whole cache, so a burst of new keys costs only the entries it displaces.
 * Values may be `null` (a remembered "nothing found"); lru-cache stores neither null nor
 * undefined, so those two are held as markers.
 */
const NULL = Symbol('null');
const UNDEFINED = Symbol('undefined');
type Stored = NonNullable<unknown>;

const store = (value: unknown): Stored => (value === null ? NULL : value === undefined ? UNDEFINED : value);
const load = <V>(stored: Stored): V => (stored === NULL ? null : stored === UNDEFINED ? undefined : stored) as V;

export class BoundedCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Stored>;

  constructor(max: number) {
    this.entries = new LRUCache<K, Stored>({ max });
  }

  /** The remembered value, or `undefined` when `key` is not (or no longer) held. Counts as a use. */
  get(key: K): V | undefined {
    const stored = this.entries.get(key);
    return stored === undefined ? undefined : load<V>(stored);
  }

  set(key: K, value: V): void {
    this.entries.set(key, store(value));
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
 * `compute` memoised in a BoundedCache of `max` entries: for pure functions of one key whose
 * arguments recur (ingredient names, category texts, origin fields).
 */
export function memoize<K extends NonNullable<unknown>, V>(max: number, compute: (key: K) => V): (key: K) => V {
  const cache = new LRUCache<K, Stored>({ max });
  return (key: K): V => {
    const hit = cache.get(key);
    if (hit !== undefined) return load<V>(hit);
    const value = compute(key);
    cache.set(key, store(value));
    return value;
  };
}
