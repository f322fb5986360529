import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.ts';

describe('CatalogCache', () => {
  it('loads once within the time to live, again after it or after clear', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CatalogCache(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets a failed load and the oldest entry when full', async () => {
    const cache = new CatalogCache(1000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'back')).toBe('back');
    await cache.get('y', async () => 1);
    await cache.get('z', async () => 2);
    expect(await cache.get('x', async () => 'reloaded')).toBe('reloaded');
  });
});
