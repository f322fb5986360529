import { z } from 'zod';

/** A shop coupon as the dashboard shows it (`/api/admin/sites/:clientId/coupons`). */
export const ZAdminCoupon = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed_cart']),
  /** Percent (1-100) or cents. */
  amount: z.number(),
  expires_at: z.string().nullable(),
  min_spend_cents: z.number().nullable(),
  usage_limit: z.number().nullable(),
  usage_limit_per_customer: z.number().nullable(),
  usage_count: z.number(),
  popup_id: z.string().nullable(),
  /** Set for a unique code generated for one popup conversion. */
  conversion_id: z.string().nullable(),
  description: z.string(),
  created_at: z.string(),
});
export type TAdminCoupon = z.infer<typeof ZAdminCoupon>;

export const ZAdminCouponList = z.object({ coupons: z.array(ZAdminCoupon) });
export type TAdminCouponList = z.infer<typeof ZAdminCouponList>;

const optionalLimit = z.union([z.null(), z.number().int().min(1).max(1_000_000)]).optional();

/** Create or change a coupon. Codes: letters, digits, `-` and `_`, compared case-insensitively. */
export const ZCouponSaveRequest = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(50)
      .regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, - and _ only')
      .transform((c) => c.toLowerCase()),
    kind: z.enum(['percent', 'fixed_cart']),
    amount: z.number().int().min(1).max(10_000_000),
    expires_at: z.union([z.null(), z.iso.datetime({ offset: true })]).optional(),
    min_spend_cents: optionalLimit,
    usage_limit: optionalLimit,
    usage_limit_per_customer: optionalLimit,
    popup_id: z.union([z.null(), z.uuid()]).optional(),
    description: z.string().max(500).optional(),
  })
  .refine((c) => c.kind !== 'percent' || c.amount <= 100, {
    path: ['amount'],
    message: 'a percentage is at most 100',
  });
export type TCouponSaveRequest = z.input<typeof ZCouponSaveRequest>;

export const ZCouponParams = z.object({ couponId: z.uuid('must be a coupon id') });
