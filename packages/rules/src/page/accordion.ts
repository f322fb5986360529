import { settingChoice } from './setting-values.ts';

/** How a repeater accordion starts: every item open, or every item closed. */
export type AccordionInitial = 'all_open' | 'all_closed';

/** The accordion's starting setting; anything but `all_open` is `all_closed`. */
export const accordionInitial = (setting: unknown): AccordionInitial =>
  settingChoice(setting, ['all_open', 'all_closed'] as const, 'all_closed');

/**
 * Which items are open when the page loads: all or none as the setting says; an item the address
 * hash names (0-based `hashItem`, -1 for none) is open too, and alone when the accordion starts
 * closed (spec section 2).
 */
export function accordionStart(count: number, initial: AccordionInitial, hashItem = -1): boolean[] {
  return Array.from(
    { length: Math.max(0, count) },
    (_item, index) => initial === 'all_open' || index === hashItem,
  );
}

/** A click on item `index` (spec section 4): it toggles, and every other item closes. */
export function accordionClick(open: readonly boolean[], index: number): boolean[] {
  return open.map((isOpen, other) => (other === index ? !isOpen : false));
}

/** Expand-all and collapse-all (spec section 4): every item set at once. */
export const expandAll = (open: readonly boolean[]): boolean[] => open.map(() => true);
export const collapseAll = (open: readonly boolean[]): boolean[] => open.map(() => false);

/** Whether every item is open (an accordion with no items counts as closed). */
export const allOpen = (open: readonly boolean[]): boolean => open.length > 0 && open.every(Boolean);

/** The accordion actions the trigger widget can send (spec section 2). */
export const ACCORDION_ACTIONS = ['expand', 'collapse', 'expand_collapse', 'next', 'prev'] as const;
export type AccordionAction = (typeof ACCORDION_ACTIONS)[number];

/**
 * The accordion after a trigger action: expand and collapse set every item; expand_collapse
 * collapses when every item is open and expands otherwise (so it follows an all_open or all_closed
 * start); next and prev move by tab number (1-based) from the first open item, opening only the
 * new one and wrapping round at either end; with no item open, next opens the first and prev the
 * last.
 */
export function accordionAction(open: readonly boolean[], action: AccordionAction): boolean[] {
  const count = open.length;
  if (action === 'expand') return expandAll(open);
  if (action === 'collapse') return collapseAll(open);
  if (action === 'expand_collapse') return allOpen(open) ? collapseAll(open) : expandAll(open);
  if (count === 0) return [];
  const current = open.indexOf(true) + 1; // tab number; 0 when none is open
  const target =
    action === 'next' ? (current >= count ? 1 : current + 1) : current <= 1 ? count : current - 1;
  return open.map((_isOpen, index) => index === target - 1);
}
