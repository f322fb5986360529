import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { PopupSummary } from '../../api/admin.ts';
import ui from '../../styles/ui.module.css';

/** The leads' search: text, popup and dates, sent as the page's query (`leadsView`). */
export function LeadsFilterForm({
  popups,
  popup,
  q,
  from,
  to,
}: {
  popups: PopupSummary[];
  popup: string | undefined;
  q: string | undefined;
  from: string | undefined;
  to: string | undefined;
}) {
  const ids = { q: useId(), popup: useId(), from: useId(), to: useId() };
  const filtered = Boolean(popup || q || from || to);
  return (
    <Form
      method="get"
      className={ui.formGrid}
      role="search"
      aria-label="Filter leads"
      key={`${popup}-${q}-${from}-${to}`}
    >
      <div>
        <label htmlFor={ids.q}>Search</label>
        <input
          id={ids.q}
          name="q"
          type="search"
          defaultValue={q ?? ''}
          placeholder="Email, name, any answer"
        />
      </div>
      {popups.length > 0 && (
        <div>
          <label htmlFor={ids.popup}>Popup</label>
          <select id={ids.popup} name="popup" defaultValue={popup ?? ''}>
            <option value="">All popups</option>
            {popups.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={ids.from}>From</label>
        <input id={ids.from} name="from" type="date" defaultValue={from ?? ''} />
      </div>
      <div>
        <label htmlFor={ids.to}>To</label>
        <input id={ids.to} name="to" type="date" defaultValue={to ?? ''} />
      </div>
      <div className={ui.actionsRow}>
        <button type="submit" className={ui.secondary}>
          Filter
        </button>
        {filtered && (
          <Link to="." className={ui.secondary}>
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}
