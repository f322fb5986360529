import { itemsOn, longDate, monthGrid, monthTitle, shiftMonth } from '@hookline/rules/page';
import type { CalendarItem } from '../calendar/index.tsx';
import { dayLabel } from '../calendar/index.tsx';
import type { IslandMount } from '../contract.ts';

/**
 * The dynamic calendar's island: month navigation over the loaded range, a click on a marked day
 * shows that day's items (a carousel under the calendar, or cards over it), the close control and
 * Escape hide them again.
 */
export const mount: IslandMount = (root) => {
  const items = JSON.parse(root.dataset.items ?? '[]') as CalendarItem[];
  const today = root.dataset.today ?? '';
  let month = root.dataset.month ?? today.slice(0, 7);
  const title = root.querySelector<HTMLElement>('.hl-calendar__title')!;
  const days = root.querySelector<HTMLElement>('[data-calendar-days]')!;
  const panel = root.querySelector<HTMLElement>('[data-calendar-items]')!;
  const panelDate = root.querySelector<HTMLElement>('[data-calendar-date]')!;
  const cards = root.querySelector<HTMLElement>('[data-calendar-cards]')!;
  const closeButton = root.querySelector<HTMLButtonElement>('[data-calendar-close]')!;
  let opener: HTMLElement | null = null;

  const drawMonth = () => {
    title.textContent = monthTitle(month);
    root.dataset.month = month;
    const rows = monthGrid(
      month,
      items.map((item) => item.date),
      today,
    ).map((week) => {
      const row = document.createElement('tr');
      for (const cell of week) {
        const td = document.createElement('td');
        if (cell.date) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = `hl-calendar__day${cell.count ? ' has-items' : ''}${cell.today ? ' is-today' : ''}`;
          button.dataset.date = cell.date;
          button.textContent = String(cell.day);
          button.setAttribute('aria-label', dayLabel(cell.date, cell.count));
          button.disabled = cell.count === 0;
          td.append(button);
        }
        row.append(td);
      }
      return row;
    });
    days.replaceChildren(...rows);
  };

  const close = () => {
    if (panel.hidden) return;
    panel.hidden = true;
    root.classList.remove('hl-calendar--open');
    opener?.focus();
  };

  const open = (date: string, from: HTMLElement) => {
    const chosen = itemsOn(items, date);
    if (chosen.length === 0) return;
    opener = from;
    panelDate.textContent = longDate(date);
    cards.replaceChildren(
      ...chosen.map((item) => {
        const li = document.createElement('li');
        li.className = 'hl-calendar__card';
        if (item.image) {
          const img = document.createElement('img');
          img.src = item.image;
          img.alt = '';
          img.loading = 'lazy';
          li.append(img);
        }
        const link = document.createElement('a');
        link.href = item.url;
        link.textContent = item.title;
        li.append(link);
        if (item.excerpt) {
          const p = document.createElement('p');
          p.textContent = item.excerpt;
          li.append(p);
        }
        return li;
      }),
    );
    panel.hidden = false;
    root.classList.add('hl-calendar--open');
    closeButton.focus({ preventScroll: true });
  };

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-calendar-prev]')) {
      close();
      month = shiftMonth(month, -1);
      drawMonth();
    } else if (target.closest('[data-calendar-next]')) {
      close();
      month = shiftMonth(month, 1);
      drawMonth();
    } else if (target.closest('[data-calendar-close]')) close();
    else {
      const day = target.closest<HTMLElement>('button[data-date]');
      if (day) open(day.dataset.date!, day);
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
};
