import { isWritten } from './is-written.ts';

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

export const writeEngagementFilter = (filter: EngagementFilter): string =>
  `${filter.show ? 'show' : 'dont_show'}|${filter.event}|${filter.kind}|${filter.popupId}`;

/** Whether `text` is an engagement filter exactly as written. */
export function isWrittenEngagementFilter(text: string): boolean {
  return isWritten(text, parseEngagementFilter, writeEngagementFilter);
}
