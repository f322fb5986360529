import { describe, expect, it } from 'vitest';
import { COUPON_TEXTS, cartTotals, couponProblem, type CouponTerms } from './totals.ts';

const shipping = { flatRateCents: 500, freeOverCents: 5000 };
const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'save10',
  kind: 'percent',
  amount: 10,
  expiresAt: null,
  minSpendCents: null,
  usageLimit: null,
  usageCount: 0,
  usageLimitPerCustomer: null,
  ...over,
});

describe('cart totals', () => {
  it('charges the flat rate under the free-shipping amount and nothing from it', () => {
    expect(cartTotals(4000, [], shipping)).toMatchObject({ shippingCents: 500, totalCents: 4500 });
    expect(cartTotals(5000, [], shipping)).toMatchObject({ shippingCents: 0, totalCents: 5000 });
  });

  it('takes percent and fixed coupons off, never below zero, and ships on what is left', () => {
    const totals = cartTotals(
      6000,
      [
        { code: 'save10', kind: 'percent', amount: 10 },
        { code: 'five', kind: 'fixed_cart', amount: 500 },
      ],
      shipping,
    );
    expect(totals.coupons).toEqual([
      { code: 'save10', discountCents: 600 },
      { code: 'five', discountCents: 500 },
    ]);
    expect(totals).toMatchObject({ discountCents: 1100, shippingCents: 500, totalCents: 5400 });
    expect(cartTotals(300, [{ code: 'big', kind: 'fixed_cart', amount: 1000 }], shipping).discountCents).toBe(300);
  });

  it('refuses expired, spent, too-small and already-used coupons in WooCommerce words', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    expect(couponProblem(coupon(), 100, now)).toBeNull();
    expect(couponProblem(coupon({ expiresAt: new Date('2026-01-01T00:00:00Z') }), 100, now)).toBe(
      COUPON_TEXTS.expired,
    );
    expect(couponProblem(coupon({ usageLimit: 1, usageCount: 1 }), 100, now)).toBe(COUPON_TEXTS.usageLimit);
    expect(couponProblem(coupon({ usageLimitPerCustomer: 1 }), 100, now, 1)).toBe(COUPON_TEXTS.perCustomer);
    expect(couponProblem(coupon({ minSpendCents: 5000 }), 4999, now)).toBe(
      'The minimum spend for this coupon is $50.00.',
    );
  });
});
