import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { addPopup, createSiteWithLightbox, emailFormContent, openDatabase, sql } from '@hookline/db';
import { testApp } from '@hookline/server/testing';

/**
 * A Hookline server for the benchmarks, in its own process: PGlite in a fresh data directory on disk
 * (as `npm start` runs it; `BENCH_PGLITE=memory` for an in-memory one), or PostgreSQL in a fresh
 * schema when BENCH_DATABASE_URL is set. Seeds one site whose pixel runs on localhost with POPUPS
 * active popups, then prints one JSON line with what the load generator needs.
 */
const url = process.env.BENCH_DATABASE_URL;
const dataDir = url
  ? null
  : process.env.BENCH_PGLITE === 'memory'
    ? 'memory://'
    : mkdtempSync(join(tmpdir(), 'hookline-bench-'));
const database = await openDatabase(
  url ? { url, schema: `hl_bench_${process.pid}`, poolSize: 10 } : { dataDir: dataDir! },
);
await database.migrate();
// SECONDS_ON_PAGE sets the lightbox's trigger (the main-thread bench shows it at once, or never).
const secondsOnPage = process.env.SECONDS_ON_PAGE ? Number(process.env.SECONDS_ON_PAGE) : undefined;
const owner = await createSiteWithLightbox(database.db, { domains: ['localhost'], secondsOnPage });
const { site, popup } = owner;
const extra = Number(process.env.POPUPS ?? '1') - 1;
for (let i = 0; i < extra; i++) {
  await addPopup(database.db, owner, {
    name: `Popup ${i + 2}`,
    content: emailFormContent(`Offer ${i + 2}`),
    triggers: { seconds_on_page: 5 },
  });
}
const { app } = await testApp(database, { displayCache: process.env.DISPLAY_CACHE !== '0' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
console.log(
  JSON.stringify({
    port,
    clientId: site.clientId,
    popupId: popup.publicId,
    viewerId: popup.viewerId,
    kind: database.kind,
  }),
);

// On standard input: `count <prefix>`, how many conversions with keys starting so are committed (the
// bench checks that every conversion answered 2xx is stored); `profile start`, then `profile stop
// <file>`, a CPU profile of this process's main thread over that time only (profile-conversions.ts:
// the load, without the start-up's compiling and migrating).
let inspector: Session | null = null;
const profile = async (action: string | undefined, file: string | undefined) => {
  if (action === 'start') {
    inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
    await inspector.post('Profiler.start');
    console.log(JSON.stringify({ profiling: true }));
  } else if (action === 'stop' && inspector && file) {
    const { profile: taken } = await inspector.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(taken));
    inspector.disconnect();
    inspector = null;
    console.log(JSON.stringify({ profile: file }));
  }
};
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, prefix, file] = line.trim().split(' ');
  if (command === 'profile') return void profile(prefix, file);
  if (command !== 'count' || !prefix || !/^[A-Za-z0-9_-]+$/.test(prefix)) return;
  void database.db
    .execute(sql`select count(*)::int as n from conversions where conversion_key like ${`${prefix}%`}`)
    .then((result) => {
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      console.log(JSON.stringify({ count: Number(rows[0]!.n) }));
    });
});

const stop = async () => {
  await app.close();
  if (url)
    await database.db
      .execute(`drop schema if exists hl_bench_${process.pid} cascade` as never)
      .catch(() => undefined);
  await database.close();
  if (dataDir && !dataDir.startsWith('memory://')) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
