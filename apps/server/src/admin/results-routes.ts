import type { FastifyInstance } from 'fastify';
import {
  countsByPopup,
  dailyCounts,
  listTestMembers,
  mergeRollups,
  prizeCounts,
  revenueByPopup,
  storeCounts,
} from '@hookline/db';
import {
  ZRangeQuery,
  type TAbTestResult,
  type TDesignProperties,
  type TPopupStats,
  type TPrizeStats,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';
import { analyseTest, MIN_VIEWS_PER_ARM } from './ab-significance.ts';
import { resolveRange } from './day-range.ts';
import { callerPopup } from './popup-editor-routes.ts';

const rateOf = (conversions: number, views: number) => (views > 0 ? conversions / views : 0);

/**
 * `GET /api/admin/popups/:popupId/stats`: views, closes, conversions and conversion rate per day.
 * `GET /api/admin/popups/:popupId/ab-test`: the popup's A/B test (it may be the parent or a variant)
 * compared arm by arm. Both take `from`, `to` (`YYYY-MM-DD`, inclusive) and `tz` (IANA name).
 */
export async function resultsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const range = (query: unknown) => {
    const resolved = resolveRange(parse(ZRangeQuery, query, 'query'), new Date());
    if (typeof resolved === 'string')
      throw new HttpError(400, 'invalid_request', `Invalid query: ${resolved}`);
    return resolved;
  };

  app.get('/api/admin/popups/:popupId/stats', async (request): Promise<TPopupStats> => {
    const popup = await callerPopup(ctx, request);
    const days = range(request.query);
    await mergeRollups(db, { wait: true });
    const [rows, revenue, stores] = await Promise.all([
      dailyCounts(db, [popup.row.id], days),
      revenueByPopup(db, [popup.row.id], days),
      storeCounts(db, popup.row.id, days),
    ]);
    const sold = revenue.get(popup.row.id);
    const sum = (key: 'views' | 'closes' | 'conversions') => rows.reduce((total, row) => total + row[key], 0);
    const totals = { views: sum('views'), closes: sum('closes'), conversions: sum('conversions') };
    return {
      popup: { id: popup.row.publicId, name: popup.row.name },
      from: days.from,
      to: days.to,
      time_zone: days.timeZone,
      days: rows.map((row) => ({ ...row, rate: rateOf(row.conversions, row.views) })),
      totals: { ...totals, rate: rateOf(totals.conversions, totals.views) },
      orders: { count: sold?.orders ?? 0, revenue_cents: sold?.revenueCents ?? 0 },
      prizes:
        popup.row.type === 'gamified' ? await prizesWon(popup.row.id, popup.row.designProperties, days) : [],
      stores: stores.map(({ storeIntegration, ...counts }) => ({
        store_integration: storeIntegration,
        ...counts,
      })),
    };
  });

  /** Each prize of the set with its conversions, then any recorded prize the set no longer has. */
  async function prizesWon(
    popupId: string,
    design: TDesignProperties,
    days: Parameters<typeof prizeCounts>[2],
  ): Promise<TPrizeStats[]> {
    const counts = await prizeCounts(db, popupId, days);
    const prizes = Object.entries(design.prizes ?? {}).map(([id, prize]) => ({
      prize_id: id,
      label: prize.label,
      code: prize.code,
      winning: prize.loosing_option === 0,
      won: counts.get(id) ?? 0,
    }));
    const gone = [...counts].filter(([id]) => !prizes.some((prize) => prize.prize_id === id));
    return [
      ...prizes,
      ...gone.map(([id, won]) => ({ prize_id: id, label: id, code: '', winning: false, won })),
    ];
  }

  app.get('/api/admin/popups/:popupId/ab-test', async (request): Promise<TAbTestResult> => {
    const { account } = sessionOf(request);
    const popup = await callerPopup(ctx, request);
    const days = range(request.query);
    const members = await listTestMembers(db, account.id, popup.row.abTestParentId ?? popup.row.id);
    await mergeRollups(db, { wait: true });
    const ids = members.map((m) => m.id);
    const [counts, revenue] = await Promise.all([
      countsByPopup(db, ids, days),
      revenueByPopup(db, ids, days),
    ]);
    const analysis = analyseTest(
      members.map((m) => ({
        id: m.publicId,
        views: counts.get(m.id)?.views ?? 0,
        conversions: counts.get(m.id)?.conversions ?? 0,
      })),
    );
    const byId = new Map(members.map((m) => [m.publicId, m]));
    const { verdict } = analysis;
    return {
      parent: members[0]!.publicId,
      from: days.from,
      to: days.to,
      time_zone: days.timeZone,
      min_views: MIN_VIEWS_PER_ARM,
      threshold: analysis.threshold,
      arms: analysis.arms.map((arm, index) => ({
        id: arm.id,
        name: byId.get(arm.id)?.name ?? '',
        status: byId.get(arm.id)?.status === 'active' ? 'active' : 'paused',
        control: index === 0,
        views: arm.views,
        conversions: arm.conversions,
        rate: arm.rate,
        orders: revenue.get(byId.get(arm.id)?.id ?? '')?.orders ?? 0,
        revenue_cents: revenue.get(byId.get(arm.id)?.id ?? '')?.revenueCents ?? 0,
        z: arm.test?.z ?? null,
        p_value: arm.test?.pValue ?? null,
        lift: arm.test?.lift ?? null,
        significant: arm.test?.significant ?? null,
      })),
      verdict: {
        kind: verdict.kind,
        reason: verdict.kind === 'not_enough_data' ? verdict.reason : null,
        winner_id: verdict.kind === 'winner' ? verdict.winnerId : null,
      },
    };
  });
}
