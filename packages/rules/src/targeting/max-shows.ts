import type { TMaxShows, TShowPeriod } from '@hookline/schema';
import type { DisplayHistory } from '../frequency.ts';

/** How long a show counter lives, in seconds; `session` counts the visit's shows instead. */
export const SHOW_PERIOD_SECONDS: Readonly<Record<Exclude<TShowPeriod, 'session'>, number>> = {
  day: 86_400,
  week: 604_800,
  month: 2_628_288,
  // A year: as long as the visitor's other records.
  overall: 31_536_000,
};

/** Shows of one popup counted in a window that began at the first of them (stored per popup). */
export interface ShowCounter {
  count: number;
  /** When the window began (the first show counted), ms since epoch. */
  since: number;
  /** The display history's `lastShownAt` last counted, so that a show is counted once. */
  last: number;
}

/**
 * Brings a counter up to date with the popup's display history: a show newer than the last one
 * counted is counted, in a fresh window when the old one (`periodSeconds` from its first show) has
 * passed. The visitor script records every show in the display history before it may show the
 * popup again, so counting from it on each check misses none.
 */
export function countShows(
  counter: ShowCounter | null,
  history: DisplayHistory | null,
  periodSeconds: number,
  now: number,
): ShowCounter | null {
  const live = counter && now - counter.since < periodSeconds * 1000 ? counter : null;
  if (!history || history.lastShownAt === counter?.last) return live;
  // A show before this window began belongs to the window that has passed.
  if (live && history.lastShownAt < live.since) return live;
  if (!live) {
    return now - history.lastShownAt < periodSeconds * 1000
      ? { count: 1, since: history.lastShownAt, last: history.lastShownAt }
      : null;
  }
  return { count: live.count + 1, since: live.since, last: history.lastShownAt };
}

/**
 * Whether the popup may show once more under `max_shows`: per session, the shows in this visit
 * (`history`, visit number `visit`); per day, week, month or overall, the counter's (already
 * brought up to date by {@link countShows}).
 */
export function maxShowsAllow(
  rule: TMaxShows,
  counter: ShowCounter | null,
  history: DisplayHistory | null,
  visit: number,
): boolean {
  if (rule.per === 'session')
    return (history?.lastShownVisit === visit ? history.shownInVisit : 0) < rule.count;
  return (counter?.count ?? 0) < rule.count;
}

/** Reads a stored counter back; null when absent or malformed. */
export function parseShowCounter(raw: string | null): ShowCounter | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  const { count, since, last } = Object(value) as Record<string, unknown>;
  const whole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  return whole(count) && whole(since) && whole(last) ? { count, since, last } : null;
}
