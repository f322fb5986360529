/**
 * The wire grammar of the display rules (docs/dashboard.md), read into plain values the forms edit
 * and written back, and each rule said in words. The server checks the same grammar
 * (apps/server/src/admin/popup-input.ts).
 */

export type Audience = 'all' | 'new' | 'returning';

export type Frequency =
  | { kind: 'every_page'; maxPerVisit: number | null }
  | { kind: 'once' }
  | { kind: 'every_days'; days: number }
  | { kind: 'every_visits'; visits: number };

export interface FrequencyRule {
  audience: Audience;
  frequency: Frequency;
}

const FREQUENCY =
  /^(all|new|returning)@(?:display_everytime_everypage(?:_(\d{1,3}))?|(display_once)|display_every_(\d{1,3})_(days|visits))$/;

/** Reads `d_f_r`; null when it is absent or not of the grammar. */
export function parseFrequency(value: unknown): FrequencyRule | null {
  const match = typeof value === 'string' ? FREQUENCY.exec(value) : null;
  if (!match) return null;
  const audience = match[1] as Audience;
  if (match[3]) return { audience, frequency: { kind: 'once' } };
  if (match[4]) {
    const n = Number(match[4]);
    return {
      audience,
      frequency: match[5] === 'days' ? { kind: 'every_days', days: n } : { kind: 'every_visits', visits: n },
    };
  }
  return { audience, frequency: { kind: 'every_page', maxPerVisit: match[2] ? Number(match[2]) : null } };
}

const clampCount = (n: number) => Math.min(999, Math.max(1, Math.round(n) || 1));

export function formatFrequency({ audience, frequency }: FrequencyRule): string {
  switch (frequency.kind) {
    case 'once':
      return `${audience}@display_once`;
    case 'every_days':
      return `${audience}@display_every_${clampCount(frequency.days)}_days`;
    case 'every_visits':
      return `${audience}@display_every_${clampCount(frequency.visits)}_visits`;
    case 'every_page':
      return `${audience}@display_everytime_everypage${frequency.maxPerVisit ? `_${clampCount(frequency.maxPerVisit)}` : ''}`;
  }
}

const AUDIENCE_WORDS: Record<Audience, string> = {
  all: 'every visitor',
  new: 'visitors on their first visit',
  returning: 'returning visitors',
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function describeFrequency(rule: FrequencyRule | null): string {
  if (!rule) return 'Shown every time its trigger fires, on every page.';
  const who = AUDIENCE_WORDS[rule.audience];
  const f = rule.frequency;
  switch (f.kind) {
    case 'once':
      return `Shown to ${who} once, and never again to the same visitor.`;
    case 'every_days':
      return `Shown to ${who} at most once every ${plural(f.days, 'day')}.`;
    case 'every_visits':
      return `Shown to ${who} once every ${plural(f.visits, 'visit')}.`;
    case 'every_page':
      return f.maxPerVisit
        ? `Shown to ${who} on every page, at most ${plural(f.maxPerVisit, 'time')} per visit.`
        : `Shown to ${who} every time its trigger fires, on every page.`;
  }
}

export type EngagementEvent = 'seen_poptin' | 'not_seen' | 'closed' | 'converted';

export interface Engagement {
  action: 'show' | 'dont_show';
  event: EngagementEvent;
  /** Whether the other popup is an embedded one or any other kind. */
  kind: 'embedded' | 'other';
  /** A popup id, or `any`. */
  popup: string;
}

const ENGAGEMENT =
  /^(show|dont_show)\|(seen_poptin|not_seen|closed|converted)\|(embedded|other)\|([a-z0-9]{13}|any)$/;

/** Reads `engagement_with_other_poptin_filter`; null when off or unreadable. */
export function parseEngagement(value: unknown): Engagement | null {
  const match = typeof value === 'string' ? ENGAGEMENT.exec(value) : null;
  if (!match) return null;
  return {
    action: match[1] as Engagement['action'],
    event: match[2] as EngagementEvent,
    kind: match[3] as Engagement['kind'],
    popup: match[4]!,
  };
}

export const formatEngagement = (e: Engagement): string => `${e.action}|${e.event}|${e.kind}|${e.popup}`;

const EVENT_WORDS: Record<EngagementEvent, string> = {
  seen_poptin: 'have seen',
  not_seen: 'have not seen',
  closed: 'have closed',
  converted: 'have filled in',
};

export function describeEngagement(
  e: Engagement | null,
  popupName: (id: string) => string | undefined,
): string {
  if (!e) return 'Shown whatever the visitor did with other popups.';
  const which =
    e.popup === 'any'
      ? `any ${e.kind === 'embedded' ? 'embedded form' : 'other popup'}`
      : `“${popupName(e.popup) ?? e.popup}”`;
  return `${e.action === 'show' ? 'Shown only' : 'Not shown'} to visitors who ${EVENT_WORDS[e.event]} ${which}.`;
}

export type NameMode = 'exact' | 'contains';
export const VALUE_MODES = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'greater_than',
  'less_than',
  'exists',
  'not_exists',
] as const;
export type ValueMode = (typeof VALUE_MODES)[number];

