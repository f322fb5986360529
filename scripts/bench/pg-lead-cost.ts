import { randomBytes } from 'node:crypto';
import { createSiteWithLightbox, openDatabase } from '@hookline/db';
import { eventTables, insertEvents } from '../../packages/db/src/events/group-insert.ts';
import { postgresCpuMicros } from './process.ts';
import { BENCH_PG_URL } from './requests.ts';

/**
 * Where PostgreSQL's own CPU time per lead goes (issue 27): the event writer's group insert
 * (`insertEvents`, groups of 50, one after another) into a fresh schema, with the CPU time of all of
 * the machine's PostgreSQL processes read from /proc before and after, first with the schema as
 * migrated, then with one part taken away at a time (the rollup and delivery triggers, the leads
 * search's trigram index, the two foreign keys, the two time indexes). The schema is dropped at the
 * end. A measuring tool, not a proposal: each part is there for a feature.
 *
 *   node --import tsx scripts/bench/pg-lead-cost.ts      (BENCH_DATABASE_URL or the local `test` database)
 */
const GROUPS = Number(process.env.BENCH_GROUPS ?? 150);
const GROUP_SIZE = 50;

const schema = `hl_lead_cost_${process.pid}`;
const database = await openDatabase({ url: BENCH_PG_URL, schema, poolSize: 4 });
await database.migrate();
const { site, popup } = await createSiteWithLightbox(database.db, { domains: ['localhost'] });
const exec = (statement: string) => database.db.execute(statement as never);
const table = `${schema}.conversions`;

const lead = () => {
  const key = randomBytes(12).toString('base64url');
  const email = `lead-${key}@example.com`;
  return {
    siteId: site.id,
    popupId: popup.id,
    conversionKey: key,
    viewId: null,
    email,
    fields: { email },
    payload: { url: 'http://localhost/', visitor: 'desktop', email },
  };
};

async function measure(label: string): Promise<void> {
  const before = postgresCpuMicros();
  const started = performance.now();
  for (let group = 0; group < GROUPS; group++) {
    await insertEvents(database.db, eventTables.conversion, Array.from({ length: GROUP_SIZE }, lead));
  }
  const rows = GROUPS * GROUP_SIZE;
  const wallUs = ((performance.now() - started) * 1000) / rows;
  const cpuUs = ((postgresCpuMicros() ?? NaN) - (before ?? NaN)) / rows;
  console.log(`| ${label} | ${cpuUs.toFixed(1)} | ${wallUs.toFixed(1)} |`);
}

try {
  console.log('| schema | PostgreSQL CPU per lead, µs | wall time per lead, µs (one writer) |');
  console.log('|---|---:|---:|');
  await measure('as migrated (warm-up)');
  await measure('as migrated');
  await exec(`alter table ${table} disable trigger conversions_rollup`);
  await exec(`alter table ${table} disable trigger conversions_webhook`);
  await measure('without the rollup and delivery triggers');
  await exec(`drop index ${schema}.conversions_fields_text_idx`);
  await measure('... and without the leads search trigram index');
  await exec(`alter table ${table} drop constraint conversions_popup_id_popups_id_fk`);
  await exec(`alter table ${table} drop constraint conversions_site_id_sites_id_fk`);
  await measure('... and without the two foreign keys');
  await exec(`drop index ${schema}.conversions_popup_time_idx`);
  await exec(`drop index ${schema}.conversions_site_time_idx`);
  await measure('... and without the two time indexes');
} finally {
  await exec(`drop schema if exists ${schema} cascade`);
  await database.close();
}
