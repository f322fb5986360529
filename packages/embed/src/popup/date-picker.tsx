/** @jsxImportSource preact */
import { formatDayDmy, parseDay, pickerYears, type CalendarDay } from '@hookline/rules';
import type { ControlProps } from './fields.tsx';

/**
 * The DD/MM/YYYY date picker for browsers without a native date input (spec section 5; a lazy
 * chunk): day, month and year lists over an 80-year range. The value is `DD/MM/YYYY` once all
 * three are chosen.
 */
function today(now: number): CalendarDay {
  const date = new Date(now);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pad = (n: number) => String(n).padStart(2, '0');

export function DatePicker({ field, form, env, id, attributes }: ControlProps) {
  const value = form.values[field.name] ?? '';
  const parts = value.split('/');
  const chosen = parseDay(value);
  const day = chosen?.day ?? Number(parts[0] ?? 0);
  const month = chosen?.month ?? Number(parts[1] ?? 0);
  const year = chosen?.year ?? Number(parts[2] ?? 0);
  const years = pickerYears(today(env?.now() ?? Date.now()), field.type === 'birthday' ? 'birthday' : 'date');
  const set = (next: { day?: number; month?: number; year?: number }) => {
    const d = next.day ?? day;
    const m = next.month ?? month;
    const y = next.year ?? year;
    form.setValue(
      field.name,
      d && m && y ? formatDayDmy({ day: d, month: m, year: y }) : `${d || ''}/${m || ''}/${y || ''}`,
    );
  };
  const select = (label: string, current: number, options: number[], key: 'day' | 'month' | 'year') => (
    <select
      id={key === 'day' ? id : `${id}-${key}`}
      class={attributes.class}
      aria-label={`${attributes['aria-label'] ?? field.name} (${label})`}
      aria-required={attributes['aria-required']}
      aria-invalid={attributes['aria-invalid']}
      aria-describedby={attributes['aria-describedby']}
      data-date-part={key}
      value={current ? String(current) : ''}
      onChange={(event) => set({ [key]: Number(event.currentTarget.value) })}
    >
      <option value="">{label}</option>
      {options.map((n) => (
        <option key={n} value={String(n)}>
          {key === 'year' ? n : pad(n)}
        </option>
      ))}
    </select>
  );
  return (
    <div
      class="hl-row"
      role="group"
      aria-label={attributes.placeholder || field.name}
      data-date-picker={field.name}
    >
      {select('DD', day, range(1, 31), 'day')}
      {select('MM', month, range(1, 12), 'month')}
      {select('YYYY', year, years, 'year')}
    </div>
  );
}
