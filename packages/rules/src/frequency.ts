import { parseFrequencyRule, type FrequencyRule } from '@hookline/schema/display-rule-grammar/frequency.ts';
import { DAY_MS } from './visitor-storage.ts';

/** What the visitor's storage says about one popup's past displays (`poptin_frequency_{id}`). */
export interface DisplayHistory {
  /** When it was last shown (ms since epoch). */
  lastShownAt: number;
  /** The visit number it was last shown in. */
  lastShownVisit: number;
  /** How often it was shown in that visit. */
  shownInVisit: number;
}

/**
 * Decides whether one frequency rule lets a popup show now, in visit number `visit` (1 = the
 * visitor's first visit): the audience must match (`new` only on the first visit, `returning` only
 * after it); then `once` needs no earlier display, `every_days` N days since the last one,
 * `every_visits` N visits since the last one, and `every_page` fewer than its cap in this visit.
 */
export function frequencyRuleAllows(
  rule: FrequencyRule,
  history: DisplayHistory | null,
  visit: number,
  now: number,
): boolean {
  // A first visit is not for returning visitors, a later one not for new visitors.
  if (rule.audience === (visit > 1 ? 'new' : 'returning')) return false;
  if (!history) return true;
  if (rule.kind === 'once') return false;
  if (rule.kind === 'every_days') return now - history.lastShownAt >= rule.count * DAY_MS;
  if (rule.kind === 'every_visits') return visit - history.lastShownVisit >= rule.count;
  return (
    rule.maxPerVisit === null ||
    (history.lastShownVisit === visit ? history.shownInVisit : 0) < rule.maxPerVisit
  );
}

export interface FrequencySettings {
  d_f_r?: unknown;
  d_f_a?: unknown;
}

/**
 * Decides whether a popup's display frequency allows it now: `d_f_r` and `d_f_a` each must allow it
 * when set; a missing or malformed rule does not restrict (the popup shows on every page view).
 */
export function displayFrequencyAllows(
  rules: FrequencySettings,
  history: DisplayHistory | null,
  visit: number,
  now: number,
): boolean {
  return [rules.d_f_r, rules.d_f_a].every((text) => {
    const rule = parseFrequencyRule(text);
    return !rule || frequencyRuleAllows(rule, history, visit, now);
  });
}

/**
 * True when the popup's frequency rule is every-time-every-page (capped or not), or it has none: the
 * pages-visited trigger then fires on every page past its count, not once per visit.
 */
export function isEveryTimeEveryPage(rules: FrequencySettings): boolean {
  const rule = parseFrequencyRule(rules.d_f_r);
  return !rule || rule.kind === 'every_page';
}

/** The history after the popup was shown now, in visit number `visit`. */
export function recordDisplay(history: DisplayHistory | null, visit: number, now: number): DisplayHistory {
  const sameVisit = history?.lastShownVisit === visit;
  return { lastShownAt: now, lastShownVisit: visit, shownInVisit: sameVisit ? history!.shownInVisit + 1 : 1 };
}

/** Reads a stored display history back; null when absent or malformed (storage is never trusted). */
export function parseDisplayHistory(raw: string | null): DisplayHistory | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  // JSON that is not an object (null, a number) has none of the three.
  const { lastShownAt, lastShownVisit, shownInVisit } = Object(value) as Record<string, unknown>;
  const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  return count(lastShownAt) && count(lastShownVisit) && count(shownInVisit)
    ? { lastShownAt, lastShownVisit, shownInVisit }
    : null;
}
