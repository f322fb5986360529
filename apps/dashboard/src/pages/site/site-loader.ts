import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminApi, type LeadFilter } from '../../api/admin.ts';
import { showOrderApi } from '../../api/show-order.ts';
import { browserTimeZone, rangeFrom } from '../../range.ts';
import { appPath, withSession } from '../../session.ts';

export const LEADS_PAGE_SIZE = 25;
const POPUP_ID = /^[a-z0-9]{13}$/;

const CURSOR = /^\d{1,18}-\d{1,18}$/;

/**
 * Reads `?page=` (1-based, shown only: pages go by the cursor `?before=` or `?after=` beside it),
 * `?popup=`, `?q=`, `?from=` and `?to=`, ignoring values the API would refuse. A page number
 * without its cursor is the first page.
 */
export function leadsView(search: URLSearchParams): {
  page: number;
  before: string | undefined;
  after: string | undefined;
  popup: string | undefined;
  q: string | undefined;
  from: string | undefined;
  to: string | undefined;
} {
  const page = Number(search.get('page'));
  const popup = search.get('popup') ?? '';
  const q = (search.get('q') ?? '').trim().slice(0, 200);
  const before = search.get('before') ?? '';
  const after = search.get('after') ?? '';
  const cursor = CURSOR.test(before) ? { before } : CURSOR.test(after) ? { after } : null;
  return {
    page: cursor && Number.isInteger(page) && page >= 2 && page <= 1_000_000 ? page : 1,
    before: cursor?.before,
    after: cursor?.after,
    popup: POPUP_ID.test(popup) ? popup : undefined,
    q: q || undefined,
    ...rangeFrom(search),
  };
}

/** The site, its popups and their show order, and the page of its leads the address asks for. */
export const siteLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const view = leadsView(new URL(request.url).searchParams);
  const signal = request.signal;
  const filter: LeadFilter = {
    site: clientId,
    popup: view.popup,
    q: view.q,
    from: view.from,
    to: view.to,
    tz: view.from || view.to ? browserTimeZone() : undefined,
  };
  const [site, popups, leads, order] = await Promise.all([
    adminApi.site(clientId, { signal }),
    adminApi.popups(clientId, { signal }),
    adminApi.leads({ ...filter, limit: LEADS_PAGE_SIZE, before: view.before, after: view.after }, { signal }),
    showOrderApi.getOrNone(clientId, { signal }),
  ]);
  if (leads.rows.length === 0 && view.page > 1) {
    // A page with nothing left on it (its leads were deleted, or an old link): the newest instead.
    const url = new URL(appPath(request.url), 'http://app');
    for (const param of ['page', 'before', 'after']) url.searchParams.delete(param);
    throw redirect(url.pathname + url.search);
  }
  return { site, popups, leads, filter, order: order.popups, ...view };
});

export type SiteData = Awaited<ReturnType<typeof siteLoader>>;
