import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '@hookline/db/testing';
import { paths } from './paths.ts';
import { testApp } from './testing.ts';

// Needs `npm run build` (the dashboard's dist), like the journeys.
describe('dashboard assets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp(await testDatabases()[0]!.open()));
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves a built asset', async () => {
    const asset = readdirSync(join(paths.dashboardDist, 'assets')).find((name) => name.endsWith('.js'))!;
    expect((await get(`/app/assets/${asset}`)).statusCode).toBe(200);
  });

  it('answers a path out of the assets folder the same whether the file exists or not', async () => {
    // ../package.json exists next to dist; the other does not.
    const existing = await get('/app/assets/..%2f..%2fpackage.json');
    const missing = await get('/app/assets/..%2f..%2fno-such-file.json');
    const deeper = await get('/app/assets/..%2f..%2f..%2f..%2fpackage.json');
    expect([existing.statusCode, missing.statusCode, deeper.statusCode]).toEqual([404, 404, 404]);
    expect(existing.body).toBe(missing.body);
  });

  it('answers a missing asset 404, not the app page', async () => {
    expect((await get('/app/assets/missing-abc123.js')).statusCode).toBe(404);
  });

  it('still answers the app page for app routes', async () => {
    const response = await get('/app/popups/123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
