import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PopupSummary, Site } from '../../api/admin.ts';
import { buttonByName, cleanup, render } from '../../test/render.tsx';
import { SetupChecklist } from './SetupChecklist.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const site = (extra: Record<string, unknown> = {}): Site =>
  ({
    client_id: 'newsite000001',
    name: 'Ada’s shop',
    domains: ['shop.example.com'],
    time_zone: 'UTC',
    snippet: '<script></script>',
    ...extra,
  }) as Site;

const popup = (extra: Partial<PopupSummary> = {}): PopupSummary => ({
  id: 'aaaaaaaaaaaaa',
  name: 'Welcome offer',
  type: 'lightbox',
  format: 1,
  status: 'paused',
  created_at: '2025-01-01T12:00:00.000Z',
  ab_test: false,
  ab_test_parent_id: null,
  views: 0,
  closes: 0,
  conversions: 0,
  ...extra,
});

async function show(props: { site: Site; popups: PopupSummary[]; leads?: number }) {
  const router = createMemoryRouter([{ path: '*', element: <SetupChecklist {...props} /> }], {
    initialEntries: ['/sites/newsite000001'],
  });
  return render(<RouterProvider router={router} />);
}

/** The steps as the owner reads them: each label and whether it is ticked. */
const steps = (container: HTMLElement) =>
  [...container.querySelectorAll('li[data-step]')].map((li) => [
    li.getAttribute('data-step'),
    li.getAttribute('data-done') === 'true',
  ]);

describe('setup checklist', () => {
  it('shows a brand-new site every step to do, and the snippet as the next one', async () => {
    const container = await show({ site: site(), popups: [] });
    expect(container.querySelector('h2')?.textContent).toBe('Get Ada’s shop ready');
    expect(steps(container)).toEqual([
      ['install', false],
      ['create', false],
      ['activate', false],
      ['view', false],
      ['lead', false],
    ]);
    expect(container.textContent).toContain('0 of 5 done');
    expect(container.querySelector('a[href="#install-title"]')?.textContent).toBe('Go to the snippet');
  });

  it('treats pixel_seen_at null, or missing, as not installed, and a time as installed', async () => {
    const seen = await show({ site: site({ pixel_seen_at: '2026-12-02T07:00:00.000Z' }), popups: [] });
    expect(steps(seen)[0]).toEqual(['install', true]);
    cleanup();
    const never = await show({ site: site({ pixel_seen_at: null }), popups: [] });
    expect(steps(never)[0]).toEqual(['install', false]);
  });

  it('ticks from the popups: created, activated, first view; the next step links onwards', async () => {
    const created = await show({ site: site({ pixel_seen_at: '2026-12-02T07:00:00Z' }), popups: [popup()] });
    expect(steps(created).map(([, done]) => done)).toEqual([true, true, false, false, false]);
    expect(created.querySelector('a[href="#popups-title"]')).not.toBeNull();
    cleanup();
    const viewed = await show({
      site: site({ pixel_seen_at: '2026-12-02T07:00:00Z' }),
      popups: [popup({ status: 'active', views: 12 })],
    });
    expect(steps(viewed).map(([, done]) => done)).toEqual([true, true, true, true, false]);
    expect(viewed.textContent).toContain('4 of 5 done');
    expect(viewed.querySelector('a[href="/popups/aaaaaaaaaaaaa/results"]')).not.toBeNull();
  });

  it('hides once every step is done, the first lead included', async () => {
    const container = await show({
      site: site({ pixel_seen_at: '2026-12-02T07:00:00Z' }),
      popups: [popup({ status: 'active', views: 12 })],
      leads: 1,
    });
    expect(container.querySelector('section')).toBeNull();
  });

  it('stays hidden for this site once dismissed', async () => {
    const container = await show({ site: site(), popups: [] });
    await act(async () => buttonByName(container, 'Hide this list').click());
    expect(container.querySelector('section')).toBeNull();
    cleanup();
    const again = await show({ site: site(), popups: [] });
    expect(again.querySelector('section')).toBeNull();
    cleanup();
    const other = await show({ site: site({ client_id: 'othersite0001' }), popups: [] });
    expect(other.querySelector('section')).not.toBeNull();
  });
});
