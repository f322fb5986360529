import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@hookline/db';
import {
  ZAddToCartRequest,
  ZAttributes,
  ZCartItemKey,
  ZRemoveFromCartRequest,
  ZApplyCouponRequest,
  ZRemoveCouponRequest,
  ZUpdateCartRequest,
  attributesOf,
  type TCartResponse,
  type TShopRefusal,
} from '@hookline/schema';
import { COUPON_TEXTS, type ShopConfig } from '@hookline/shop';
import {
  ShopError,
  addToCart,
  applyCoupon,
  cartPricing,
  loadCart,
  removeCoupon,
  removeFromCart,
  updateCart,
} from '@hookline/shop/services';
import { renderCartFragments } from '@hookline/shop-render/server';
import { parse } from '../http/parse.ts';
import { findCustomer } from './customer-session.ts';
import { cartTokenHash, ensureCartTokenHash } from './cookies.ts';
import { formOrJson, fromHtmlForm } from './http.ts';
import { addNotice } from './notices.ts';

/** The server's clock, for coupons' expiry. */
const now = () => new Date();

/** The cart response of spec section 3: fragments and cart_hash, plus the cart itself. */
export async function cartResponse(
  db: Db,
  tokenHash: string | null,
  config: ShopConfig,
): Promise<TCartResponse> {
  const cart = await loadCart(db, tokenHash, await cartPricing(db, config, now));
  return { fragments: renderCartFragments(cart, config), cart_hash: cart.hash, cart };
}

/** Answers a refusal with `error`, `message` and, when there is a product to go back to, `product_url`. */
async function refusing(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    // The product page the shopper is sent to says why, in WooCommerce's words (spec section 8).
    if (error.productUrl || fromHtmlForm(request))
      addNotice(request, reply, { type: 'error', text: error.message });
    if (fromHtmlForm(request)) return reply.redirect(error.productUrl ?? '/cart', 303);
    return reply.status(error.status).send({
      error: error.code,
      message: error.message,
      ...(error.productUrl ? { product_url: error.productUrl } : {}),
    } satisfies TShopRefusal);
  }
}

/** `cart[key][qty]` form fields (WooCommerce's cart form) or a plain `{key: qty}` object. */
function cartQuantities(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const field = /^cart\[([^\]]+)\]\[qty\]$/.exec(name);
    if (field) out[field[1]!] = value;
    else if (!name.startsWith('cart[') && name !== 'update_cart') out[name] = value;
  }
  return out;
}

/** add_to_cart, remove_from_cart (POST, and GET for the no-script remove links), and the cart. */
export async function cartRoutes(app: FastifyInstance, db: Db, config: ShopConfig): Promise<void> {
  const base = config.apiBase;

  app.post(`${base}/add_to_cart`, { preValidation: formOrJson }, (request, reply) =>
    refusing(request, reply, async () => {
      const body = parse(ZAddToCartRequest, request.body);
      const attributes = parse(ZAttributes, attributesOf(request.body), 'attributes');
      const tokenHash = ensureCartTokenHash(request, reply);
      await addToCart(db, tokenHash, {
        productId: body.product_id,
        variationId: body.variation_id || undefined,
        quantity: body.quantity ?? 1,
        attributes,
      });
      if (fromHtmlForm(request)) return reply.redirect('/cart', 303);
      return cartResponse(db, tokenHash, config);
    }),
  );

  app.post(`${base}/remove_from_cart`, { preValidation: formOrJson }, (request, reply) =>
    refusing(request, reply, async () => {
      const { cart_item_key: key } = parse(ZRemoveFromCartRequest, request.body);
      const tokenHash = cartTokenHash(request);
      await removeFromCart(db, tokenHash, key);
      if (fromHtmlForm(request)) return reply.redirect('/cart', 303);
      return cartResponse(db, tokenHash, config);
    }),
  );

  // The remove links' own address: without scripts, or after a failed request, the browser follows
  // it, the line goes (if it is still there) and the cart page shows.
  app.get(`${base}/remove_from_cart`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const key = ZCartItemKey.safeParse(query.cart_item_key);
    if (key.success) await removeFromCart(db, cartTokenHash(request), key.data).catch(() => undefined);
    return reply.header('cache-control', 'no-store').redirect('/cart', 303);
  });

  // Coupons: applied and removed with a notice for the cart page; refusals in WooCommerce's words.
  app.post(`${base}/apply_coupon`, { preValidation: formOrJson }, async (request, reply) => {
    const { coupon_code: code } = parse(ZApplyCouponRequest, request.body);
    const tokenHash = ensureCartTokenHash(request, reply);
    const customer = await findCustomer(db, request);
    try {
      await applyCoupon(db, tokenHash, await cartPricing(db, config, now), code, customer?.email ?? null);
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      if (fromHtmlForm(request)) {
        addNotice(request, reply, { type: 'error', text: error.message });
        return reply.redirect('/cart', 303);
      }
      return reply.status(422).send({ error: error.code, message: error.message } satisfies TShopRefusal);
    }
    if (fromHtmlForm(request)) {
      addNotice(request, reply, { type: 'success', text: COUPON_TEXTS.applied });
      return reply.redirect('/cart', 303);
    }
    return { ...(await cartResponse(db, tokenHash, config)), message: COUPON_TEXTS.applied };
  });

  app.post(`${base}/remove_coupon`, { preValidation: formOrJson }, async (request, reply) => {
    const { coupon } = parse(ZRemoveCouponRequest, request.body);
    const tokenHash = cartTokenHash(request);
    await removeCoupon(db, tokenHash, coupon);
    if (fromHtmlForm(request)) {
      addNotice(request, reply, { type: 'success', text: COUPON_TEXTS.removed });
      return reply.redirect('/cart', 303);
    }
    return { ...(await cartResponse(db, tokenHash, config)), message: COUPON_TEXTS.removed };
  });

  // "Update cart": JSON `{key: quantity}`, or the cart page's form fields `cart[key][qty]`.
  app.post(`${base}/update_cart`, { preValidation: formOrJson }, (request, reply) =>
    refusing(request, reply, async () => {
      const quantities = parse(ZUpdateCartRequest, cartQuantities(request.body), 'cart');
      const tokenHash = cartTokenHash(request);
      await updateCart(db, tokenHash, quantities);
      if (fromHtmlForm(request)) {
        addNotice(request, reply, { type: 'success', text: 'Cart updated.' });
        return reply.redirect('/cart', 303);
      }
      return { ...(await cartResponse(db, tokenHash, config)), message: 'Cart updated.' };
    }),
  );

  app.get(`${base}/cart`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return cartResponse(db, cartTokenHash(request), config);
  });
}