/** One row of the JS or cookie filter. */
export interface Condition {
  nameMode: NameMode;
  name: string;
  valueMode: ValueMode;
  value: string;
  show: 'show' | 'dont_show';
}

const SEPARATOR = '::';

function splitPair(pair: string | undefined): [string, string] {
  const text = pair ?? '';
  const at = text.indexOf(SEPARATOR);
  return at < 0 ? ['', text] : [text.slice(0, at), text.slice(at + SEPARATOR.length)];
}

/** Reads the three parallel lists into rows; unreadable parts fall back to defaults. */
export function parseConditions(names: unknown, values: unknown, shows: unknown): Condition[] {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const [n, v, s] = [list(names), list(values), list(shows)];
  return n.map((pair, i) => {
    const [nameMode, name] = splitPair(pair);
    const [valueMode, value] = splitPair(v[i]);
    return {
      nameMode: nameMode === 'contains' ? 'contains' : 'exact',
      name,
      valueMode: (VALUE_MODES as readonly string[]).includes(valueMode) ? (valueMode as ValueMode) : 'equals',
      value,
      show: s[i] === 'dont_show' ? 'dont_show' : 'show',
    };
  });
}

export function formatConditions(conditions: readonly Condition[]): {
  names: string[];
  values: string[];
  shows: Condition['show'][];
} {
  return {
    names: conditions.map((c) => `${c.nameMode}${SEPARATOR}${c.name}`),
    values: conditions.map((c) =>
      c.valueMode === 'exists' || c.valueMode === 'not_exists'
        ? `${c.valueMode}${SEPARATOR}`
        : `${c.valueMode}${SEPARATOR}${c.value}`,
    ),
    shows: conditions.map((c) => c.show),
  };
}

const VALUE_WORDS: Record<ValueMode, string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  not_contains: 'does not contain',
  starts_with: 'starts with',
  ends_with: 'ends with',
  greater_than: 'is greater than',
  less_than: 'is less than',
  exists: 'exists',
  not_exists: 'does not exist',
};

export const valueModeLabel = (mode: ValueMode): string => VALUE_WORDS[mode];

export function describeCondition(c: Condition, what: 'cookie' | 'JavaScript variable'): string {
  const subject =
    c.nameMode === 'exact' ? `the ${what} “${c.name}”` : `a ${what} whose name contains “${c.name}”`;
  const test =
    c.valueMode === 'exists' || c.valueMode === 'not_exists'
      ? VALUE_WORDS[c.valueMode]
      : `${VALUE_WORDS[c.valueMode]} “${c.value}”`;
  return `${c.show === 'show' ? 'Show' : 'Do not show'} when ${subject} ${test}.`;
}
