import { formatPrice } from './format.ts';

/** Shipping as the store notice promises it: a flat rate, free from an amount (after discounts). */
export interface ShippingRule {
  flatRateCents: number;
  /** Orders whose subtotal after discounts reaches this ship free; null: never free. */
  freeOverCents: number | null;
}

export interface CouponTerms {
  code: string;
  kind: 'percent' | 'fixed_cart';
  /** Percent (1-100) or cents. */
  amount: number;
  expiresAt: Date | null;
  minSpendCents: number | null;
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerCustomer: number | null;
}

export interface CartTotals {
  subtotalCents: number;
  coupons: { code: string; discountCents: number }[];
  discountCents: number;
  shippingCents: number;
  /** '' when shipping is paid; else why it is free. */
  freeShipping: boolean;
  totalCents: number;
}

/** WooCommerce's coupon notices. */
export const COUPON_TEXTS = {
  applied: 'Coupon code applied successfully.',
  removed: 'Coupon has been removed.',
  already: 'Coupon code already applied!',
  empty: 'Please enter a coupon code.',
  unknown: (code: string) => `Coupon "${code}" cannot be applied because it does not exist.`,
  expired: 'This coupon has expired.',
  minSpend: (cents: number) => `The minimum spend for this coupon is ${formatPrice(cents)}.`,
  usageLimit: 'Coupon usage limit has been reached.',
  perCustomer: 'You have already used this coupon the number of times allowed.',
} as const;

/**
 * Why a coupon cannot apply to a cart of this subtotal now (WooCommerce's wording), or null.
 * `usesByCustomer` counts the orders of this customer (email) that used it, when known.
 */
export function couponProblem(
  coupon: CouponTerms,
  subtotalCents: number,
  now: Date,
  usesByCustomer = 0,
): string | null {
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return COUPON_TEXTS.expired;
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return COUPON_TEXTS.usageLimit;
  if (coupon.usageLimitPerCustomer !== null && usesByCustomer >= coupon.usageLimitPerCustomer)
    return COUPON_TEXTS.perCustomer;
  if (coupon.minSpendCents !== null && subtotalCents < coupon.minSpendCents)
    return COUPON_TEXTS.minSpend(coupon.minSpendCents);
  return null;
}

/**
 * The cart's totals: coupons in the order applied, each off what the earlier ones left (never
 * below zero; percentages rounded to the cent), then shipping on what is left.
 */
export function cartTotals(
  subtotalCents: number,
  coupons: Pick<CouponTerms, 'code' | 'kind' | 'amount'>[],
  shipping: ShippingRule,
): CartTotals {
  let left = subtotalCents;
  const applied = coupons.map((c) => {
    const wanted = c.kind === 'percent' ? Math.round((subtotalCents * Math.min(c.amount, 100)) / 100) : c.amount;
    const discountCents = Math.min(wanted, left);
    left -= discountCents;
    return { code: c.code, discountCents };
  });
  const freeShipping = subtotalCents === 0 || (shipping.freeOverCents !== null && left >= shipping.freeOverCents);
  const shippingCents = freeShipping ? 0 : shipping.flatRateCents;
  return {
    subtotalCents,
    coupons: applied,
    discountCents: subtotalCents - left,
    shippingCents,
    freeShipping,
    totalCents: left + shippingCents,
  };
}
