import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, eq, mergeRollups, prizeCounts, tables, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { gameContent, gamePrizes } from '@hookline/schema/popup-templates';
import { formBody, testApp } from '../testing.ts';

/**
 * A gamified popup's conversion carries its prize (spec section 3): the display API stores it and
 * refuses a prize the popup does not have, so a visitor cannot forge one through the public API.
 */
describe.each(testDatabases())('prizes of gamified conversions on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let game: Awaited<ReturnType<typeof createSiteWithLightbox>>;
  let lightbox: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database));
    game = await createSiteWithLightbox(database.db, {
      popup: {
        type: 'gamified',
        format: 3,
        content: gameContent(3, 'en'),
        designProperties: { prizes: gamePrizes(3, 'en') },
      },
    });
    lightbox = await createSiteWithLightbox(database.db);
  });
  afterAll(() => app.close());

  const convert = (target: typeof game, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/display/conversion/${target.popup.viewerId}`,
      ...formBody({ poptin_id: target.popup.publicId, client_id: target.site.clientId, ...fields }),
    });
  const rowsOf = (target: typeof game) =>
    database.db.select().from(tables.conversions).where(eq(tables.conversions.popupId, target.popup.id));

  it('stores the prize with the conversion: its id in the payload, its label and code with the lead', async () => {
    const response = await convert(game, {
      email: 'winner@example.com',
      prize_id: 'prize_1',
      prize_label: '10% OFF',
      prize_code: 'SPIN10',
      conversion_key: 'prize-key-00001',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = (await rowsOf(game)).filter((r) => r.conversionKey === 'prize-key-00001');
    expect(row?.fields).toEqual({
      email: 'winner@example.com',
      prize_label: '10% OFF',
      prize_code: 'SPIN10',
    });
    expect(row?.payload.prize_id).toBe('prize_1');
    const day = new Date().toISOString().slice(0, 10);
    await mergeRollups(database.db, { wait: true });
    const counts = await prizeCounts(database.db, game.popup.id, { from: day, to: day, timeZone: 'UTC' });
    expect(counts.get('prize_1')).toBe(1);
  });

  it.each([
    ['a prize_id not in the set', { prize_id: 'off90', prize_code: 'SPIN10' }, /prize_id off90 is not one/],
    [
      'another prize’s code',
      { prize_id: 'prize_4', prize_code: 'SPIN20' },
      /prize_code does not belong to prize prize_4/,
    ],
    ['a made-up code', { prize_id: 'prize_1', prize_code: 'FREE100' }, /prize_code does not belong/],
    ['a made-up label', { prize_id: 'prize_1', prize_label: '90% OFF' }, /prize_label does not belong/],
    ['a code without its prize', { prize_code: 'SPIN10' }, /need the prize_id/],
  ])('refuses %s (400) and stores nothing', async (_name, forged, message) => {
    const before = await rowsOf(game);
    const response = await convert(game, { email: 'forger@example.com', ...forged });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(message),
    });
    expect(await rowsOf(game)).toHaveLength(before.length);
  });

  it('refuses a prize on a popup that has none', async () => {
    const response = await convert(lightbox, { email: 'a@b.co', prize_id: 'prize_1' });
    expect(response.statusCode).toBe(400);
    expect(await rowsOf(lightbox)).toHaveLength(0);
  });
});
