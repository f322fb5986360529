import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { mergeRollups, openDatabase, sql, type Database } from '@hookline/db';
import { rawDailyCounts } from '@hookline/db/testing';
import { createOwner, logIn, testApp, type Owner } from '@hookline/server/testing';
import { leadLoad } from './lead-load.ts';
import { median, startProcess, stopProcess } from './process.ts';

/**
 * Hookline past one machine (issue 25): the results call as the events behind it grow tenfold and
 * tenfold again, the leads list and CSV export at a million leads, and display calls and
 * conversions with two server processes beside one. PostgreSQL only: scale is what it is for.
 */

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Milliseconds `run` takes, median of `times`. */
async function timed(times: number, run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let n = 0; n < times; n++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** This process's heap in use after a full collection (V8's gc, reached without a command-line flag). */
function liveHeap(): () => number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    return process.memoryUsage().heapUsed;
  };
}

interface Stack {
  database: Database;
  owner: Owner;
  base: string;
  cookie: string;
  close(): Promise<void>;
}

/** The whole app on a fresh schema, listening, with a logged-in owner of one site and popup. */
async function stack(url: string, name: string): Promise<Stack> {
  const schema = `hl_bench_${name}_${process.pid}`;
  const database = await openDatabase({ url, schema, poolSize: 10 });
  await database.migrate();
  const owner = await createOwner(database.db);
  const { app } = await testApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await logIn(app, owner.email);
  return {
    database,
    owner,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    cookie,
    async close() {
      await app.close();
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await database.close();
    },
  };
}

const get = async (s: Stack, path: string) => {
  const response = await fetch(`${s.base}${path}`, { headers: { cookie: s.cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
};

export interface ResultsStep {
  views: number;
  insertSeconds: number;
  /** From the insert's commit to a results answer with every view counted. */
  countedMs: number;
  /** The results call (30 days), median of 5. */
  statsMs: number;
  /** The same figures counted over the raw rows, as before the rollups. */
  rawMs: number;
}

/** The results call over 30 days with 100,000, 1,000,000 and 10,000,000 views behind it. */
export async function benchResults(
  url: string,
  sizes = [100_000, 1_000_000, 10_000_000],
): Promise<ResultsStep[]> {
  const s = await stack(url, 'results');
  const { site, popup } = s.owner;
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const path = `/api/admin/popups/${popup.publicId}/stats?from=${from}&to=${today}&tz=Europe/London`;
  const steps: ResultsStep[] = [];
  let views = 0;
  try {
    for (const size of sizes) {
      const start = performance.now();
      // Straight into the table, a million rows a statement, as a bulk import would.
      for (let left = size - views; left > 0; left -= 1_000_000) {
        await s.database.db.execute(sql`
          insert into views (site_id, popup_id, created_at)
          select ${site.id}::uuid, ${popup.id}::uuid, now() - random() * interval '29 days'
          from generate_series(1, ${Math.min(left, 1_000_000)}::int)`);
      }
      const insertSeconds = (performance.now() - start) / 1000;
      views = size;
      const inserted = performance.now();
      for (;;) {
        const stats = (await get(s, path)) as { totals: { views: number } };
        if (stats.totals.views === views) break;
      }
      const countedMs = performance.now() - inserted;
      const statsMs = await timed(5, () => get(s, path));
      const range = { from, to: today, timeZone: 'Europe/London' };
      const rawMs = await timed(1, () => rawDailyCounts(s.database.db, [popup.id], range));
      steps.push({ views, insertSeconds, countedMs, statsMs, rawMs });
      console.log(
        `results at ${fmt(views)} views: ${fmt(statsMs, 1)} ms (raw ${fmt(rawMs)} ms), counted after ${fmt(countedMs)} ms`,
      );
    }
  } finally {
    await s.close();
  }
  return steps;
}

export interface LeadsFigures {
  leads: number;
  firstPageMs: number;
  deepPageMs: number;
  offsetDeepPageMs: number;
  searchMs: number;
  weekMs: number;
  csvSeconds: number;
  csvRows: number;
  csvPeakHeapMb: number;
}

/** The leads list (first and a deep page, a search, a week) and the CSV export at a million leads. */
export async function benchLeads(url: string, count = 1_000_000): Promise<LeadsFigures> {
  const s = await stack(url, 'leads');
  const { site, popup } = s.owner;
  try {
    for (let at = 0; at < count; at += 250_000) {
      await s.database.db.execute(sql`
        insert into conversions (site_id, popup_id, created_at, conversion_key, email, fields, payload)
        select ${site.id}::uuid, ${popup.id}::uuid, now() - random() * interval '90 days', 'k' || n,
          'lead' || n || '@example.com', jsonb_build_object('email', 'lead' || n || '@example.com', 'name', 'Lead ' || n),
          '{"url":"https://shop.example.com/"}'::jsonb
        from generate_series(${at + 1}::int, ${Math.min(count, at + 250_000)}::int) as n`);
    }
    await s.database.db.execute(sql`analyze conversions`);
    await mergeRollups(s.database.db, { wait: true });
    const leads = `/api/admin/leads?site=${site.clientId}&limit=25`;
    const firstPageMs = await timed(5, () => get(s, leads));
    // The cursor of the lead half way down the list, as paging Next that far would reach it.
    const middle = await s.database.db.execute(sql`
      select (extract(epoch from created_at) * 1000000)::bigint::text || '-' || id as cursor from conversions
      where site_id = ${site.id} order by created_at desc, id desc offset ${Math.floor(count / 2)} limit 1`);
    const cursor = (middle as unknown as { rows: { cursor: string }[] }).rows[0]!.cursor;
    const deepPageMs = await timed(5, () => get(s, `${leads}&before=${cursor}`));
    // What the list cost before (issue 25): the same page by OFFSET.
    const offsetDeepPageMs = await timed(3, () =>
      s.database.db.execute(sql`
        select c.id from conversions c join sites s on s.id = c.site_id
        where s.account_id = ${s.owner.account.id} and c.site_id = ${site.id}
        order by c.created_at desc, c.id desc offset ${Math.floor(count / 2)} limit 25`),
    );
    const searchMs = await timed(3, () => get(s, `${leads}&q=lead${Math.floor(count / 3)}@`));
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const weekMs = await timed(5, () => get(s, `${leads}&from=${week}&tz=UTC`));

    // The whole export, read as a browser downloads it, with the live heap (after a full collection)
    // sampled every second: what the export holds, not the garbage it leaves for the collector.
    const live = liveHeap();
    const before = live();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, live())), 1_000);
    const start = performance.now();
    const response = await fetch(`${s.base}/api/admin/leads.csv?site=${site.clientId}`, {
      headers: { cookie: s.cookie },
    });
    let csvRows = -1;
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const byte of chunk.value) if (byte === 10) csvRows += 1;
    }
    const csvSeconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    return {
      leads: count,
      firstPageMs,
      deepPageMs,
      offsetDeepPageMs,
      searchMs,
      weekMs,
      csvSeconds,
      csvRows,
      csvPeakHeapMb: (peak - before) / 1024 / 1024,
    };
  } finally {
    await s.close();
  }
}

