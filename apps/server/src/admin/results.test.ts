import { beforeAll, expect, it } from 'vitest';
import { addPopup, eq, tables } from '@hookline/db';
import { ZAbTestResult, ZPopupStats } from '@hookline/schema';
import { adminSuite } from './testing.ts';

adminSuite('results API', (suite) => {
  let variant: typeof tables.popups.$inferSelect;

  beforeAll(async () => {
    const db = suite.database.db;
    const base = { siteId: suite.owner.site.id, popupId: suite.owner.popup.id };
    const at = (iso: string) => ({ ...base, createdAt: new Date(iso) });
    // 2025-03-01 22:30Z is already March 2nd in Jerusalem (UTC+2).
    await db.insert(tables.views).values([
      at('2025-03-01T10:00:00Z'),
      at('2025-03-01T22:30:00Z'),
      at('2025-03-02T09:00:00Z'),
      at('2025-03-03T09:00:00Z'),
      at('2025-02-27T09:00:00Z'), // outside the range
    ]);
    await db.insert(tables.closes).values([at('2025-03-01T11:00:00Z')]);
    await db.insert(tables.conversions).values([{ ...at('2025-03-02T09:05:00Z'), fields: {}, payload: {} }]);

    await db.update(tables.popups).set({ abTest: true }).where(eq(tables.popups.id, suite.owner.popup.id));
    variant = await addPopup(db, suite.owner, {
      name: 'Variant B',
      content: suite.owner.popup.content,
      abTestParentId: suite.owner.popup.id,
    });
    const day = new Date('2025-03-05T12:00:00Z');
    const many = (popupId: string, count: number) =>
      Array.from({ length: count }, () => ({ siteId: suite.owner.site.id, popupId, createdAt: day }));
    await db.insert(tables.views).values([...many(suite.owner.popup.id, 1000), ...many(variant.id, 1000)]);
    const leads = (popupId: string, count: number) =>
      many(popupId, count).map((row) => ({ ...row, fields: {}, payload: {} }));
    await db
      .insert(tables.conversions)
      .values([...leads(suite.owner.popup.id, 100), ...leads(variant.id, 130)]);
  });

  const { get } = suite;

  it('counts views, closes and conversions per day of the owner’s time zone, with every day present', async () => {
    const utc = ZPopupStats.parse(
      (
        await get(`/api/admin/popups/${suite.owner.popup.publicId}/stats?from=2025-03-01&to=2025-03-04`)
      ).json(),
    );
    expect(utc.days.map((d) => [d.day, d.views, d.closes, d.conversions])).toEqual([
      ['2025-03-01', 2, 1, 0],
      ['2025-03-02', 1, 0, 1],
      ['2025-03-03', 1, 0, 0],
      ['2025-03-04', 0, 0, 0],
    ]);
    expect(utc.totals).toEqual({ views: 4, closes: 1, conversions: 1, rate: 0.25 });
    expect(utc.days[1]!.rate).toBe(1);

    const jerusalem = ZPopupStats.parse(
      (
        await get(
          `/api/admin/popups/${suite.owner.popup.publicId}/stats?from=2025-03-01&to=2025-03-02&tz=Asia/Jerusalem`,
        )
      ).json(),
    );
    expect(jerusalem.days.map((d) => [d.day, d.views])).toEqual([
      ['2025-03-01', 1],
      ['2025-03-02', 2],
    ]);
    expect(jerusalem.time_zone).toBe('Asia/Jerusalem');
  });

  it('defaults to the last 30 days', async () => {
    const stats = ZPopupStats.parse(
      (await get(`/api/admin/popups/${suite.owner.popup.publicId}/stats`)).json(),
    );
    expect(stats.days).toHaveLength(30);
    expect(stats.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('compares the A/B test’s versions with a significance figure and a verdict', async () => {
    // Asked through the variant, the answer is the same test, control first.
    const response = await get(`/api/admin/popups/${variant.publicId}/ab-test?from=2025-03-05&to=2025-03-05`);
    expect(response.statusCode).toBe(200);
    const result = ZAbTestResult.parse(response.json());
    expect(result.parent).toBe(suite.owner.popup.publicId);
    expect(result.arms.map((a) => [a.id, a.control, a.views, a.conversions])).toEqual([
      [suite.owner.popup.publicId, true, 1000, 100],
      [variant.publicId, false, 1000, 130],
    ]);
    expect(result.arms[1]!.p_value).toBeCloseTo(0.0355, 3);
    expect(result.arms[1]!.significant).toBe(true);
    expect(result.verdict).toEqual({ kind: 'winner', reason: null, winner_id: variant.publicId });

    const early = ZAbTestResult.parse(
      (
        await get(`/api/admin/popups/${suite.owner.popup.publicId}/ab-test?from=2025-03-01&to=2025-03-03`)
      ).json(),
    );
    expect(early.verdict.kind).toBe('not_enough_data');
    expect(early.verdict.reason).toMatch(/at least 100 views/);
  });

  it.each([
    ['a range that ends before it starts', '?from=2025-03-05&to=2025-03-01', /from must not be after to/],
    ['a range over a year', '?from=2023-01-01&to=2025-03-01', /366 days/],
    ['a date that does not exist', '?from=2025-02-30', /from/],
    ['an unknown time zone', '?tz=Mars/Olympus', /tz/],
    ['an unknown parameter', '?days=7', /days/],
  ])('refuses %s with a 400', async (_name, query, message) => {
    const response = await get(`/api/admin/popups/${suite.owner.popup.publicId}/stats${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('counts the conversions of each prize of a game, winning and losing, and a prize the set no longer has', async () => {
    const db = suite.database.db;
    const prize = (chances: number, label: string, code: string) => ({
      chances,
      label,
      code,
      loosing_option: code ? (0 as const) : (1 as const),
      redirect_to: 0 as const,
    });
    const game = await addPopup(db, suite.owner, {
      name: 'Wheel',
      type: 'gamified',
      format: 3,
      designProperties: { prizes: { ten: prize(60, '10% OFF', 'SPIN10'), none: prize(40, 'No luck', '') } },
    });
    const won = (prizeId: string) => ({
      siteId: suite.owner.site.id,
      popupId: game.id,
      createdAt: new Date('2025-03-02T10:00:00Z'),
      fields: {},
      payload: { prize_id: prizeId },
    });
    await db.insert(tables.conversions).values([won('ten'), won('ten'), won('ten'), won('none'), won('old')]);
    const stats = ZPopupStats.parse(
      (await get(`/api/admin/popups/${game.publicId}/stats?from=2025-03-01&to=2025-03-04`)).json(),
    );
    expect(stats.prizes).toEqual([
      { prize_id: 'ten', label: '10% OFF', code: 'SPIN10', winning: true, won: 3 },
      { prize_id: 'none', label: 'No luck', code: '', winning: false, won: 1 },
      { prize_id: 'old', label: 'old', code: '', winning: false, won: 1 },
    ]);
    const lightbox = ZPopupStats.parse(
      (
        await get(`/api/admin/popups/${suite.owner.popup.publicId}/stats?from=2025-03-01&to=2025-03-04`)
      ).json(),
    );
    expect(lightbox.prizes).toEqual([]);
  });

  it.each(['stats', 'ab-test'])(
    'answers 404 for another account’s popup (%s), and 401 without a session',
    async (what) => {
      const theirs = await get(`/api/admin/popups/${suite.other.popup.publicId}/${what}`);
      expect(theirs.statusCode).toBe(404);
      expect((await get(`/api/admin/popups/${suite.owner.popup.publicId}/${what}`, {})).statusCode).toBe(401);
    },
  );
});
