import { describe, expect, it } from 'vitest';
import { StampedCache } from '#server/modules/contracts/stamped-cache.ts';

describe('StampedCache', () => {
  it('answers only under the stamp a value was kept with', () => {
    const cache = new StampedCache<string>(10);
    cache.set('a', 'v1', 'first');
    expect(cache.get('a', 'v1')).toBe('first');
    expect(cache.get('a', 'v2')).toBeUndefined();
    cache.set('a', 'v2', 'second');
    expect(cache.get('a', 'v1')).toBeUndefined();
    expect(cache.get('a', 'v2')).toBe('second');
    expect(cache.get('b', 'v1')).toBeUndefined();
  });

  it('keeps the most recently kept entries up to its limit, the oldest going first', () => {
    const cache = new StampedCache<number>(2);
    cache.set('a', 's', 1);
    cache.set('b', 's', 2);
    cache.set('a', 's', 3); // kept again: now the newest
    cache.set('c', 's', 4);
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBe(3);
    expect(cache.get('c', 's')).toBe(4);
  });
});
