import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lead, PopupSummary } from '../api/admin.ts';
import { cleanup, render, settle } from '../test/render.tsx';
import { LeadsTable, otherFields } from './LeadsTable.tsx';
import { Pagination } from './Pagination.tsx';
import { PopupsTable, groupTests } from './PopupsTable.tsx';

afterEach(cleanup);

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: '1',
  created_at: '2025-01-01T12:00:00.000Z',
  email: 'ada@example.com',
  fields: { email: 'ada@example.com', name: 'Ada', phone: '+44 1234' },
  popup: { id: 'aaaaaaaaaaaaa', name: 'Welcome offer' },
  ...overrides,
});

const rowsOf = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll(`table[aria-label="${name}"] tbody tr`)].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe('LeadsTable', () => {
  it('shows each lead’s email, popup and its other fields, without repeating the email', async () => {
    const container = await render(<LeadsTable leads={[lead()]} empty={null} />);
    const [row] = rowsOf(container, 'Leads');
    expect(row?.slice(1, 3)).toEqual(['ada@example.com', 'Welcome offer']);
    const pairs = [...container.querySelectorAll('dl > div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['name', 'Ada'],
      ['phone', '+44 1234'],
    ]);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-01T12:00:00.000Z');
  });

  it.each([
    ['keeps an email field that differs from the lead’s email', lead({ fields: { email: 'other@x.co' } }), 1],
    ['drops the email field that is the lead’s email', lead({ fields: { email: 'ada@example.com' } }), 0],
  ])('%s', (_name, value, count) => {
    expect(otherFields(value)).toHaveLength(count);
  });

  it('shows the coupon code a lead was handed, and the orders it placed', async () => {
    const container = await render(
      <LeadsTable
        leads={[lead({ coupon_code: 'WELCOME-7KQ4XZ2M', orders: 1, revenue_cents: 6120 }), lead({ id: '2' })]}
        empty={null}
      />,
    );
    const [handed, plain] = rowsOf(container, 'Leads');
    expect(handed?.slice(3, 5)).toEqual(['WELCOME-7KQ4XZ2M', '1 order, $61.20']);
    expect(plain?.slice(3, 5)).toEqual(['–', 'no']);
  });

  it('shows its empty state instead of an empty table', async () => {
    const container = await render(<LeadsTable leads={[]} empty={<p>No leads yet</p>} />);
    expect(container.textContent).toBe('No leads yet');
    expect(container.querySelector('table')).toBeNull();
  });
});

describe('PopupsTable', () => {
  it('shows status, counts and the conversion rate', async () => {
    const popup: PopupSummary = {
      id: 'aaaaaaaaaaaaa',
      name: 'Welcome offer',
      type: 'lightbox',
      format: 1,
      status: 'paused',
      created_at: '2025-01-01T12:00:00.000Z',
      ab_test: false,
      ab_test_parent_id: null,
      views: 200,
      closes: 150,
      conversions: 10,
    };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <PopupsTable popups={[popup, { ...popup, id: 'b', views: 0, conversions: 0 }]} empty={null} />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    const container = await render(<RouterProvider router={router} />);
    const [first, second] = rowsOf(container, 'Popups');
    expect(first?.[1]).toBe('Lightbox, image beside the form');
    expect(first?.slice(2, 7)).toEqual(['Paused', '200', '150', '10', '5%']);
    expect(second?.[6]).toBe('–');
  });
});

describe('groupTests', () => {
  it('puts each A/B variant right under its parent', () => {
    const p = (id: string, parent: string | null = null) =>
      ({ id, ab_test_parent_id: parent, ab_test: parent === null && id === 'a' }) as PopupSummary;
    const ordered = groupTests([p('c', 'a'), p('b'), p('a'), p('d', 'a'), p('e', 'gone')]);
    expect(ordered.map((x) => x.id)).toEqual(['b', 'a', 'c', 'd', 'e']);
  });
});

describe('Pagination', () => {
  const renderAt = async (path: string, total: number, page: number) => {
    const router = createMemoryRouter(
      [{ path: '*', element: <Pagination page={page} pageSize={25} total={total} label="Leads" /> }],
      { initialEntries: [path] },
    );
    const container = await render(<RouterProvider router={router} />);
    await settle();
    return container;
  };

  it('shows the range and links to the neighbours, keeping the other parameters', async () => {
    const container = await renderAt('/sites/x?popup=p&page=2', 120, 2);
    const nav = container.querySelector('nav[aria-label="Leads pages"]')!;
    expect(nav.textContent).toContain('Showing 26–50 of 120');
    expect(nav.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/sites/x?popup=p');
    expect(nav.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/sites/x?popup=p&page=3');
  });

  it('disables Next on the last page and hides the links for a single page', async () => {
    const last = await renderAt('/?page=5', 120, 5);
    expect(last.querySelector('a[rel="next"]')).toBeNull();
    expect(last.textContent).toContain('Showing 101–120 of 120');
    const single = await renderAt('/', 3, 1);
    expect(single.querySelectorAll('a')).toHaveLength(0);
  });

  it('shows nothing when there is nothing to page through (the list says it is empty)', async () => {
    const none = await renderAt('/', 0, 1);
    expect(none.querySelector('nav')).toBeNull();
  });
});
