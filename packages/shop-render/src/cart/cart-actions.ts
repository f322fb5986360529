import type { TCartResponse } from '@hookline/schema';
import { postForm } from './api.ts';
import { cartStore } from './cart-store.ts';
import { enqueue } from './request-queue.ts';

/** Where the browser goes; a seam for tests. */
const navigate = (url: string) => window.location.assign(url);

export type AddResult = { ok: true; response: TCartResponse } | { ok: false; message: string };

/**
 * Adds to the cart through the queue. An error answer with a `product_url` sends the shopper to the
 * product page (spec section 8); otherwise the new cart replaces the old one everywhere.
 */
export async function addToCart(apiBase: string, fields: Record<string, string>): Promise<AddResult> {
  const answer = await enqueue(() => postForm(apiBase, 'add_to_cart', fields));
  const body = answer.body;
  if (body.error && body.product_url) {
    navigate(body.product_url);
    return { ok: false, message: body.message ?? body.error };
  }
  if (!answer.ok || !body.cart || !body.fragments) {
    // A refusal with a reason the shopper can act on is worded for them; a field the server could
    // not read (400) carries a validation message, which is never shown as it is.
    const worded = answer.status === 409 || answer.status === 422 || answer.status === 0;
    return {
      ok: false,
      message:
        worded && body.message
          ? body.message
          : 'The product could not be added to your cart. Please check the quantity and try again.',
    };
  }
  cartStore.set(body.cart);
  window.dispatchEvent(new CustomEvent('hookline:added_to_cart', { detail: body }));
  return { ok: true, response: body as TCartResponse };
}

/**
 * Removes a cart line through the queue. A failed request, or an answer without fragments, sends
 * the browser to the remove link's own address, which removes the line without scripts.
 */
export async function removeFromCart(apiBase: string, key: string, fallbackUrl: string): Promise<boolean> {
  const answer = await enqueue(() => postForm(apiBase, 'remove_from_cart', { cart_item_key: key }));
  const body = answer.body;
  if (!answer.ok || !body.fragments || !body.cart) {
    navigate(fallbackUrl);
    return false;
  }
  cartStore.set(body.cart);
  window.dispatchEvent(new CustomEvent('hookline:removed_from_cart', { detail: body }));
  return true;
}

/** Link that removes a line without scripts (the mini-cart's and cart page's remove links). */
export const removeLink = (apiBase: string, key: string) =>
  `${apiBase}/remove_from_cart?cart_item_key=${encodeURIComponent(key)}`;

export type CartChange = { ok: true; message: string } | { ok: false; message: string };

/**
 * A cart change other than add and remove (`update_cart`, `apply_coupon`, `remove_coupon`), through
 * the same queue; the new cart replaces the old one everywhere. Refusals keep the server's wording
 * (written for shoppers); a field it could not read gets a plain sentence, never a validation text.
 */
export async function changeCart(
  apiBase: string,
  action: 'update_cart' | 'apply_coupon' | 'remove_coupon',
  fields: Record<string, string>,
): Promise<CartChange> {
  const answer = await enqueue(() => postForm(apiBase, action, fields));
  const body = answer.body;
  if (!answer.ok || !body.cart) {
    const worded = answer.status === 409 || answer.status === 422;
    return {
      ok: false,
      message:
        worded && body.message
          ? body.message
          : 'Your cart could not be updated. Please check the values and try again.',
    };
  }
  cartStore.set(body.cart);
  return { ok: true, message: body.message ?? '' };
}
