import {
  findPopupByPublicId,
  findPopupByViewerId,
  loadSiteConfig,
  type Db,
  type PopupRef,
} from '@hookline/db';
import type { TPopupRecord } from '@hookline/schema';
import { toPopupRecord } from './popup-record.ts';

/** A site as the display path needs it, with its active popups already in wire form. */
export interface CachedSite {
  siteId: string;
  accountId: string;
  clientId: string;
  domains: string[];
  isRestricted: boolean;
  monthlyViewLimit: number | null;
  isFreemium: boolean;
  popups: TPopupRecord[];
}

/** How long an unknown id is remembered as unknown, so a flood of bad ids cannot reach the database. */
const NEGATIVE_TTL_MS = 5_000;

interface Entry<T> {
  value: Promise<T | null>;
  /** Set for misses only. */
  expiresAt?: number;
}

/**
 * In-process cache of site configuration and popup ids for the display path: a page view costs no
 * database read. Concurrent misses share one load. Whoever changes a site or popup calls
 * `invalidate`; misses are remembered for a few seconds.
 */
export class SiteCache {
  private sites = new Map<string, Entry<CachedSite>>();
  private byPublicId = new Map<string, Entry<PopupRef>>();
  private byViewerId = new Map<string, Entry<PopupRef>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    /** Tells every server process (this one included) that a site changed. */
    private readonly broadcast: (clientId: string) => Promise<void> = async () => undefined,
  ) {}

  /**
   * Call after any change to a site or its popups: this process forgets it at once, and every other
   * process sharing the database forgets it when the notification reaches it (well under a second).
   */
  async changed(clientId: string): Promise<void> {
    this.invalidate(clientId);
    await this.broadcast(clientId);
  }

  site(clientId: string): Promise<CachedSite | null> {
    return this.cached(this.sites, clientId, async () => {
      const config = await loadSiteConfig(this.db, clientId);
      if (!config) return null;
      return {
        siteId: config.site.id,
        accountId: config.account.id,
        clientId: config.site.clientId,
        domains: config.site.domains,
        isRestricted: config.site.isRestricted,
        monthlyViewLimit: config.site.monthlyViewLimit,
        isFreemium: config.account.isFreemium,
        popups: config.popups.map((row) => toPopupRecord(row, config.account)),
      };
    });
  }

  popupByPublicId(publicId: string): Promise<PopupRef | null> {
    return this.cached(this.byPublicId, publicId, () => findPopupByPublicId(this.db, publicId));
  }

  popupByViewerId(viewerId: string): Promise<PopupRef | null> {
    return this.cached(this.byViewerId, viewerId, () => findPopupByViewerId(this.db, viewerId));
  }

  /** Forgets a site's configuration and every popup id (this process only). */
  invalidate(clientId: string): void {
    this.sites.delete(clientId);
    this.byPublicId.clear();
    this.byViewerId.clear();
  }

  invalidateAll(): void {
    this.sites.clear();
    this.byPublicId.clear();
    this.byViewerId.clear();
  }

  private cached<T>(
    map: Map<string, Entry<T>>,
    key: string,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const hit = map.get(key);
    if (hit && (hit.expiresAt === undefined || hit.expiresAt > this.now())) return hit.value;
    const entry: Entry<T> = { value: load() };
    map.set(key, entry);
    entry.value.then(
      (value) => {
        if (value === null) entry.expiresAt = this.now() + NEGATIVE_TTL_MS;
      },
      () => map.delete(key), // a failed load is not remembered
    );
    return entry.value;
  }
}
