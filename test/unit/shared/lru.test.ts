import { describe, expect, it } from 'vitest';
import { BoundedCache, memoize } from '../../../src/shared/lru.js';

describe('the bounded cache (src/shared/lru.ts)', () => {
  it('evicts the least recently used entry when full, never the whole cache', () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it('remembers null, a result of "nothing found", and forgets an entry on delete', () => {
    const cache = new BoundedCache<string, number | null>(2);
    cache.set('unknown', null);
    cache.set('known', 1);
    expect(cache.get('unknown')).toBeNull();
    expect(cache.get('never set')).toBeUndefined();
    cache.delete('known');
    expect([cache.get('known'), cache.size]).toEqual([undefined, 1]);
  });

  it('memoize computes each key once while it is held, and again after eviction', () => {
    const calls: string[] = [];
    const length = memoize(2, (s: string): number | null => {
      calls.push(s);
      return s === '' ? null : s.length;
    });
    expect([length('ab'), length('ab'), length(''), length('')]).toEqual([2, 2, null, null]);
    expect(calls).toEqual(['ab', '']);
    length('xyz'); // evicts 'ab', the least recently used
    length('ab');
    expect(calls).toEqual(['ab', '', 'xyz', 'ab']);
  });
});
