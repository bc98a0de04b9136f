const CACHE_LIMIT = 20000;

/**
 * Ingredient items recur across products ("socker", "salt", "vetemjöl 45%"), so a scan of one item
 * is done once and kept, as analyse/features.ts does for the scores. Bounded; values are never
 * mutated by callers.
 */
export function cachedPerItem<T>(scan: (item: string) => T): (item: string) => T {
  const cache = new Map<string, T>();
  return (item) => {
    let hit = cache.get(item);
    if (hit === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      hit = scan(item);
      cache.set(item, hit);
    }
    return hit;
  };
}
