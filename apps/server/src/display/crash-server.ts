import type { AddressInfo } from 'node:net';
import { createSiteWithLightbox, openDatabase } from '@hookline/db';
import { testApp } from '../testing.ts';

/**
 * A server for conversion-crash.test.ts, in a process of its own so that the test can kill it with
 * SIGKILL: PGlite in CRASH_DATA_DIR, or PostgreSQL at CRASH_DATABASE_URL in schema CRASH_SCHEMA.
 * With CRASH_UNIQUE_COUPON=1 the popup hands each conversion a unique coupon code. Prints one JSON
 * line with what a visitor's conversion needs.
 */
const url = process.env.CRASH_DATABASE_URL;
const database = await openDatabase(
  url ? { url, schema: process.env.CRASH_SCHEMA!, poolSize: 4 } : { dataDir: process.env.CRASH_DATA_DIR! },
);
await database.migrate();
const unique = { coupon_type: 'code', code: 'CRASH', unique: { kind: 'percent' as const, amount: 10 } };
const { site, popup } = await createSiteWithLightbox(database.db, {
  domains: ['localhost'],
  popup: process.env.CRASH_UNIQUE_COUPON === '1' ? { designProperties: { coupon: unique } } : {},
});
const { app } = await testApp(database);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    port: (app.server.address() as AddressInfo).port,
    clientId: site.clientId,
    popupId: popup.publicId,
    viewerId: popup.viewerId,
    siteId: site.id,
  }),
);
