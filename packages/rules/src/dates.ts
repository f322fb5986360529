import { fieldMessages } from './messages.ts';
import { extraMessages } from './messages-extra.ts';

/** A calendar day in the visitor's time zone. Months are 1 to 12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Spec section 5: the DD/MM/YYYY picker spans 80 years. */
export const DATE_PICKER_YEARS = 80;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function realDay(year: number, month: number, day: number): CalendarDay | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Reads `DD/MM/YYYY` (the picker) or `YYYY-MM-DD` (a native date input); null when neither or not a real day. */
export function parseDay(value: string): CalendarDay | null {
  const text = value.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dmy) return realDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** `DD/MM/YYYY`. */
export function formatDayDmy(day: CalendarDay): string {
  return `${pad(day.day)}/${pad(day.month)}/${pad(day.year, 4)}`;
}

/** `YYYY-MM-DD`. */
export function formatDayIso(day: CalendarDay): string {
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** Orders two days: negative when `a` is earlier. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The years the DD/MM/YYYY picker offers (spec section 5: an 80-year range): for a birthday the 80
 * years up to this one, newest first; for other dates 70 years back to 10 ahead.
 */
export function pickerYears(today: CalendarDay, kind: 'date' | 'birthday'): number[] {
  const last = kind === 'birthday' ? today.year : today.year + 10;
  return Array.from({ length: DATE_PICKER_YEARS }, (_, index) => last - index);
}

/** Decides a date field (required or filled): a real day in either format, else the date message. */
export function checkDate(value: string, options: { required?: boolean; lang?: string } = {}): string | null {
  const messages = { ...fieldMessages(options.lang), ...extraMessages(options.lang) };
  if (value.trim() === '') return options.required ? messages.required : null;
  return parseDay(value) ? null : messages.date;
}

/**
 * Decides a birthday field (spec section 5): a date today or in the future gives 'Please enter a
 * valid birthday.', as does text that is not a date.
 */
export function checkBirthday(
  value: string,
  today: CalendarDay,
  options: { required?: boolean; lang?: string } = {},
): string | null {
  const messages = { ...fieldMessages(options.lang), ...extraMessages(options.lang) };
  if (value.trim() === '') return options.required ? messages.required : null;
  const day = parseDay(value);
  return day && compareDays(day, today) < 0 ? null : messages.birthday;
}
