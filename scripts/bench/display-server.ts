import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { addPopup, createSiteWithLightbox, emailFormContent, openDatabase, sql } from '@hookline/db';
import { testApp } from '@hookline/server/testing';

/**
 * A Hookline server for the benchmarks, in its own process: PGlite in memory, or PostgreSQL in a
 * fresh schema when BENCH_DATABASE_URL is set. Seeds one site whose pixel runs on localhost with
 * POPUPS active popups, then prints one JSON line with what the load generator needs.
 */
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(
  url ? { url, schema: `hl_bench_${process.pid}`, poolSize: 10 } : { dataDir: 'memory://' },
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

// `count <prefix>` on standard input: how many conversions with keys starting so are committed
// (the bench checks that every conversion answered 2xx is stored).
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, prefix] = line.trim().split(' ');
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
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
