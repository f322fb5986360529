import type {
  Audience,
  Condition,
  Engagement,
  EngagementEvent,
  FrequencyRule,
  ValueMode,
} from './rule-form-state.ts';

/** Each display rule said in a sentence, for the summaries of the Targeting tab. */

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
