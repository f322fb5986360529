/**
 * What the benchmarks send and where: the PostgreSQL they use, the display call's form body and a
 * lead's, one definition each for the bench (index.ts), the profiler (profile-conversions.ts) and the
 * database breakdown (pg-lead-cost.ts).
 */

/** The PostgreSQL the benchmarks use: BENCH_DATABASE_URL, else the tests', else this machine's `test`. */
export const BENCH_PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** A display call's form body from a page of the bench site (the page title is the caller's to vary). */
export const displayForm = (pageTitle = 'Benchmark page'): string =>
  new URLSearchParams({
    domain: 'localhost',
    page_title: pageTitle,
    if_mobile: '0',
    referrer: 'https://www.google.com/',
    origin_landing_page: 'http://localhost/',
    poptin_viewed_url: 'http://localhost/',
  }).toString();

/** A new lead's conversion form body for the bench site's popup, its own `conversion_key` `key`. */
export const leadForm = (site: { popupId: string; clientId: string }, key: string): string =>
  new URLSearchParams({
    poptin_id: site.popupId,
    client_id: site.clientId,
    url: 'http://localhost/',
    visitor: 'desktop',
    email: `lead-${key}@example.com`,
    conversion_key: key,
  }).toString();
