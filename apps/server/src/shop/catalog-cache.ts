/**
 * An in-process cache of catalogue reads (product pages, listing pages): a page view of an
 * anonymous shopper then costs no database read. Entries live `ttlMs` (bounding staleness when
 * several server processes share one database) and this process clears them when it changes what
 * they show (a new review, a placed order).
 */
export class CatalogCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value for `key`, loading it when missing or expired; a failed load is not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
