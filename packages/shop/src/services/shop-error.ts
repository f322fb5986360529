/**
 * A shop service's refusal: what went wrong (`code`, a message in the shop's words for the
 * shopper), the HTTP status that fits it, and for a refused add to cart the product page the
 * shopper is sent back to (spec section 8). The server's routes map it to their answer.
 */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly productUrl?: string,
  ) {
    super(message);
  }
}

/** A refused coupon, in WooCommerce's words. */
export const couponRefused = (message: string) => new ShopError(422, 'coupon_refused', message);
