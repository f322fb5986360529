import { recordPixelSeen, type Db } from '@hookline/db';
import { LruMap } from './lru-map.ts';

/** A site's sighting is written at most this often by one process. */
export const SIGHTING_INTERVAL_MS = 60_000;
/** The most sites remembered at once; one pushed out is simply written again at its next sighting. */
const MAX_SITES = 10_000;

/**
 * The install check (issue 26): the display path tells each sighting of the pixel on one of a site's
 * domains, and the site's `pixel_seen_at` and `pixel_seen_domain` are written from here, the first
 * sighting at once and then at most once a minute per site (per process), so the busiest request
 * costs a map look-up. Writes are not awaited by the display call; a failed one is logged and
 * tried again at the next sighting.
 */
export class PixelSightings {
  /** When each site's sighting was last written (or is being written), ms since epoch. */
  private readonly written = new LruMap<string, number>(MAX_SITES);
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The pixel asked for popups from `domain`, one of the site's domains, at `now`. */
  seen(siteId: string, domain: string, now: Date): void {
    const last = this.written.get(siteId);
    const at = now.getTime();
    if (last !== undefined && at - last < SIGHTING_INTERVAL_MS && at >= last) return;
    this.written.set(siteId, at);
    const write = recordPixelSeen(this.db, siteId, domain.toLowerCase(), now)
      .catch((error: unknown) => {
        this.written.delete(siteId);
        this.onError(error);
      })
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  /** Resolves once the writes started so far are done (tests; closing the app). */
  async settled(): Promise<void> {
    await Promise.all([...this.writes]);
  }
}
