/**
 * A cache of reads the caller owns (the server keeps one per process, with its lifetime and its
 * clock): the value of `key`, loading it when missing or expired.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** The content seam's cache: reads per site, forgotten when that site's content changes. */
export interface SiteReadCache {
  get<T>(siteId: string, key: string, load: () => Promise<T>): Promise<T>;
}
