import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '@hookline/db/testing';
import { testApp } from '../testing.ts';

describe('the pixel and its chunks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp(await testDatabases()[0]!.open()));
  });
  afterAll(() => app.close());

  it('serves the loader to any origin, cached for minutes', async () => {
    const response = await app.inject({ method: 'GET', url: '/pixel.js?id=hooklinedemo1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a chunk a cached loader asks for after a release removed it with a readable 404, not a CORS error', async () => {
    const response = await app.inject({ method: 'GET', url: '/embed/popup-REMOVED0.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});
