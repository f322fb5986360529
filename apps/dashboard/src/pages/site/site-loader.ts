import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminApi, type LeadFilter } from '../../api/admin.ts';
import { browserTimeZone, rangeFrom } from '../../range.ts';
import { appPath, withSession } from '../../session.ts';

export const LEADS_PAGE_SIZE = 25;
const POPUP_ID = /^[a-z0-9]{13}$/;

/** Reads `?page=` (1-based), `?popup=`, `?q=`, `?from=` and `?to=`, ignoring values the API would refuse. */
export function leadsView(search: URLSearchParams): {
  page: number;
  popup: string | undefined;
  q: string | undefined;
  from: string | undefined;
  to: string | undefined;
} {
  const page = Number(search.get('page'));
  const popup = search.get('popup') ?? '';
  const q = (search.get('q') ?? '').trim().slice(0, 200);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    popup: POPUP_ID.test(popup) ? popup : undefined,
    q: q || undefined,
    ...rangeFrom(search),
  };
}

/** The site, its popups, and the page of its leads the address asks for. */
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
  const [site, popups, leads] = await Promise.all([
    adminApi.site(clientId, { signal }),
    adminApi.popups(clientId, { signal }),
    adminApi.leads(
      { ...filter, limit: LEADS_PAGE_SIZE, offset: (view.page - 1) * LEADS_PAGE_SIZE },
      { signal },
    ),
  ]);
  const lastPage = Math.max(1, Math.ceil(leads.total / LEADS_PAGE_SIZE));
  if (view.page > lastPage) {
    // A page past the end (leads were deleted, or an old link): show the last one instead.
    const url = new URL(appPath(request.url), 'http://app');
    url.searchParams.set('page', String(lastPage));
    throw redirect(url.pathname + url.search);
  }
  return { site, popups, leads, filter, ...view };
});

export type SiteData = Awaited<ReturnType<typeof siteLoader>>;
