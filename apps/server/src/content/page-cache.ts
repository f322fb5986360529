import type { Db } from '@hookline/db';
import { CatalogCache } from '../shop/catalog-cache.ts';

const caches = new WeakMap<Db, CatalogCache>();

/**
 * Published builder pages as the shop reads them from one database, kept 10 s like the catalogue
 * (so a page view costs no database read); this process clears it whenever the dashboard changes
 * a page, other processes show the change within 10 s.
 */
export function publishedPageCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CatalogCache()));
  return cache;
}
