import { z } from 'zod';
import { ZCartItemKey, ZShopProductId } from './ids.ts';
import { wholeNumber } from './whole-number.ts';

/** The cart: what changes it (add, remove, quantities, coupons) and the snapshot every answer carries. */

/** `POST {api}/add_to_cart`, plus the `attribute_*` fields (ZAttributes). */
export const ZAddToCartRequest = z.looseObject({
  product_id: ZShopProductId,
  quantity: wholeNumber(1, 10_000).optional(),
  variation_id: z.union([wholeNumber(0), z.literal('')]).optional(),
});
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequest>;

/** `POST {api}/remove_from_cart` */
export const ZRemoveFromCartRequest = z.looseObject({ cart_item_key: ZCartItemKey });
export type TRemoveFromCartRequest = z.infer<typeof ZRemoveFromCartRequest>;

/** `?add-to-cart={id}&quantity=N` on any shop page: WooCommerce's add-to-cart address (no scripts needed). */
export const ZAddToCartAddress = z.looseObject({
  'add-to-cart': ZShopProductId,
  quantity: wholeNumber(1, 10_000).optional(),
});

/** `POST {api}/apply_coupon` (WooCommerce's `coupon_code`). */
export const ZApplyCouponRequest = z.looseObject({ coupon_code: z.string().trim().max(100) });
/** `POST {api}/remove_coupon` */
export const ZRemoveCouponRequest = z.looseObject({ coupon: z.string().trim().min(1).max(100) });
/** `POST {api}/update_cart`: new quantities by cart item key (0 removes); forms post `cart[key][qty]`. */
export const ZUpdateCartRequest = z.record(ZCartItemKey, wholeNumber(0, 10_000));

export const ZCartItem = z.object({
  key: z.string(),
  productId: z.number(),
  variationId: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  /** Attribute label -> chosen value, for display. */
  variation: z.array(z.object({ label: z.string(), value: z.string() })),
  quantity: z.number(),
  unitPriceCents: z.number(),
  lineTotalCents: z.number(),
  image: z.string().nullable(),
  /** The quantity field's bounds on the cart page. */
  minQty: z.number().optional(),
  maxQty: z.number().nullable().optional(),
  soldIndividually: z.boolean().optional(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

/** The cart as every page and every cart response carries it. */
export const ZCartSnapshot = z.object({
  items: z.array(ZCartItem),
  itemCount: z.number(),
  /** The items' total (the mini-cart's subtotal). */
  totalCents: z.number(),
  /** Changes whenever the contents change; tabs compare it to skip stale updates. */
  hash: z.string(),
  /** Coupons, shipping and the order total (the cart page and checkout). */
  totals: z
    .object({
      subtotalCents: z.number(),
      coupons: z.array(z.object({ code: z.string(), discountCents: z.number() })),
      discountCents: z.number(),
      shippingCents: z.number(),
      freeShipping: z.boolean(),
      totalCents: z.number(),
    })
    .optional(),
});
export type TCartSnapshot = z.infer<typeof ZCartSnapshot>;

/** A refused shop call: `error`, `message` and, when there is a product to go back to, `product_url`. */
export const ZShopRefusal = z.object({
  error: z.string(),
  message: z.string(),
  product_url: z.string().optional(),
});
export type TShopRefusal = z.infer<typeof ZShopRefusal>;

/** The cart response of spec section 3, plus the cart itself so that React can re-render from it. */
export const ZCartResponse = ZShopRefusal.partial().extend({
  fragments: z.record(z.string(), z.string()),
  cart_hash: z.string(),
  cart: ZCartSnapshot,
});
export type TCartResponse = z.infer<typeof ZCartResponse>;
