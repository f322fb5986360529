import {
  countViewsSince,
  latestLimitAnswers,
  findPopupByPublicId,
  findPopupByViewerId,
  loadSiteConfig,
  type Db,
  type PopupRef,
} from '@hookline/db';
import type { TPopupRecord } from '@hookline/schema';
import { toPopupRecord } from './popup-record.ts';
import { LruMap } from './lru-map.ts';
import { monthStart, type PlanState } from './plan-limits.ts';

/** A site as the display path needs it, with its active popups already in wire form. */
export interface CachedSite {
  siteId: string;
  accountId: string;
  clientId: string;
  domains: string[];
  isRestricted: boolean;
  monthlyViewLimit: number | null;
  isFreemium: boolean;
  /** IANA name: popup schedules in the site's time follow it. */
  timeZone: string;
  popups: TPopupRecord[];
  /** Each popup record already serialised, by `poptin_id`: a display answer is then mostly copying. */
  popupJson: Map<string, string>;
  /** Plan state; `viewsThisMonth` counts on in memory as this process records views. */
  plan: PlanState & { month: number };
}

/** How long an unknown id is remembered as unknown, so a flood of bad ids cannot reach the database. */
const NEGATIVE_TTL_MS = 5_000;
/**
 * The most sites, and the most popup ids of each kind, held at once: made-up ids (each a few hundred
 * bytes) must not grow the process without end; a site pushed out is simply loaded again.
 */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: Promise<T | null>;
  /** The value once loaded, for a caller that must not wait a turn (`peek`). */
  loaded?: T | null;
  /** Set for misses only. */
  expiresAt?: number;
}

/**
 * In-process cache of site configuration and popup ids for the display path: a page view costs no
 * database read. Concurrent misses share one load. Whoever changes a site or popup calls
 * `invalidate`; misses are remembered for a few seconds.
 */
export class SiteCache {
  private readonly sites: LruMap<string, Entry<CachedSite>>;
  private readonly byPublicId: LruMap<string, Entry<PopupRef>>;
  private readonly byViewerId: LruMap<string, Entry<PopupRef>>;

  private readonly now: () => number;
  private readonly broadcast: (clientId: string) => Promise<void>;
  private readonly enabled: boolean;

  constructor(
    private readonly db: Db,
    options: {
      now?: () => number;
      /** Tells every server process (this one included) that a site changed. */
      broadcast?: (clientId: string) => Promise<void>;
      /** false reads the database on every request (for measuring what the cache saves). */
      enabled?: boolean;
      /** The most entries each of its maps holds. */
      maxEntries?: number;
    } = {},
  ) {
    const capacity = options.maxEntries ?? MAX_ENTRIES;
    this.sites = new LruMap(capacity);
    this.byPublicId = new LruMap(capacity);
    this.byViewerId = new LruMap(capacity);
    this.now = options.now ?? Date.now;
    this.broadcast = options.broadcast ?? (async () => undefined);
    this.enabled = options.enabled ?? true;
  }

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
      const now = new Date(this.now());
      const popups = config.popups.map((row) => toPopupRecord(row, config.account, config.publicIds));
      const [viewsThisMonth, answers] = await Promise.all([
        config.site.monthlyViewLimit === null ? 0 : countViewsSince(this.db, config.site.id, monthStart(now)),
        config.site.isRestricted || config.site.monthlyViewLimit !== null
          ? latestLimitAnswers(this.db, config.site.id)
          : {},
      ]);
      return {
        siteId: config.site.id,
        accountId: config.account.id,
        clientId: config.site.clientId,
        domains: config.site.domains,
        isRestricted: config.site.isRestricted,
        monthlyViewLimit: config.site.monthlyViewLimit,
        isFreemium: config.account.isFreemium,
        timeZone: config.site.timeZone,
        popups,
        popupJson: new Map(popups.map((popup) => [popup.poptin_id, JSON.stringify(popup)])),
        plan: {
          clientId: config.site.clientId,
          isRestricted: config.site.isRestricted,
          monthlyViewLimit: config.site.monthlyViewLimit,
          viewsThisMonth,
          answers,
          month: monthStart(now).getTime(),
        },
      };
    });
  }

  /**
   * The site when it is loaded and cached now, without waiting a turn; undefined otherwise (not yet
   * loaded, unknown, or the cache is off): the caller then asks `site`.
   */
  peek(clientId: string): CachedSite | undefined {
    return this.enabled ? (this.sites.get(clientId)?.loaded ?? undefined) : undefined;
  }

  popupByPublicId(publicId: string): Promise<PopupRef | null> {
    return this.cached(this.byPublicId, publicId, () => findPopupByPublicId(this.db, publicId));
  }

  popupByViewerId(viewerId: string): Promise<PopupRef | null> {
    return this.cached(this.byViewerId, viewerId, () => findPopupByViewerId(this.db, viewerId));
  }

  /**
   * Counts a view this process recorded towards the site's monthly limit; a new month reloads the
   * count from the database.
   */
  noteView(clientId: string): void {
    const entry = this.sites.get(clientId);
    void entry?.value.then((site) => {
      if (!site) return;
      if (site.plan.month !== monthStart(new Date(this.now())).getTime()) this.sites.delete(clientId);
      else site.plan.viewsThisMonth += 1;
    });
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

  /** How many sites and popup ids it holds (hits and remembered misses). */
  size(): number {
    return this.sites.size + this.byPublicId.size + this.byViewerId.size;
  }

  private cached<T>(
    map: LruMap<string, Entry<T>>,
    key: string,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const hit = this.enabled ? map.get(key) : undefined;
    if (hit && (hit.expiresAt === undefined || hit.expiresAt > this.now())) return hit.value;
    const entry: Entry<T> = { value: load() };
    map.set(key, entry);
    entry.value.then(
      (value) => {
        entry.loaded = value;
        if (value === null) entry.expiresAt = this.now() + NEGATIVE_TTL_MS;
      },
      () => map.delete(key), // a failed load is not remembered
    );
    return entry.value;
  }
}
