import {
  cartCoupons,
  couponUsesBy,
  ensureCart,
  findCartId,
  findCoupons,
  listCartLines,
  setCartCoupons,
  type CouponRow,
  type Db,
} from '@hookline/db';
import { COUPON_TEXTS, couponProblem, type CouponTerms } from '../totals.ts';
import type { CartPricing } from './pricing.ts';
import { couponRefused } from './shop-error.ts';

/** A coupon row as the pure coupon rules read it. */
export const couponTerms = (row: CouponRow): CouponTerms => ({
  code: row.code,
  kind: row.kind as CouponTerms['kind'],
  amount: row.amount,
  expiresAt: row.expiresAt,
  minSpendCents: row.minSpendCents,
  usageLimit: row.usageLimit,
  usageCount: row.usageCount,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
});

/** The coupon rows of a cart's codes that still apply to this subtotal (others are left out). */
export async function usableCoupons(db: Db, pricing: CartPricing, codes: string[], subtotalCents: number) {
  if (!pricing.siteId || codes.length === 0) return [];
  const rows = await findCoupons(db, pricing.siteId, codes);
  const now = pricing.now();
  return codes.flatMap((code) => {
    const row = rows.find((r) => r.code === code);
    return row && !couponProblem(couponTerms(row), subtotalCents, now) ? [row] : [];
  });
}

/**
 * Applies a coupon of the shop's site to the cart (codes compare case-insensitively). Refused: an
 * unknown code (or one of another site), expired, spent, below its minimum spend, already applied.
 */
export async function applyCoupon(
  db: Db,
  tokenHash: string,
  pricing: CartPricing,
  input: string,
  email: string | null,
): Promise<void> {
  const code = input.trim().toLowerCase();
  if (!code) throw couponRefused(COUPON_TEXTS.empty);
  const [row] = pricing.siteId ? await findCoupons(db, pricing.siteId, [code]) : [];
  if (!row) throw couponRefused(COUPON_TEXTS.unknown(input.trim()));
  const cartId = await ensureCart(db, tokenHash);
  const codes = await cartCoupons(db, cartId);
  if (codes.includes(code)) throw couponRefused(COUPON_TEXTS.already);
  const lines = await listCartLines(db, cartId);
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const uses = email ? await couponUsesBy(db, row.id, email) : 0;
  const problem = couponProblem(couponTerms(row), subtotal, pricing.now(), uses);
  if (problem) throw couponRefused(problem);
  await setCartCoupons(db, cartId, [...codes, code]);
}

/** Takes a coupon off the cart; a code that is not applied changes nothing. */
export async function removeCoupon(db: Db, tokenHash: string | null, input: string): Promise<void> {
  const cartId = tokenHash ? await findCartId(db, tokenHash) : null;
  if (!cartId) return;
  const code = input.trim().toLowerCase();
  const codes = await cartCoupons(db, cartId);
  await setCartCoupons(
    db,
    cartId,
    codes.filter((c) => c !== code),
  );
}
