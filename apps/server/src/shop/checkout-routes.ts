import type { FastifyInstance } from 'fastify';
import { asDb, clearCart, findCartId, insertOrder, listCartLines, type Db } from '@hookline/db';
import { ZCheckoutRequest, type TCheckoutResponse } from '@hookline/schema';
import { checkoutAttribution } from '@hookline/shop';
import type { ShopConfig } from '@hookline/shop-app/server';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { cartResponse } from './cart-routes.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { cartTokenHash } from './cookies.ts';
import { findCustomer } from './customer-session.ts';
import { formOrJson } from './http.ts';
import { orderedAttributes } from './records.ts';

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
    const body = parse(ZCheckoutRequest, request.body);
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
        attribution: checkoutAttribution(request.body as Record<string, unknown>, config.attribution.prefix),
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
    } satisfies TCheckoutResponse);
  });
}
