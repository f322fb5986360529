/** Display formatting, in the browser's locale. */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

export const formatCount = (value: number): string => count.format(value);

/** Conversions per view, or a dash before the first view. */
export const formatRate = (conversions: number, views: number): string =>
  views > 0 ? percent.format(conversions / views) : '–';
