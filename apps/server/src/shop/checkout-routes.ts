import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
  type Db,
} from '@hookline/db';
import { ZCheckoutRequest, type TCheckoutResponse } from '@hookline/schema';
import { COUPON_TEXTS, cartTotals, checkoutAttribution, couponProblem, type ShopConfig } from '@hookline/shop';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { cartResponse } from './cart-routes.ts';
import { couponTerms } from './cart-service.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { cartTokenHash } from './cookies.ts';
import { findCustomer } from './customer-session.ts';
import { formOrJson, fromHtmlForm } from './http.ts';
import { cartPricing } from './pricing.ts';
import { orderedAttributes } from './records.ts';

/** An order placed within this many days of a popup conversion (same visitor, email or customer) is attributed to it. */
export const DEFAULT_ATTRIBUTION_DAYS = 30;

/** The order-received address of an order. */
export const orderReceivedUrl = (id: number, key: string) =>
  `/checkout/order-received/${id}?key=${encodeURIComponent(key)}`;

/**
 * `POST {api}/checkout`: places a cash-on-delivery order for the whole cart (prices, coupons and
 * shipping computed here, never taken from the request) and empties the cart, in one transaction.
 * Refused with nothing written: an empty cart (409), a total that differs from the one the shopper
 * saw (409 `cart_changed`), a coupon no longer valid for this customer or spent (409
 * `coupon_refused`), bad billing fields (400). The order is attributed to the popup this shopper
 * converted on (same pixel visitor id, email or shop customer) within `attributionDays`.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  db: Db,
  config: ShopConfig,
  cache: CatalogCache,
  options: { attributionDays?: number; now?: () => Date } = {},
): Promise<void> {
  const attributionDays = options.attributionDays ?? DEFAULT_ATTRIBUTION_DAYS;
  app.post(`${config.apiBase}/checkout`, { preValidation: formOrJson }, async (request, reply) => {
    const body = parse(ZCheckoutRequest, request.body);
    const tokenHash = cartTokenHash(request);
    const customer = await findCustomer(db, request);
    const pricing = await cartPricing(db, config);
    const now = options.now?.() ?? new Date();
    const email = body.billing_email.toLowerCase();
    // The pixel's visitor id (`poptin_user_id`: 16 letters and digits); anything else is ignored.
    const visitorId = /^[A-Za-z0-9]{16}$/.test(body.hookline_visitor_id ?? '')
      ? body.hookline_visitor_id!
      : null;
    const order = await db.transaction(async (tx) => {
      const trx = asDb(tx);
      const cartId = tokenHash ? await findCartId(trx, tokenHash) : null;
      const lines = cartId ? await listCartLines(trx, cartId) : [];
      if (!cartId || lines.length === 0) throw new HttpError(409, 'empty_cart', 'Your cart is empty');
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      const codes = await cartCoupons(trx, cartId);
      const rows = pricing.siteId ? await findCoupons(trx, pricing.siteId, codes) : [];
      const coupons = codes.flatMap((code) => rows.filter((r) => r.code === code));
      for (const coupon of coupons) {
        const uses = await couponUsesBy(trx, coupon.id, email);
        const problem = couponProblem(couponTerms(coupon), subtotal, now, uses);
        if (problem) throw new HttpError(409, 'coupon_refused', `${coupon.code.toUpperCase()}: ${problem}`);
      }
      const totals = cartTotals(subtotal, coupons.map(couponTerms), pricing.shipping);
      if (body.order_total_cents !== undefined && body.order_total_cents !== totals.totalCents)
        throw new HttpError(
          409,
          'cart_changed',
          'The total of your order has changed. Please review your order and place it again.',
        );
      const conversion = pricing.siteId
        ? await findAttributingConversion(trx, {
            siteId: pricing.siteId,
            email,
            customerId: customer?.id ?? null,
            visitorId,
            since: new Date(now.getTime() - attributionDays * 86_400_000),
          })
        : null;
      const address = {
        firstName: body.billing_first_name,
        lastName: body.billing_last_name,
        email: body.billing_email,
        phone: body.billing_phone ?? '',
        address: body.billing_address_1,
        city: body.billing_city,
        postcode: body.billing_postcode,
        country: body.billing_country,
      };
      const placed = await insertOrder(trx, {
        customerId: customer?.id ?? null,
        billing: address,
        paymentMethod: 'cod',
        attribution: checkoutAttribution(request.body as Record<string, unknown>, config.attribution.prefix),
        orderKey: `wc_order_${randomBytes(12).toString('base64url')}`,
        totals,
        attributedPopupId: conversion?.popupId ?? null,
        attributedConversionId: conversion?.id ?? null,
        visitorId,
        items: lines.map((line) => ({
          productId: line.productId,
          variationId: line.variationId,
          name: line.variationId
            ? `${line.name} – ${orderedAttributes(line)
                .map((a) => `${a.label}: ${a.value}`)
                .join(', ')}`
            : line.name,
          attributes: line.attributes,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
      });
      for (const coupon of coupons) {
        const counted = await useCoupon(trx, {
          couponId: coupon.id,
          orderId: placed.id,
          email,
          customerId: customer?.id ?? null,
        });
        if (!counted)
          throw new HttpError(
            409,
            'coupon_refused',
            `${coupon.code.toUpperCase()}: ${COUPON_TEXTS.usageLimit}`,
          );
      }
      if (customer) await saveCustomerAddress(trx, customer.id, address);
      await clearCart(trx, cartId);
      return placed;
    });
    cache.clear(); // sales change the listing's popularity order
    if (fromHtmlForm(request)) return reply.redirect(orderReceivedUrl(order.id, order.orderKey), 303);
    const cart = await cartResponse(db, tokenHash, config);
    return reply.status(201).send({
      order_id: order.id,
      status: order.status,
      total_cents: order.totalCents,
      payment_method: order.paymentMethod,
      order_received_url: orderReceivedUrl(order.id, order.orderKey),
      ...cart,
    } satisfies TCheckoutResponse);
  });
}
