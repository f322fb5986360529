import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
  });

  it('keeps the order right when the most recent key is hit again and again', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.get('b');
    map.get('b');
    map.get('a'); // a, then b, then a: b is now the least recent
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
    map.delete('c');
    map.get('a');
    map.set('d', 4).set('e', 5);
    expect([map.get('a'), map.get('d'), map.get('e')]).toEqual([undefined, 4, 5]);
  });

  it('replacing a key does not grow it', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('a', 2).set('b', 3);
    expect([map.get('a'), map.get('b'), map.size]).toEqual([2, 3, 2]);
  });

  it('forgets on delete and clear', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1).set('b', 2);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.clear();
    expect(map.size).toBe(0);
  });
});
