import { parseCount, SITE_TIMER_REFRESH_MS, STORAGE_LIFETIMES_MS as LIFETIME } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { KEYS, siteTimeKey } from '../visitor/keys.ts';
import type { VisitorStore } from '../visitor/store.ts';

/** The visitor's time on the whole site in this visit (the seconds-on-site trigger). */
export interface SiteTimer {
  /** Milliseconds on the site so far: earlier pages of the visit plus this one. */
  total(): number;
}

/**
 * Keeps the site-wide timer of spec sections 4 and 9, counting from `startedAt` (the page's load):
 * the time is stored per account for 60 s
 * and written again every 20 s and when the page is hidden or left, so it carries over to the
 * next page and lapses a minute after the visitor leaves the site. Every third write (60 s) also
 * extends the visit's referrer, which lives about 2 minutes.
 */
export function startSiteTimer(
  env: LoaderEnv,
  store: VisitorStore,
  clientId: string,
  startedAt: number,
): SiteTimer {
  const key = siteTimeKey(clientId);
  const base = parseCount(store.get(key)) ?? 0;
  const total = () => base + Math.max(0, env.now() - startedAt);
  const save = () => store.set(key, String(total()), LIFETIME.siteTimer);
  let ticks = 0;
  const tick = () => {
    save();
    const referrer = ++ticks % 3 === 0 ? store.get(KEYS.referrer) : null;
    if (referrer) store.set(KEYS.referrer, referrer, LIFETIME.referrer);
    env.setTimeout(tick, SITE_TIMER_REFRESH_MS);
  };
  save();
  env.setTimeout(tick, SITE_TIMER_REFRESH_MS);
  env.window.addEventListener('pagehide', save);
  env.document.addEventListener('visibilitychange', save);
  return { total };
}
