import { CatalogCache } from '../shop/catalog-cache.ts';

/**
 * Shoppers' content reads, cached per site in this process: a builder page's view of published
 * content then costs no database read. A site's entries are forgotten when this process changes
 * its content (every admin write); other processes on the same database see a change within the
 * cache's 10 s lifetime, as the catalogue's pages do. Previews never read through it.
 */
export class ContentCache {
  private readonly sites = new Map<string, CatalogCache>();

  constructor(private readonly maxSites = 100) {}

  /** The cached value of `key` for the site, loading it when missing or expired. */
  get<T>(siteId: string, key: string, load: () => Promise<T>): Promise<T> {
    let cache = this.sites.get(siteId);
    if (!cache) {
      if (this.sites.size >= this.maxSites) this.sites.delete(this.sites.keys().next().value!);
      cache = new CatalogCache();
      this.sites.set(siteId, cache);
    }
    return cache.get(key, load);
  }

  /** Forgets what was read of the site's content. */
  changed(siteId: string): void {
    this.sites.delete(siteId);
  }
}
