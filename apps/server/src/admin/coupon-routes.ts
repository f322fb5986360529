import type { FastifyInstance } from 'fastify';
import {
  createCoupon,
  deleteCoupon,
  findPopupOfSite,
  listSiteCoupons,
  updateCoupon,
  type CouponRow,
} from '@hookline/db';
import {
  ZCouponParams,
  ZCouponSaveRequest,
  type TAdminCoupon,
  type TAdminCouponList,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { callerSite } from './caller-site.ts';

export const toAdminCoupon = (row: CouponRow): TAdminCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind as TAdminCoupon['kind'],
  amount: row.amount,
  expires_at: row.expiresAt?.toISOString() ?? null,
  min_spend_cents: row.minSpendCents,
  usage_limit: row.usageLimit,
  usage_limit_per_customer: row.usageLimitPerCustomer,
  usage_count: row.usageCount,
  popup_id: row.popupId,
  conversion_id: row.conversionId?.toString() ?? null,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/**
 * A site's shop coupons: `GET|POST /api/admin/sites/:clientId/coupons`,
 * `PUT|DELETE …/coupons/:couponId`. Another account's site or coupon is a 404.
 */
export async function couponRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');
  const base = '/api/admin/sites/:clientId/coupons';

  const checkPopup = async (siteId: string, popupId: string | null | undefined) => {
    if (popupId && !(await findPopupOfSite(db, siteId, popupId))) throw notFound(`Popup ${popupId}`);
  };
  const columns = (input: ReturnType<typeof ZCouponSaveRequest.parse>) => ({
    code: input.code,
    kind: input.kind,
    amount: input.amount,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    minSpendCents: input.min_spend_cents ?? null,
    usageLimit: input.usage_limit ?? null,
    usageLimitPerCustomer: input.usage_limit_per_customer ?? null,
    popupId: input.popup_id ?? null,
    description: input.description ?? '',
  });
  const taken = (code: string) => new HttpError(409, 'coupon_exists', `The site already has a coupon ${code}`);

  app.get(base, async (request): Promise<TAdminCouponList> => {
    const site = await callerSite(db, request);
    return { coupons: (await listSiteCoupons(db, site.id)).map(toAdminCoupon) };
  });

  app.post(base, { preValidation: json }, async (request, reply) => {
    const site = await callerSite(db, request);
    const input = parse(ZCouponSaveRequest, request.body);
    await checkPopup(site.id, input.popup_id);
    const row = await createCoupon(db, { siteId: site.id, ...columns(input) });
    if (!row) throw taken(input.code);
    return reply.status(201).send(toAdminCoupon(row));
  });

  app.put(`${base}/:couponId`, { preValidation: json }, async (request): Promise<TAdminCoupon> => {
    const site = await callerSite(db, request);
    const { couponId } = parse(ZCouponParams, request.params, 'coupon');
    const input = parse(ZCouponSaveRequest, request.body);
    await checkPopup(site.id, input.popup_id);
    const row = await updateCoupon(db, site.id, couponId, columns(input));
    if (row === 'taken') throw taken(input.code);
    if (!row) throw notFound(`Coupon ${couponId}`);
    return toAdminCoupon(row);
  });

  app.delete(`${base}/:couponId`, async (request, reply) => {
    const site = await callerSite(db, request);
    const { couponId } = parse(ZCouponParams, request.params, 'coupon');
    if (!(await deleteCoupon(db, site.id, couponId))) throw notFound(`Coupon ${couponId}`);
    return reply.status(204).send();
  });
}
