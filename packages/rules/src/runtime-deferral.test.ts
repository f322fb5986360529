import { describe, expect, it } from 'vitest';
import { RUNTIME_DEFER_MIN_MS, RUNTIME_LEAD_MS, runtimeDeferMs } from './runtime-deferral.ts';

const timed = (seconds: number, extra: Record<string, unknown> = {}) => ({
  id: 'abcdefghijklm',
  triggers: { seconds_on_page: seconds },
  ...extra,
});

describe('runtimeDeferMs', () => {
  it('waits until 5 s before the earliest timer when every popup waits for one', () => {
    expect(runtimeDeferMs([timed(60), timed(30)], 0)).toBe(30_000 - RUNTIME_LEAD_MS);
    // Time already spent on the page counts.
    expect(runtimeDeferMs([timed(60)], 20_000)).toBe(40_000 - RUNTIME_LEAD_MS);
    // A site-wide timer depends on the visit's earlier pages: the runtime comes at once.
    expect(runtimeDeferMs([{ triggers: { seconds_on_site: 120 } }], 0)).toBe(0);
    expect(runtimeDeferMs([{ triggers: { seconds_on_page: 60, seconds_on_site: 120 } }], 0)).toBe(0);
  });

  it('loads at once when a popup is due within 10 s', () => {
    expect(runtimeDeferMs([timed(3)], 0)).toBe(0);
    expect(runtimeDeferMs([timed(60), timed(RUNTIME_DEFER_MIN_MS / 1000 - 1)], 0)).toBe(0);
    expect(runtimeDeferMs([timed(RUNTIME_DEFER_MIN_MS / 1000)], 0)).toBe(
      RUNTIME_DEFER_MIN_MS - RUNTIME_LEAD_MS,
    );
  });

  it('loads at once for a trigger that waits for the visitor', () => {
    for (const trigger of [
      { exit_intent: true },
      { scroll: 50 },
      { clicks: 2 },
      { inactivity: 30 },
      { cart: {} },
    ]) {
      expect(runtimeDeferMs([timed(60), { triggers: { seconds_on_page: 60, ...trigger } }], 0)).toBe(0);
    }
    // An event trigger switched off does not count.
    expect(runtimeDeferMs([{ triggers: { seconds_on_page: 60, exit_intent: false, scroll: null } }], 0)).toBe(
      60_000 - RUNTIME_LEAD_MS,
    );
  });

  it('loads at once for popups that draw something straight away or cannot be read', () => {
    expect(runtimeDeferMs([timed(60, { poptin_type: 'embedded' })], 0)).toBe(0);
    expect(runtimeDeferMs([timed(60, { ab_test: true })], 0)).toBe(0);
    expect(runtimeDeferMs([timed(60, { ab_test_parent_id: 'abcdefghijklm' })], 0)).toBe(0);
    expect(runtimeDeferMs([timed(60, { is_teasers_on: true })], 0)).toBe(0);
    expect(runtimeDeferMs([{ triggers: {} }], 0)).toBe(0);
    expect(runtimeDeferMs(['nonsense'], 0)).toBe(0);
    expect(runtimeDeferMs([], 0)).toBe(0);
  });

  it('leaves paused and click-only popups out', () => {
    expect(runtimeDeferMs([timed(60), { display: false, triggers: {} }, { on_click: true }], 0)).toBe(
      60_000 - RUNTIME_LEAD_MS,
    );
  });
});
