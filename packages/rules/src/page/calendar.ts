/**
 * The dynamic calendar's decisions (storefront spec section 2): a month's grid, the days with
 * items, a date's items, month navigation. Dates are `YYYY-MM-DD` strings (a collection's date
 * field), months `YYYY-MM`; no clock: today comes in.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** How a date's items show: a carousel under the calendar, or cards over it. */
export type CalendarAlignment = 'carousel' | 'overlap';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month (`YYYY-MM`) of a date or date-time, or null when it is not one. */
export function monthOf(date: string): string | null {
  return /^\d{4}-(0[1-9]|1[0-2])/.test(date) ? date.slice(0, 7) : null;
}

/** The month `steps` after (or before) `month`. */
export function shiftMonth(month: string, steps: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + steps;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** "November 2026". */
export function monthTitle(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

export interface CalendarDay {
  /** `YYYY-MM-DD`, or null for a blank cell before the first or after the last day. */
  date: string | null;
  day: number | null;
  today: boolean;
  /** How many items fall on it. */
  count: number;
}

/**
 * The month's grid, weeks Monday to Sunday: blank cells before the 1st and after the last day, each
 * day with its item count and whether it is today.
 */
export function monthGrid(month: string, itemDates: readonly string[], today: string): CalendarDay[][] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const counts = new Map<string, number>();
  for (const date of itemDates) {
    const day = date.slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const cells: CalendarDay[] = [];
  for (let i = 0; i < lead; i++) cells.push({ date: null, day: null, today: false, count: 0 });
  for (let d = 1; d <= days; d++) {
    const date = `${month}-${pad(d)}`;
    cells.push({ date, day: d, today: date === today, count: counts.get(date) ?? 0 });
  }
  while (cells.length % 7 !== 0) cells.push({ date: null, day: null, today: false, count: 0 });
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The items on one date (a date-time field's items by their date part), in their order. */
export function itemsOn<T extends { date: string }>(items: readonly T[], date: string): T[] {
  return items.filter((item) => item.date.slice(0, 10) === date);
}

/** "Friday 4 December 2026", for the opened date's heading. */
export function longDate(date: string): string {
  const [year, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, m - 1, d)).getUTCDay();
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return `${names[weekday]} ${d} ${MONTH_NAMES[m - 1]} ${year}`;
}
