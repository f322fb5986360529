import type { TPageRule, TPageRules, TTargetDevice } from '@hookline/schema';
import { coversPage } from './popup-layout.ts';
import { pageRulesAllow } from './targeting/page-address.ts';

/**
 * Which of a site's popups shows first on a page (docs/decisions.md, "Show order"): popups that
 * cover the page take turns (display-slot.ts), and the owner's order decides between those due
 * together or waiting together. These functions tell the editor which other popups a popup can meet
 * on a page, judged from their page-address rules and devices: an estimate, erring towards "they
 * can meet" when a rule (a regular expression) cannot be read as an address.
 */

/** A popup of the site's order, with what deciding whether it can meet another needs. */
export interface OrderedPopup {
  id: string;
  name: string;
  type: string;
  status: 'active' | 'paused';
  /** Shown only when a link or button is clicked: it never waits by itself. */
  onClick: boolean;
  /** Its page-address rules; null for every page. */
  pages: TPageRules | null;
  /** The devices it is for; null for every device. */
  devices: readonly TTargetDevice[] | null;
}

/**
 * Where two popups can both show: on every page, on an address both allow (one of their rules'
 * own addresses), or on some pages not named (a rule the estimate cannot turn into an address).
 */
export type SharedPages =
  { kind: 'every_page' } | { kind: 'address'; address: string } | { kind: 'some_pages' };

const showRules = (pages: TPageRules | null) => pages?.rules.filter((rule) => rule.action === 'show') ?? [];

/** An address a show rule stands for, or null when it names none (a regular expression). */
function sampleAddress(rule: TPageRule): string | null {
  if (rule.match === 'regex') return null;
  return rule.match === 'wildcard' ? rule.value.replaceAll('*', '') || null : rule.value;
}

/**
 * Where popups `a` and `b` can show on the same page for the same device, or null when their rules
 * keep them apart (different devices, or page rules no address of the other's passes).
 */
export function sharedPages(a: OrderedPopup, b: OrderedPopup): SharedPages | null {
  if (a.devices && b.devices && !a.devices.some((device) => b.devices!.includes(device))) return null;
  const [showsA, showsB] = [showRules(a.pages), showRules(b.pages)];
  if (showsA.length === 0 && showsB.length === 0) {
    const hides = (a.pages?.rules.length ?? 0) + (b.pages?.rules.length ?? 0);
    return hides === 0 ? { kind: 'every_page' } : { kind: 'some_pages' };
  }
  let unreadable = false;
  // Each address one popup's show rules name, tried against both popups' rules.
  for (const rule of [...showsA, ...showsB]) {
    const address = sampleAddress(rule);
    if (address === null) unreadable = true;
    else if (allows(a.pages, address) && allows(b.pages, address)) return { kind: 'address', address };
  }
  return unreadable ? { kind: 'some_pages' } : null;
}

const allows = (pages: TPageRules | null, address: string) =>
  pages === null || pageRulesAllow(pages, address);

/** Another popup this one can meet on a page, and where. */
export interface PopupMeeting {
  popup: OrderedPopup;
  where: SharedPages;
}

/**
 * Which active popups `popup` can meet on a page, split by the owner's `order` (the site's popups,
 * first shows first; `popup` in it, or last when new): `ahead` show first and `popup` waits until
 * they are closed; `behind` wait for it. Only popups that cover the page wait for one another, and
 * a popup shown on a click never waits, so for any other popup both lists are empty.
 */
export function showOrderMeetings(
  popup: OrderedPopup,
  order: readonly OrderedPopup[],
): { ahead: PopupMeeting[]; behind: PopupMeeting[] } {
  const ahead: PopupMeeting[] = [];
  const behind: PopupMeeting[] = [];
  if (!takesTurns(popup)) return { ahead, behind };
  const place = order.findIndex((other) => other.id === popup.id);
  order.forEach((other, index) => {
    if (other.id === popup.id || other.status !== 'active' || !takesTurns(other)) return;
    const where = sharedPages(popup, other);
    if (where === null) return;
    (place === -1 || index < place ? ahead : behind).push({ popup: other, where });
  });
  return { ahead, behind };
}

const takesTurns = (popup: OrderedPopup) => coversPage(popup.type) && !popup.onClick;

/** `ids` with `id` moved to the top. */
export const moveToTop = (ids: readonly string[], id: string): string[] => [
  id,
  ...ids.filter((other) => other !== id),
];

/** `ids` with `id` moved one place up (`-1`) or down (`1`); unchanged at either end. */
export function moveByOne(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
