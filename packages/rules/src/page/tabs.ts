import { settingNumber } from './setting-values.ts';

/** The tab that opens when no setting or hash says otherwise (spec section 2). */
export const DEFAULT_TAB = 1;

/**
 * The one active tab (1-based) of `count` tabs (spec sections 2 and 4): the tab the address hash
 * names (0-based `hashItem`, -1 for none), else the tab the `setting` numbers, else tab 1. A number
 * outside 1..count, empty or not whole is tab 1; with no tabs, 0.
 */
export function activeTab(count: number, setting: unknown, hashItem = -1): number {
  if (count < 1) return 0;
  if (hashItem >= 0 && hashItem < count) return hashItem + 1;
  return selectTab(count, settingNumber(setting, DEFAULT_TAB, 1));
}

/** Tab `number` when it is a whole number in 1..count, else tab 1 (0 when there are no tabs). */
export function selectTab(count: number, number: number): number {
  if (count < 1) return 0;
  return Number.isInteger(number) && number >= 1 && number <= count ? number : DEFAULT_TAB;
}
