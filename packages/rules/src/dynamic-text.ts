import type { CalendarDay } from './dates.ts';

/**
 * What double-brace tags can be filled from (spec section 3, "Dynamic text"). Lookups are passed
 * in, so this stays pure: the embed reads the page's query string and elements.
 */
export interface DynamicTextContext {
  /** Today in the visitor's time zone. */
  today: CalendarDay;
  lang?: string;
  /** The visitor's country name (display response `country`). */
  country?: string;
  queryParam?(name: string): string | null;
  elementText?(selector: string): string | null;
  /** Shopify discount data: the threshold and what is left to reach it. */
  shopify?: { threshold?: string; gap?: string };
}

/**
 * The tags: `{{year}}`; `{{prev_month}}`, `{{month}}`, `{{next_month}}`; `{{yesterday}}`,
 * `{{today}}`, `{{tomorrow}}` (weekday names); `{{date_dmy}}`, `{{date_mdy}}`; `{{country}}`;
 * `{{shpfy_thres}}`, `{{shpfy_gap}}`; `{{query:name}}` (a query parameter); `{{element:selector}}`
 * (an element's text). Any tag may carry a fallback after a bar: `{{query:utm_source|friend}}`.
 */
const TAG = /\{\{\s*([a-z_]+)(?::([^|}]*))?(?:\|([^}]*))?\s*\}\}/gi;

const pad = (value: number) => String(value).padStart(2, '0');

function shiftDays(day: CalendarDay, delta: number): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day + delta));
}

function monthName(day: CalendarDay, delta: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(day.year, day.month - 1 + delta, 1)),
  );
}

function weekdayName(day: CalendarDay, delta: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(shiftDays(day, delta));
}

function tagValue(tag: string, argument: string | undefined, context: DynamicTextContext): string | null {
  const locale = context.lang === 'he' ? 'he-IL' : 'en-US';
  const { today } = context;
  switch (tag) {
    case 'year':
      return String(today.year);
    case 'prev_month':
      return monthName(today, -1, locale);
    case 'month':
      return monthName(today, 0, locale);
    case 'next_month':
      return monthName(today, 1, locale);
    case 'yesterday':
      return weekdayName(today, -1, locale);
    case 'today':
      return weekdayName(today, 0, locale);
    case 'tomorrow':
      return weekdayName(today, 1, locale);
    case 'date_dmy':
      return `${pad(today.day)}/${pad(today.month)}/${today.year}`;
    case 'date_mdy':
      return `${pad(today.month)}/${pad(today.day)}/${today.year}`;
    case 'country':
      return context.country || null;
    case 'shpfy_thres':
      return context.shopify?.threshold ?? null;
    case 'shpfy_gap':
      return context.shopify?.gap ?? null;
    case 'query':
      return argument ? (context.queryParam?.(argument.trim()) ?? null) : null;
    case 'element':
      return argument ? (context.elementText?.(argument.trim())?.trim() ?? null) : null;
    default:
      return undefined as unknown as null;
  }
}

/** Whether a text has any double-brace tag (so the filling code is worth loading). */
export function hasDynamicTags(text: string): boolean {
  return /\{\{[^}]+\}\}/.test(text);
}

/**
 * Fills the double-brace tags of a popup text. A tag without a value takes its fallback (or
 * nothing); an unknown tag is left as written. Freemium accounts skip replacement: the caller
 * does not call this for them.
 */
export function fillDynamicText(text: string, context: DynamicTextContext): string {
  return text.replace(
    TAG,
    (whole, tag: string, argument: string | undefined, fallback: string | undefined) => {
      const name = tag.toLowerCase();
      const value = tagValue(name, argument, context);
      if (value === undefined) return whole;
      return value === null || value === '' ? (fallback ?? '') : value;
    },
  );
}