export interface WorkersRun {
  workers: number;
  displayPerSecond: number;
  conversionsPerSecond: number;
}

/** Display calls and conversions per second with WORKERS=1 and WORKERS=2 on PostgreSQL. */
export async function benchWorkers(url: string, rounds: number, seconds: number): Promise<WorkersRun[]> {
  const runs: WorkersRun[] = [];
  for (const workers of [1, 2]) {
    const server = await startProcess<{ port: number; clientId: string; popupId: string; viewerId: string }>(
      'scripts/bench/cluster-server.ts',
      { BENCH_DATABASE_URL: url, WORKERS: String(workers) },
    );
    const { port, clientId, popupId, viewerId } = server.info;
    const display: number[] = [];
    const leads: number[] = [];
    try {
      for (let round = 0; round < rounds; round++) {
        const result = await autocannon({
          url: `http://127.0.0.1:${port}/api/display/${clientId}`,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'domain=localhost',
          connections: 50,
          duration: seconds,
        });
        display.push(result.requests.average);
        const conv = await leadLoad({
          port,
          path: `/api/display/conversion/${viewerId}`,
          body: (key) =>
            new URLSearchParams({
              poptin_id: popupId,
              client_id: clientId,
              email: `l-${key}@example.com`,
              conversion_key: key,
            }).toString(),
          connections: 50,
          seconds,
        });
        leads.push(conv.requestsPerSecond);
      }
    } finally {
      await stopProcess(server.child);
    }
    runs.push({ workers, displayPerSecond: median(display), conversionsPerSecond: median(leads) });
    console.log(`WORKERS=${workers}: display ${fmt(median(display))}/s, conversions ${fmt(median(leads))}/s`);
  }
  return runs;
}

/** The scale section of docs/benchmarks-latest.md. */
export function scaleBenchMarkdown(
  results: ResultsStep[],
  leads: LeadsFigures,
  workers: WorkersRun[],
): string {
  return [
    '## Scale (PostgreSQL)',
    '',
    'The results call of one popup over 30 days (Europe/London) as the views behind it grow; the views go straight into the table, a million rows a statement. "Counted after" is from the insert\'s commit to the first results answer that counts them all. "Raw count" is the same figures counted over the event rows, as the results call did before the rollups.',
    '',
    '| views | insert (s) | counted after (ms) | results call, median of 5 (ms) | raw count (ms) |',
    '|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${fmt(r.views)} | ${fmt(r.insertSeconds, 1)} | ${fmt(r.countedMs)} | ${fmt(r.statsMs, 1)} | ${fmt(r.rawMs)} |`,
    ),
    '',
    `Leads at ${fmt(leads.leads)} (one site, 90 days), through the API:`,
    '',
    '| what | median (ms) |',
    '|---|---:|',
    `| first page (25) | ${fmt(leads.firstPageMs, 1)} |`,
    `| a page half way down, by key (\`before=\`) | ${fmt(leads.deepPageMs, 1)} |`,
    `| the same page by \`OFFSET\` (what the list did before; the query alone) | ${fmt(leads.offsetDeepPageMs, 1)} |`,
    `| a search matching one lead | ${fmt(leads.searchMs, 1)} |`,
    `| the last 7 days | ${fmt(leads.weekMs, 1)} |`,
    '',
    `The CSV export of all ${fmt(leads.csvRows)} rows took ${fmt(leads.csvSeconds, 1)} s; the live heap (after a full collection, sampled every second) rose by ${fmt(leads.csvPeakHeapMb, 1)} MB at most while it streamed, 1,000 rows a query.`,
    '',
    'Server processes (`WORKERS`, node:cluster) on this machine, the load generator on the same cores:',
    '',
    '| WORKERS | display calls/s | conversions/s |',
    '|---:|---:|---:|',
    ...workers.map((w) => `| ${w.workers} | ${fmt(w.displayPerSecond)} | ${fmt(w.conversionsPerSecond)} |`),
    '',
  ].join('\n');
}
