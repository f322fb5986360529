import { timedTriggers } from './triggers.ts';

/** The runtime is fetched this long before the first popup can be due, so it is ready in time. */
export const RUNTIME_LEAD_MS = 5_000;
/** A popup due sooner than this after the display answer: the runtime loads at once (nothing to save). */
export const RUNTIME_DEFER_MIN_MS = 10_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How long the loader may wait before it fetches the targeting runtime for these display records:
 * 0 (fetch it now) unless every record only waits for a timer (`seconds_on_page`,
 * `seconds_on_site`) that is at least `RUNTIME_DEFER_MIN_MS` away, and none is embedded, in an A/B
 * test or shows teasers (those draw something at once). Then it is the earliest timer less
 * `RUNTIME_LEAD_MS`: a visitor who leaves before any popup could show never pays for the runtime,
 * and one who stays sees the popup at the same moment. Paused and click-only records show nothing
 * on their own and do not count (a click entry fetches the runtime when it is clicked).
 */
export function runtimeDeferMs(records: readonly unknown[], msSinceLoad: number, siteMsBefore = 0): number {
  let earliest = Infinity;
  for (const record of records) {
    if (!isObject(record)) return 0;
    if (record.display === false || record.on_click === true) continue;
    if (
      record.poptin_type === 'embedded' ||
      record.ab_test === true ||
      typeof record.ab_test_parent_id === 'string' ||
      record.is_teasers_on === true
    )
      return 0;
    const triggers = isObject(record.triggers) ? record.triggers : {};
    const waitsForVisitor = Object.entries(triggers).some(
      ([key, value]) =>
        !key.startsWith('seconds_on_') && value !== undefined && value !== null && value !== false,
    );
    if (waitsForVisitor) return 0;
    const plans = timedTriggers(triggers, msSinceLoad, siteMsBefore);
    if (plans.length === 0) return 0;
    for (const plan of plans) earliest = Math.min(earliest, plan.delayMs);
  }
  if (earliest === Infinity || earliest < RUNTIME_DEFER_MIN_MS) return 0;
  return earliest - RUNTIME_LEAD_MS;
}
