import {
  monthGrid,
  monthTitle,
  shiftMonth,
  WEEKDAY_SHORT,
  type CalendarAlignment,
} from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { choices, numberField, radioField, textField } from '../frame/fields.ts';

/** One listing item of the calendar: an entry on its date. */
export interface CalendarItem {
  date: string;
  title: string;
  url: string;
  excerpt: string;
  image: string;
}

export interface CalendarData {
  /** The month shown first (`YYYY-MM`, the current month) and today (`YYYY-MM-DD`), in the server's date. */
  month: string;
  today: string;
  items: CalendarItem[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A day's button label for screen readers: "4 December 2026, 2 items". */
export const dayLabel = (date: string, count: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = monthTitle(`${y}-${pad(m)}`).split(' ')[0];
  return `${d} ${month} ${y}${count ? `, ${count} ${count === 1 ? 'item' : 'items'}` : ''}`;
};

/**
 * Dynamic calendar (spec section 2): a month of a collection's date field, days with items marked;
 * clicking such a day shows its items, in a carousel under the calendar or cards over it (overlap),
 * with a close control; month navigation. The server renders the current month (its name is in the
 * page's HTML); the island moves between months of the loaded range.
 */
export const dynamicCalendar = defineWidget<
  {
    collection: string;
    date_field: string;
    alignment: CalendarAlignment;
    months_before: number;
    months_after: number;
  },
  CalendarData
>({
  type: 'DynamicCalendar',
  label: 'Dynamic calendar',
  category: 'dynamic',
  pro: true,
  fields: {
    collection: textField('Collection (slug, such as events)'),
    date_field: textField('Date field (key, such as event_date)'),
    alignment: radioField(
      'A date’s items show',
      choices([
        ['carousel', 'In a carousel under the calendar'],
        ['overlap', 'Over the calendar'],
      ]),
    ),
    months_before: numberField('Months before this one to load', 0, 12),
    months_after: numberField('Months after this one to load', 0, 12),
  },
  defaultProps: {
    collection: 'events',
    date_field: 'event_date',
    alignment: 'carousel',
    months_before: 1,
    months_after: 2,
  },
  island: 'calendar',
  async load(props, ctx) {
    const today = dateOf(new Date());
    const month = today.slice(0, 7);
    const before = Math.min(12, Math.max(0, Number(props.months_before) || 0));
    const after = Math.min(12, Math.max(0, Number(props.months_after) || 0));
    const from = `${shiftMonth(month, -before)}-01`;
    const to = `${shiftMonth(month, after)}-31`;
    if (!props.collection || !props.date_field) return { month, today, items: [] };
    const items: CalendarItem[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await ctx.data.content.entries({
        collection: props.collection,
        page,
        per_page: 100,
        range: { field: props.date_field, from, to },
        sort: { by: 'field', field: props.date_field, direction: 'asc' },
      });
      for (const entry of answer.entries) {
        const date = entry.fields[props.date_field];
        if (typeof date !== 'string') continue;
        items.push({
          date: date.slice(0, 10),
          title: entry.title,
          url: entry.url,
          excerpt: entry.excerpt,
          image: entry.featured_image?.url ?? '',
        });
      }
      if (page >= answer.pages) break;
    }
    return { month, today, items };
  },
  spec: 'section 2 "Dynamic calendar: clicking a date shows that date’s listing items, in carousel or overlap alignment, with a close control"',
  Render({ id, loaded, alignment }) {
    const data = loaded ?? { month: '1970-01', today: '', items: [] };
    const weeks = monthGrid(
      data.month,
      data.items.map((item) => item.date),
      data.today,
    );
    const align = alignment === 'overlap' ? 'overlap' : 'carousel';
    return (
      <div
        id={id}
        className={`hl-calendar hl-calendar--${align}`}
        data-island="calendar"
        data-month={data.month}
        data-today={data.today}
        data-items={JSON.stringify(data.items)}
      >
        <div className="hl-calendar__head">
          <button
            type="button"
            className="hl-calendar__nav"
            data-calendar-prev=""
            aria-label="Previous month"
          >
            ‹
          </button>
          <h3 className="hl-calendar__title" aria-live="polite">
            {monthTitle(data.month)}
          </h3>
          <button type="button" className="hl-calendar__nav" data-calendar-next="" aria-label="Next month">
            ›
          </button>
        </div>
        <table className="hl-calendar__grid">
          <thead>
            <tr>
              {WEEKDAY_SHORT.map((day) => (
                <th key={day} scope="col">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody data-calendar-days="">
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((cell, d) => (
                  <td key={d}>
                    {cell.date && (
                      <button
                        type="button"
                        className={`hl-calendar__day${cell.count ? ' has-items' : ''}${cell.today ? ' is-today' : ''}`}
                        data-date={cell.date}
                        aria-label={dayLabel(cell.date, cell.count)}
                        disabled={cell.count === 0}
                      >
                        {cell.day}
                      </button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <section
          className="hl-calendar__items"
          data-calendar-items=""
          hidden
          aria-label="Items of the chosen date"
        >
          <div className="hl-calendar__items-head">
            <h4 data-calendar-date="" />
            <button type="button" className="hl-calendar__close" data-calendar-close="" aria-label="Close">
              ×
            </button>
          </div>
          <ul className="hl-calendar__cards" data-calendar-cards="" />
        </section>
      </div>
    );
  },
});
