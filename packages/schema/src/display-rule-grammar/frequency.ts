import { isWritten } from './is-written.ts';

/** Who a frequency rule applies to: every visitor, visitors on their first visit, or returning ones. */
export type FrequencyAudience = 'all' | 'new' | 'returning';

/**
 * A display frequency rule (`d_f_r`, `d_f_a`), written `{audience}@{rule}`:
 * `display_everytime_everypage` (every page view, `_N` caps it at N per visit), `display_once` (once
 * per visitor), `display_every_N_days`, `display_every_N_visits`; N from 1 to 999.
 */
export type FrequencyRule = { audience: FrequencyAudience } & (
  | { kind: 'every_page'; maxPerVisit: number | null }
  | { kind: 'once' }
  | { kind: 'every_days'; count: number }
  | { kind: 'every_visits'; count: number }
);

const RULE =
  /^(all|new|returning)@display_(?:everytime_everypage(?:_([1-9]\d{0,2}))?|(once)|every_([1-9]\d{0,2})_(days|visits))$/;

/** Reads a frequency rule; null when absent or not of the grammar (the rule is then not applied). */
export function parseFrequencyRule(text: unknown): FrequencyRule | null {
  const match = typeof text === 'string' ? RULE.exec(text.trim()) : null;
  if (!match) return null;
  const [, audience, max, once, count, unit] = match as unknown as [string, FrequencyAudience, ...string[]];
  if (once) return { audience, kind: 'once' };
  if (count) return { audience, kind: `every_${unit as 'days' | 'visits'}`, count: +count };
  return { audience, kind: 'every_page', maxPerVisit: max ? +max : null };
}

/** A count of the grammar, from 1 to 999, whatever number the form held. */
const ruleCount = (n: number): number => Math.min(999, Math.max(1, Math.round(n) || 1));

/** Writes a frequency rule; counts are kept between 1 and 999, and no cap per visit is written as none. */
export function writeFrequencyRule(rule: FrequencyRule): string {
  const body =
    rule.kind === 'once'
      ? 'once'
      : rule.kind === 'every_page'
        ? `everytime_everypage${rule.maxPerVisit ? `_${ruleCount(rule.maxPerVisit)}` : ''}`
        : `every_${ruleCount(rule.count)}_${rule.kind === 'every_days' ? 'days' : 'visits'}`;
  return `${rule.audience}@display_${body}`;
}

/** Whether `text` is a frequency rule exactly as written: no spaces around it, no leading zeros. */
export function isWrittenFrequencyRule(text: string): boolean {
  return isWritten(text, parseFrequencyRule, writeFrequencyRule);
}
