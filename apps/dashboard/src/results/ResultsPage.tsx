import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../api/admin.ts';
import { popupsApi, type AbTestResult } from '../api/popups.ts';
import { formatCount, formatRate } from '../format.ts';
import { PrizesPanel } from './PrizesPanel.tsx';
import { StoresPanel } from './StoresPanel.tsx';
import { addDays, browserTimeZone, rangeFrom, today } from '../range.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import { describeVerdict, formatConfidence, formatLift, formatPValue } from './ab-words.ts';
import styles from './Results.module.css';
import { ResultsChart } from './ResultsChart.tsx';
import { DataTable } from '../components/DataTable.tsx';

export const resultsLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const signal = request.signal;
  const id = params.popupId ?? '';
  const tz = browserTimeZone();
  const range = { ...rangeFrom(new URL(request.url).searchParams), tz };
  const popup = await popupsApi.get(id, { signal });
  const inTest = popup.ab_test || popup.ab_test_parent_id !== null;
  const [stats, site, abTest] = await Promise.all([
    popupsApi.stats(id, range, { signal }),
    adminApi.site(popup.site, { signal }),
    inTest ? popupsApi.abTest(id, range, { signal }) : Promise.resolve(null),
  ]);
  return { popup, stats, site, abTest };
});

const PRESETS = [7, 30, 90] as const;

/** Cents as dollars, e.g. 6120 -> "$61.20" (the demo shop's currency). */
const formatMoney = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `/popups/:popupId/results?from=&to=`: views, closes, conversions and rate per day, and the A/B test. */
export function ResultsPage() {
  const { popup, stats, site, abTest } = useLoaderData<typeof resultsLoader>();
  const end = today(stats.time_zone);
  return (
    <>
      <title>{`${popup.name} · Results · Hookline`}</title>
      <SiteCrumbs site={site} current={`${popup.name}: results`} />
      <h1>Results of {popup.name}</h1>
      <p className={ui.actionsRow}>
        <Link className={ui.secondary} to={`/popups/${popup.id}/edit`}>
          Edit popup
        </Link>
        <Link className={ui.secondary} to={`/sites/${site.client_id}?popup=${popup.id}`}>
          Leads of this popup
        </Link>
      </p>

      <section className={ui.panel} aria-labelledby="results-title">
        <h2 id="results-title">
          {stats.from} to {stats.to} <span className={ui.muted}>({stats.time_zone})</span>
        </h2>
        <Form method="get" className={styles.range} key={`${stats.from}-${stats.to}`}>
          <div>
            <label htmlFor="range-from">From</label>
            <input id="range-from" type="date" name="from" defaultValue={stats.from} max={end} />
          </div>
          <div>
            <label htmlFor="range-to">To</label>
            <input id="range-to" type="date" name="to" defaultValue={stats.to} max={end} />
          </div>
          <button type="submit" className={ui.secondary}>
            Show
          </button>
          {PRESETS.map((days) => (
            <Link key={days} className={ui.secondary} to={`?from=${addDays(end, -(days - 1))}&to=${end}`}>
              Last {days} days
            </Link>
          ))}
        </Form>
        <dl className={styles.totals} aria-label="Totals">
          <div>
            <dt>Views</dt>
            <dd>{formatCount(stats.totals.views)}</dd>
          </div>
          <div>
            <dt>Closes</dt>
            <dd>{formatCount(stats.totals.closes)}</dd>
          </div>
          <div>
            <dt>Conversions</dt>
            <dd>{formatCount(stats.totals.conversions)}</dd>
          </div>
          <div>
            <dt>Conversion rate</dt>
            <dd>{formatRate(stats.totals.conversions, stats.totals.views)}</dd>
          </div>
          <div>
            <dt>Shop orders</dt>
            <dd data-testid="attributed-orders">{formatCount(stats.orders?.count ?? 0)}</dd>
          </div>
          <div>
            <dt>Revenue</dt>
            <dd data-testid="attributed-revenue">{formatMoney(stats.orders?.revenue_cents ?? 0)}</dd>
          </div>
        </dl>
        <ResultsChart days={stats.days} />
        <DataTable
          label="Results per day"
          rows={[...stats.days].reverse()}
          rowKey={(day) => day.day}
          rowHeader
          empty="No days in this range."
          columns={[
            { header: 'Day', cell: (day) => day.day },
            { header: 'Views', numeric: true, cell: (day) => formatCount(day.views) },
            { header: 'Closes', numeric: true, cell: (day) => formatCount(day.closes) },
            { header: 'Conversions', numeric: true, cell: (day) => formatCount(day.conversions) },
            {
              header: 'Conversion rate',
              numeric: true,
              cell: (day) => formatRate(day.conversions, day.views),
            },
          ]}
        />
      </section>
      {stats.prizes.length > 0 && <PrizesPanel prizes={stats.prizes} />}
      {stats.stores.length > 0 && <StoresPanel stores={stats.stores} />}
      {abTest && <AbTestPanel result={abTest} />}
    </>
  );
}

