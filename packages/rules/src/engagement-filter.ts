/** Whether a popup is embedded in the page or of another type: the third part of the filter. */
export type PopupKind = 'embedded' | 'other';

export type EngagementEvent = 'seen_poptin' | 'not_seen' | 'closed' | 'converted';

/**
 * `engagement_with_other_poptin_filter`, `show|seen_poptin|other|{popup id}`: show (or don't show)
 * this popup when the visitor has seen, not seen, closed or converted on another popup: a given
 * one, or `any` popup of the given kind.
 */
export interface EngagementFilter {
  show: boolean;
  event: EngagementEvent;
  kind: PopupKind;
  popupId: string | 'any';
}

/** What the visitor did with one other popup, from the displayed, closed and conversion markers. */
export interface Engagement {
  id: string;
  kind: PopupKind;
  seen: boolean;
  closed: boolean;
  converted: boolean;
}

const FILTER =
  /^(show|dont_show)\|(seen_poptin|not_seen|closed|converted)\|(embedded|other)\|([a-z0-9]{13}|any)$/;

/** Reads the filter; null when empty or malformed (the filter then does not restrict). */
export function parseEngagementFilter(text: unknown): EngagementFilter | null {
  const match = typeof text === 'string' ? FILTER.exec(text.trim()) : null;
  if (!match) return null;
  const [, action, event, kind, popupId] = match as unknown as [
    string,
    string,
    EngagementEvent,
    PopupKind,
    string,
  ];
  return { show: action === 'show', event, kind, popupId };
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
