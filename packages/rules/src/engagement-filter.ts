import type {
  EngagementEvent,
  EngagementFilter,
  PopupKind,
} from '@hookline/schema/display-rule-grammar/engagement.ts';

/** What the visitor did with one other popup, from the displayed, closed and conversion markers. */
export interface Engagement {
  id: string;
  kind: PopupKind;
  seen: boolean;
  closed: boolean;
  converted: boolean;
}

const happened = (event: EngagementEvent, engagement: Engagement | undefined): boolean => {
  if (event === 'not_seen') return !engagement?.seen;
  if (event === 'seen_poptin') return !!engagement?.seen;
  return !!engagement?.[event];
};

/**
 * Decides whether the engagement filter lets a popup show. For a given popup id the event is
 * checked on that popup (one the visitor never met has been neither seen, closed nor converted);
 * for `any`, on the other popups of the filter's kind: `not_seen` then means none of them was
 * seen, the other events that at least one of them had it. `show` needs the event, `dont_show`
 * its absence. No filter allows.
 */
export function engagementFilterAllows(
  filter: EngagementFilter | null,
  others: readonly Engagement[],
): boolean {
  if (!filter) return true;
  let holds: boolean;
  if (filter.popupId !== 'any') {
    holds = happened(
      filter.event,
      others.find((other) => other.id === filter.popupId),
    );
  } else {
    const candidates = others.filter((other) => other.kind === filter.kind);
    holds =
      filter.event === 'not_seen'
        ? candidates.every((other) => !other.seen)
        : candidates.some((other) => happened(filter.event, other));
  }
  return filter.show === holds;
}
