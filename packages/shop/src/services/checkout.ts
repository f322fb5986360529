import { randomBytes } from 'node:crypto';
import {
  asDb,
  cartCoupons,
  clearCart,
  couponUsesBy,
  findAttributingConversion,
  findCartId,
  findCoupons,
  insertOrder,
  listCartLines,
  saveCustomerAddress,
  useCoupon,
  type CartLine,
  type CouponRow,
  type Db,
} from '@hookline/db';
import type { TCheckoutRequest } from '@hookline/schema';
import { checkoutAttribution } from '../attribution.ts';
import { COUPON_TEXTS, cartTotals, couponProblem } from '../totals.ts';
import { couponTerms } from './coupons.ts';
import type { CartPricing } from './pricing.ts';
import { orderedAttributes } from './records.ts';
import { ShopError } from './shop-error.ts';

/** An order placed within this many days of a popup conversion (same visitor, email or customer) is attributed to it. */
export const DEFAULT_ATTRIBUTION_DAYS = 30;

export interface OrderRequest {
  /** The cart's token hash (the browser's or the logged-in customer's), or null for none. */
  tokenHash: string | null;
  /** The logged-in customer, or null for a guest. */
  customerId: string | null;
  /** The checkout form, parsed. */
  billing: TCheckoutRequest;
  /** The form as posted: the order attribution's fields are read from it under their prefix. */
  fields: Record<string, unknown>;
}

export interface CheckoutRules {
  pricing: CartPricing;
  /** The order attribution's input prefix (`ShopConfig.attribution.prefix`). */
  attributionPrefix: string;
  /** How far back a popup conversion attributes the order. */
  attributionDays: number;
}

/** The pixel's visitor id (`poptin_user_id`: 16 letters and digits); anything else is ignored. */
const visitorIdOf = (posted: string | undefined) => (/^[A-Za-z0-9]{16}$/.test(posted ?? '') ? posted! : null);

/** An order line's name: a variation's carries its chosen values (`Tee – Colour: Blue, Size: M`). */
const orderItemName = (line: CartLine) =>
  line.variationId
    ? `${line.name} – ${orderedAttributes(line)
        .map((a) => `${a.label}: ${a.value}`)
        .join(', ')}`
    : line.name;

/**
 * Places a cash-on-delivery order for the whole cart (prices, coupons and shipping computed here,
 * never taken from the request) and empties the cart, in one transaction. Refused with nothing
 * written: an empty cart (409), a total that differs from the one the shopper saw (409
 * `cart_changed`), a coupon no longer valid for this customer or spent (409 `coupon_refused`).
 * The order is attributed to the popup this shopper converted on (same pixel visitor id, email or
 * shop customer) within `attributionDays`.
 */
export async function placeOrder(db: Db, order: OrderRequest, rules: CheckoutRules) {
  const { billing: body, customerId } = order;
  const { pricing } = rules;
  const now = pricing.now();
  const email = body.billing_email.toLowerCase();
  const visitorId = visitorIdOf(body.hookline_visitor_id);
  return db.transaction(async (tx) => {
    const trx = asDb(tx);
    const cartId = order.tokenHash ? await findCartId(trx, order.tokenHash) : null;
    const lines = cartId ? await listCartLines(trx, cartId) : [];
    if (!cartId || lines.length === 0) throw new ShopError(409, 'empty_cart', 'Your cart is empty');
    const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const coupons = await orderCoupons(trx, cartId, pricing.siteId, { subtotal, email, now });
    const totals = cartTotals(subtotal, coupons.map(couponTerms), pricing.shipping);
    if (body.order_total_cents !== undefined && body.order_total_cents !== totals.totalCents)
      throw new ShopError(
        409,
        'cart_changed',
        'The total of your order has changed. Please review your order and place it again.',
      );
    const conversion = pricing.siteId
      ? await findAttributingConversion(trx, {
          siteId: pricing.siteId,
          email,
          customerId,
          visitorId,
          since: new Date(now.getTime() - rules.attributionDays * 86_400_000),
        })
      : null;
    const address = {
      firstName: body.billing_first_name,
      lastName: body.billing_last_name,
      email: body.billing_email,
      phone: body.billing_phone ?? '',
      address: body.billing_address_1,
      city: body.billing_city,
      ...(body.billing_state ? { state: body.billing_state } : {}),
      postcode: body.billing_postcode,
      country: body.billing_country,
    };
    const placed = await insertOrder(trx, {
      customerId,
      billing: address,
      paymentMethod: 'cod',
      attribution: checkoutAttribution(order.fields, rules.attributionPrefix),
      orderKey: `wc_order_${randomBytes(12).toString('base64url')}`,
      totals,
      attributedPopupId: conversion?.popupId ?? null,
      attributedConversionId: conversion?.id ?? null,
      visitorId,
      items: lines.map((line) => ({
        productId: line.productId,
        variationId: line.variationId,
        name: orderItemName(line),
        attributes: line.attributes,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
    });
    await countCouponUses(trx, coupons, { orderId: placed.id, email, customerId });
    if (customerId) await saveCustomerAddress(trx, customerId, address);
    await clearCart(trx, cartId);
    return placed;
  });
}

/** The cart's coupons, each checked again for this customer (by email) and subtotal. */
async function orderCoupons(
  db: Db,
  cartId: string,
  siteId: string | null,
  order: { subtotal: number; email: string; now: Date },
): Promise<CouponRow[]> {
  const codes = await cartCoupons(db, cartId);
  const rows = siteId ? await findCoupons(db, siteId, codes) : [];
  const coupons = codes.flatMap((code) => rows.filter((r) => r.code === code));
  for (const coupon of coupons) {
    const uses = await couponUsesBy(db, coupon.id, order.email);
    const problem = couponProblem(couponTerms(coupon), order.subtotal, order.now, uses);
    if (problem) throw new ShopError(409, 'coupon_refused', `${coupon.code.toUpperCase()}: ${problem}`);
  }
  return coupons;
}

/** Counts a use of each coupon for the order; one spent meanwhile (by a concurrent order) refuses it. */
async function countCouponUses(
  db: Db,
  coupons: CouponRow[],
  order: { orderId: number; email: string; customerId: string | null },
): Promise<void> {
  for (const coupon of coupons) {
    const counted = await useCoupon(db, { couponId: coupon.id, ...order });
    if (!counted)
      throw new ShopError(409, 'coupon_refused', `${coupon.code.toUpperCase()}: ${COUPON_TEXTS.usageLimit}`);
  }
}