function AbTestPanel({ result }: { result: AbTestResult }) {
  return (
    <section className={ui.panel} aria-labelledby="ab-title">
      <h2 id="ab-title">A/B test</h2>
      <p
        className={`${styles.verdict} ${result.verdict.kind === 'winner' ? styles.winner : ''}`}
        role="status"
      >
        {describeVerdict(result)}
      </p>
      <div className={ui.tableWrap}>
        <table className={ui.table} aria-label="A/B test versions">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col" className={ui.number}>
                Views
              </th>
              <th scope="col" className={ui.number}>
                Conversions
              </th>
              <th scope="col" className={ui.number}>
                Conversion rate
              </th>
              <th scope="col" className={ui.number}>
                Orders
              </th>
              <th scope="col" className={ui.number}>
                Revenue
              </th>
              <th scope="col" className={ui.number}>
                Change
              </th>
              <th scope="col" className={ui.number}>
                p-value
              </th>
              <th scope="col" className={ui.number}>
                Confidence
              </th>
            </tr>
          </thead>
          <tbody>
            {result.arms.map((arm) => (
              <tr key={arm.id}>
                <th scope="row">
                  <Link to={`/popups/${arm.id}/edit`}>{arm.name}</Link>{' '}
                  {arm.control && <span className={ui.badge}>Original</span>}{' '}
                  {arm.id === result.verdict.winner_id && <span className={ui.active}>Winner</span>}
                  {arm.status === 'paused' && <span className={ui.badge}>Paused</span>}
                </th>
                <td className={ui.number}>{formatCount(arm.views)}</td>
                <td className={ui.number}>{formatCount(arm.conversions)}</td>
                <td className={ui.number}>{formatRate(arm.conversions, arm.views)}</td>
                <td className={ui.number}>{formatCount(arm.orders ?? 0)}</td>
                <td className={ui.number}>{formatMoney(arm.revenue_cents ?? 0)}</td>
                {arm.control ? (
                  <>
                    <td className={ui.number}>–</td>
                    <td className={ui.number}>–</td>
                    <td className={ui.number}>–</td>
                  </>
                ) : arm.p_value === null ? (
                  <td className={ui.number} colSpan={3}>
                    Not enough data
                  </td>
                ) : (
                  <>
                    <td className={ui.number}>{formatLift(arm.lift)}</td>
                    <td className={ui.number}>{formatPValue(arm.p_value)}</td>
                    <td className={ui.number}>{formatConfidence(arm.p_value)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={ui.muted}>
        Each variant is compared with the original by a two-proportion z-test. A winner is named once every
        version has at least {result.min_views} views and a difference reaches p &lt;{' '}
        {result.threshold.toFixed(3)} (0.05 shared among the variants). Visitors keep the version they first
        saw.
      </p>
    </section>
  );
}
