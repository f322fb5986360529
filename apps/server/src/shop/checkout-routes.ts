import type { FastifyInstance } from 'fastify';
import type { Db } from '@hookline/db';
import { ZCheckoutRequest, type TCheckoutResponse } from '@hookline/schema';
import type { ShopConfig } from '@hookline/shop';
import { DEFAULT_ATTRIBUTION_DAYS, cartPricing, orderReceivedUrl, placeOrder } from '@hookline/shop/services';
import { parse } from '../http/parse.ts';
import { cartResponse } from './cart-routes.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { cartTokenHash } from './cookies.ts';
import { findCustomer } from './customer-session.ts';
import { formOrJson, fromHtmlForm, shopService } from './http.ts';

/**
 * `POST {api}/checkout`: places a cash-on-delivery order for the whole cart (`placeOrder` says what
 * is refused, with nothing written: an empty cart, a changed total, a spent coupon; bad billing
 * fields are a 400 here). Answers 201 with the order and the emptied cart, or, for a form posted
 * without scripts, a redirect to the order-received page.
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
    const pricing = await cartPricing(db, config, options.now ?? (() => new Date()));
    const order = await shopService(() =>
      placeOrder(
        db,
        {
          tokenHash,
          customerId: customer?.id ?? null,
          billing: body,
          fields: request.body as Record<string, unknown>,
        },
        { pricing, attributionPrefix: config.attribution.prefix, attributionDays },
      ),
    );
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
