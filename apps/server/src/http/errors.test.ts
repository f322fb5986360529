import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { formBody, testApp } from '../testing.ts';
import { clientErrorCode } from './errors.ts';

describe('clientErrorCode', () => {
  it.each([
    [{ code: 'FST_ERR_CTP_EMPTY_JSON_BODY' }, 'fst_err_ctp_empty_json_body'],
    [{ error: 'rate_limited' }, 'rate_limited'],
    [{ code: 'FST_X', error: 'other' }, 'fst_x'],
    [{}, 'bad_request'],
    [{ code: 42, error: null }, 'bad_request'],
  ])('answers the code of %j as %s', (error, code) => {
    expect(clientErrorCode(error)).toBe(code);
  });
});

describe.each(testDatabases())('a rate-limited display call on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database, { displayRateLimitPerMinute: 2 }));
  });
  afterAll(() => app.close());

  it('answers 429 with the code rate_limited, not bad_request', async () => {
    const { site } = await createSiteWithLightbox(database.db);
    const display = () =>
      app.inject({
        method: 'POST',
        url: `/api/display/${site.clientId}`,
        ...formBody({ domain: 'localhost' }),
      });
    const statuses = [(await display()).statusCode, (await display()).statusCode];
    expect(statuses).toEqual([200, 200]);
    const limited = await display();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/Too many requests/),
    });
  });
});
