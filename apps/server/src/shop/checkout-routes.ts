import type { FastifyInstance } from 'fastify';
import { asDb, clearCart, findCartId, insertOrder, listCartLines, type Db } from '@hookline/db';
import type { ShopConfig } from '@hookline/shop/server';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { cartResponse } from './cart-routes.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { cartTokenHash } from './cookies.ts';
import { findCustomer } from './customer-session.ts';
import { formOrJson } from './http.ts';
import { orderedAttributes } from './records.ts';
import { ZCheckout } from './schemas.ts';

/** Order attribution inputs the checkout stores, without their prefix (spec section 3). */
export const ATTRIBUTION_KEYS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

/** The non-empty attribution inputs of a checkout body, prefix removed, each cut to 1000 characters. */
export function attributionOf(body: Record<string, unknown>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = body[`${prefix}${key}`];
    if (typeof value === 'string' && value.trim() !== '') found[key] = value.trim().slice(0, 1000);
  }
  return found;
}

/**
 * `POST {api}/checkout`: places a cash-on-delivery order for the whole cart and empties the cart,
 * in one transaction. Refused with nothing written: an empty cart (409), a line no longer buyable
 * (409), bad billing fields (400).
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  db: Db,
  config: ShopConfig,
  cache: CatalogCache,
): Promise<void> {
  app.post(`${config.apiBase}/checkout`, { preValidation: formOrJson }, async (request, reply) => {
    const body = parse(ZCheckout, request.body);
    const tokenHash = cartTokenHash(request);
    const customer = await findCustomer(db, request);
    const order = await db.transaction(async (tx) => {
      const trx = asDb(tx);
      const cartId = tokenHash ? await findCartId(trx, tokenHash) : null;
      const lines = cartId ? await listCartLines(trx, cartId) : [];
      if (!cartId || lines.length === 0) throw new HttpError(409, 'empty_cart', 'Your cart is empty');
      const placed = await insertOrder(trx, {
        customerId: customer?.id ?? null,
        billing: {
          firstName: body.billing_first_name,
          lastName: body.billing_last_name,
          email: body.billing_email,
          phone: body.billing_phone ?? '',
          address: body.billing_address_1,
          city: body.billing_city,
          postcode: body.billing_postcode,
          country: body.billing_country,
        },
        paymentMethod: 'cod',
        attribution: attributionOf(request.body as Record<string, unknown>, config.attribution.prefix),
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
      await clearCart(trx, cartId);
      return placed;
    });
    cache.clear(); // sales change the listing's popularity order
    const cart = await cartResponse(db, tokenHash, config);
    return reply.status(201).send({
      order_id: order.id,
      status: order.status,
      total_cents: order.totalCents,
      payment_method: order.paymentMethod,
      ...cart,
    });
  });
}
