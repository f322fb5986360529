import {
  effectiveFrequencyRule,
  parseEngagementFilter,
  parseFrequencyRule,
  splitPair,
  VALUE_MODES,
  writeEngagementFilter,
  writeFrequencyRule,
  writeValueConditions,
  type EngagementEvent,
  type FrequencyAudience,
  type PopupKind,
  type ValueMode,
} from '@hookline/rules';

/**
 * The display rules as the Targeting tab's forms hold them. The wire grammar is read and written by
 * @hookline/rules (the same reader the visitor script uses, so the editor shows what visitors get);
 * this module only shapes its values into form state and back.
 */

export type Audience = FrequencyAudience;

export type Frequency =
  | { kind: 'every_page'; maxPerVisit: number | null }
  | { kind: 'once' }
  | { kind: 'every_days'; days: number }
  | { kind: 'every_visits'; visits: number };

export interface FrequencyRule {
  audience: Audience;
  frequency: Frequency;
}

/** Reads `d_f_r`; null when it is absent or not of the grammar. */
export function parseFrequency(value: unknown): FrequencyRule | null {
  const rule = parseFrequencyRule(value);
  return rule && formOf(rule);
}

/** `d_f_r` as visitors get it: an absent or unreadable rule shows on every page. */
export const effectiveFrequency = (value: unknown): FrequencyRule => formOf(effectiveFrequencyRule(value));

function formOf(rule: Exclude<ReturnType<typeof parseFrequencyRule>, null>): FrequencyRule {
  const { audience } = rule;
  switch (rule.kind) {
    case 'once':
      return { audience, frequency: { kind: 'once' } };
    case 'every_days':
      return { audience, frequency: { kind: 'every_days', days: rule.count } };
    case 'every_visits':
      return { audience, frequency: { kind: 'every_visits', visits: rule.count } };
    case 'every_page':
      return { audience, frequency: { kind: 'every_page', maxPerVisit: rule.maxPerVisit } };
  }
}

/** Writes `d_f_r`; counts are kept between 1 and 999. */
export function formatFrequency({ audience, frequency }: FrequencyRule): string {
  switch (frequency.kind) {
    case 'once':
      return writeFrequencyRule({ audience, kind: 'once' });
    case 'every_days':
      return writeFrequencyRule({ audience, kind: 'every_days', count: frequency.days });
    case 'every_visits':
      return writeFrequencyRule({ audience, kind: 'every_visits', count: frequency.visits });
    case 'every_page':
      return writeFrequencyRule({ audience, kind: 'every_page', maxPerVisit: frequency.maxPerVisit });
  }
}

export type { EngagementEvent };

export interface Engagement {
  action: 'show' | 'dont_show';
  event: EngagementEvent;
  /** Whether the other popup is an embedded one or any other kind. */
  kind: PopupKind;
  /** A popup id, or `any`. */
  popup: string;
}

/** Reads `engagement_with_other_poptin_filter`; null when off or unreadable. */
export function parseEngagement(value: unknown): Engagement | null {
  const filter = parseEngagementFilter(value);
  if (!filter) return null;
  const { show, event, kind, popupId } = filter;
  return { action: show ? 'show' : 'dont_show', event, kind, popup: popupId };
}

export const formatEngagement = ({ action, event, kind, popup }: Engagement): string =>
  writeEngagementFilter({ show: action === 'show', event, kind, popupId: popup });

export type NameMode = 'exact' | 'contains';
export { VALUE_MODES, type ValueMode };

/** One row of the JS or cookie filter. */
export interface Condition {
  nameMode: NameMode;
  name: string;
  valueMode: ValueMode;
  value: string;
  show: 'show' | 'dont_show';
}

/** A pair's mode and value; a pair without a separator is all value. */
const modeAndValue = (pair: string | undefined): [string, string] => splitPair(pair) ?? ['', pair ?? ''];

/**
 * Reads the three parallel lists into rows. Unlike the visitor script, which leaves out a row with a
 * malformed part, the form keeps every row and puts defaults in the unreadable parts: a row being
 * written (its name still empty) stays on screen, and a broken one can be seen and mended.
 */
export function parseConditions(names: unknown, values: unknown, shows: unknown): Condition[] {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const [n, v, s] = [list(names), list(values), list(shows)];
  return n.map((pair, i) => {
    const [nameMode, name] = modeAndValue(pair);
    const [valueMode, value] = modeAndValue(v[i]);
    return {
      nameMode: nameMode === 'contains' ? 'contains' : 'exact',
      name,
      valueMode: (VALUE_MODES as readonly string[]).includes(valueMode) ? (valueMode as ValueMode) : 'equals',
      value,
      show: s[i] === 'dont_show' ? 'dont_show' : 'show',
    };
  });
}

/** Writes rows as the three parallel lists; `exists` and `not_exists` get an empty value. */
export function formatConditions(conditions: readonly Condition[]): {
  names: string[];
  values: string[];
  shows: Condition['show'][];
} {
  return writeValueConditions(
    conditions.map((c) => ({
      name: { mode: c.nameMode, name: c.name },
      test: { mode: c.valueMode, value: c.value },
      show: c.show === 'show',
    })),
  );
}

/** A new row of a JS or cookie filter. */
export const NEW_CONDITION: Condition = {
  nameMode: 'exact',
  name: '',
  valueMode: 'equals',
  value: '',
  show: 'show',
};
