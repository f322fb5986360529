import type { PopupMeeting, SharedPages } from '@hookline/rules';

/**
 * The show order in words, as the editor and the site page say it: which popup shows first, why,
 * and where two popups can meet.
 */

/** "Welcome offer", "Welcome offer and Spin to win", "A, B and C". */
export function nameList(meetings: readonly PopupMeeting[]): string {
  const names = meetings.map((meeting) => meeting.popup.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Where two popups can both show, as a sentence. */
export function whereBoth(where: SharedPages): string {
  if (where.kind === 'every_page') return 'Both can show on every page.';
  if (where.kind === 'address') return `Both can show on ${where.address}.`;
  return 'They can show on some of the same pages.';
}

/** Which shows first and why, from the popup's own point of view; null when it meets no other. */
export function showOrderSentence(
  ahead: readonly PopupMeeting[],
  behind: readonly PopupMeeting[],
): string | null {
  if (ahead.length === 1) {
    return `${nameList(ahead)} shows first: it is higher in your order. This popup waits until it is closed. ${whereBoth(ahead[0]!.where)}`;
  }
  if (ahead.length > 1) {
    return `${nameList(ahead)} show first: they are higher in your order. This popup waits until they are closed.`;
  }
  if (behind.length === 0) return null;
  const verb = behind.length === 1 ? 'waits' : 'wait';
  const where = behind.length === 1 ? ` ${whereBoth(behind[0]!.where)}` : '';
  return `This popup shows first: it is higher in your order than ${nameList(behind)}, which ${verb} until this one is closed.${where}`;
}

/** What activating says: that visitors see it, and after which popup when another goes first. */
export function activationNotice(ahead: readonly PopupMeeting[]): string {
  if (ahead.length === 0) return 'Active: visitors can see it now.';
  const first = nameList(ahead);
  const verb = ahead.length === 1 ? 'is' : 'are';
  return `Active. Where ${ahead.length === 1 ? 'both' : 'they'} can show, visitors see ${first} first and this popup once ${ahead.length === 1 ? 'it is' : 'they are'} closed: ${first} ${verb} higher in your order.`;
}

/** The rule in one line, said beside the order. */
export const ORDER_RULE =
  'Popups that cover the page take turns: of two that are due together or waiting together, the one higher in the order shows first. A popup already open is never interrupted.';
