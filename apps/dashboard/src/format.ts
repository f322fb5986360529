/** Display formatting, in the browser's locale. */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

export const formatCount = (value: number): string => count.format(value);

/** Conversions per view, or a dash before the first view. */
export const formatRate = (conversions: number, views: number): string =>
  views > 0 ? percent.format(conversions / views) : '–';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, in the largest whole unit: "2 minutes ago", "yesterday"; "just now" within a minute. */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
