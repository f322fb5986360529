/** The runtime is fetched this long before the first popup can be due, so it is ready in time. */
export const RUNTIME_LEAD_MS = 5_000;
/** A popup due sooner than this after the display answer: the runtime loads at once (nothing to save). */
export const RUNTIME_DEFER_MIN_MS = 10_000;

/**
 * How long the loader may wait before it fetches the targeting runtime for these display records:
 * 0 (fetch it now) unless every record's only trigger is `seconds_on_page`, at least
 * `RUNTIME_DEFER_MIN_MS` away, and none is embedded, in an A/B test or shows teasers (those draw
 * something at once). Then it is the earliest timer less `RUNTIME_LEAD_MS`: a visitor who leaves
 * before any popup could show never pays for the runtime, and one who stays sees the popup at the
 * same moment. Paused and click-only records show nothing on their own and do not count (a click
 * entry fetches the runtime when it is clicked). Small on purpose: it is in the loader, which every
 * page view downloads.
 */
export function runtimeDeferMs(records: readonly unknown[], msSinceLoad: number): number {
  let earliest = Infinity;
  for (const record of records as (Record<string, unknown> | null)[]) {
    if (typeof record !== 'object' || !record) return 0;
    if (record.display === false || record.on_click === true) continue;
    const triggers = (record.triggers ?? {}) as Record<string, unknown>;
    const seconds = triggers.seconds_on_page;
    if (
      record.poptin_type === 'embedded' ||
      record.ab_test === true ||
      record.ab_test_parent_id ||
      record.is_teasers_on === true ||
      typeof seconds !== 'number' ||
      Object.keys(triggers).some(
        (key) => key !== 'seconds_on_page' && triggers[key] != null && triggers[key] !== false,
      )
    )
      return 0;
    earliest = Math.min(earliest, seconds * 1000 - msSinceLoad);
  }
  return earliest >= RUNTIME_DEFER_MIN_MS && earliest < Infinity ? earliest - RUNTIME_LEAD_MS : 0;
}
