import { z } from 'zod';
import { COUNTRY_CODES, postcodeProblem } from './countries.ts';

/**
 * Wire payloads of the shop API (docs/shop.md). Records keep the storefront spec's names (section
 * 3: `variation_id`, `is_in_stock`, ...). Form bodies carry strings, JSON bodies may carry numbers:
 * ids and quantities accept both. A repeated form key arrives as an array and is refused.
 */

const MAX_INT = 2 ** 31 - 1;
const int = (min: number, max = MAX_INT) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)])
    .pipe(z.number().int('must be a whole number').min(min).max(max));

export const ZShopProductId = int(1);
export const ZCartItemKey = z.string().regex(/^[a-f0-9]{32}$/, 'must be a cart item key');

/** `attribute_*` fields: chosen values by attribute name. */
export const ZAttributes = z.record(
  z.string().regex(/^attribute_[a-z0-9_-]{1,60}$/),
  z.string().max(200, 'is too long'),
);

/** Picks the `attribute_*` fields out of a body; anything else there is left alone. */
export function attributesOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter(([key]) => key.startsWith('attribute_')));
}

/** `{api}/products/:id/...` */
export const ZShopProductParams = z.object({ id: ZShopProductId });

/** `/shop-images/:hue/:size/:label`: the demo catalogue's pictures. */
export const ZShopImageParams = z.object({
  hue: z.coerce.number().int().min(0).max(359),
  size: z.coerce.number().int().min(16).max(2400),
  label: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/),
});

/** `POST {api}/add_to_cart`, plus the `attribute_*` fields (ZAttributes). */
export const ZAddToCartRequest = z.looseObject({
  product_id: ZShopProductId,
  quantity: int(1, 10_000).optional(),
  variation_id: z.union([int(0), z.literal('')]).optional(),
});
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequest>;

/** `POST {api}/remove_from_cart` */
export const ZRemoveFromCartRequest = z.looseObject({ cart_item_key: ZCartItemKey });
export type TRemoveFromCartRequest = z.infer<typeof ZRemoveFromCartRequest>;

/** `POST {api}/get_variation`, plus the `attribute_*` fields (ZAttributes). */
export const ZGetVariationRequest = z.looseObject({
  product_id: ZShopProductId,
  custom_data: z.unknown().optional(),
});
export type TGetVariationRequest = z.infer<typeof ZGetVariationRequest>;

/** `POST {api}/products/:id/reviews` */
export const ZProductReviewRequest = z.object({
  rating: z.union([int(1, 5), z.literal('')]).optional(),
  comment: z.string().trim().min(1, 'is required').max(5000),
  author: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
});
export type TProductReviewRequest = z.infer<typeof ZProductReviewRequest>;

/** The email a review is filed under: the customer's own, or a guest's from the review body. */
export const ZReviewerEmail = z.email();

/** `POST {api}/customer/register` */
export const ZShopRegisterRequest = z.object({
  email: z.email('must be an email address').max(254),
  password: z.string().min(8, 'must be at least 8 characters').max(200),
  name: z.string().trim().max(100).optional(),
});
export type TShopRegisterRequest = z.infer<typeof ZShopRegisterRequest>;

/** `POST {api}/customer/login` */
export const ZShopLoginRequest = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(200),
});
export type TShopLoginRequest = z.infer<typeof ZShopLoginRequest>;

const field = (max: number) => z.string().trim().min(1, 'is required').max(max);

/** `POST {api}/checkout`, plus the prefixed order attribution inputs. */
export const ZCheckoutRequest = z
  .looseObject({
    billing_first_name: field(100),
    billing_last_name: field(100),
    billing_email: z.email('must be an email address').max(254),
    billing_phone: z.string().trim().max(40).optional(),
    billing_address_1: field(200),
    billing_city: field(100),
    billing_postcode: field(20),
    billing_country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => COUNTRY_CODES.includes(code), 'must be a country (ISO 3166-1 code)'),
    payment_method: z.literal('cod', 'must be cod (cash on delivery)'),
    /** The total the shopper saw, in cents: an order whose total differs is refused (the cart changed). */
    order_total_cents: z.coerce.number().int().min(0).optional(),
    /** The Hookline pixel's anonymous visitor id in this browser: the order is attributed to its conversions. */
    hookline_visitor_id: z.string().trim().max(64).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = postcodeProblem(body.billing_country, body.billing_postcode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['billing_postcode'], message: problem });
  });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** The image part of a variation record (spec section 3). */
export const ZVariationImage = z.object({
  src: z.string(),
  srcset: z.string(),
  sizes: z.string(),
  title: z.string(),
  caption: z.string(),
  alt: z.string(),
  full_src: z.string(),
  full_src_w: z.number(),
  full_src_h: z.number(),
  src_w: z.number(),
  src_h: z.number(),
  gallery_thumbnail_src: z.string(),
});
export type TVariationImage = z.infer<typeof ZVariationImage>;

export const ZProductDimensions = z.object({ length: z.string(), width: z.string(), height: z.string() });
export type TProductDimensions = z.infer<typeof ZProductDimensions>;

/** The variation record of spec section 3, plus the price and availability WooCommerce also sends. */
export const ZVariationRecord = z.object({
  variation_id: z.number(),
  /** `attribute_pa_colour` -> value; an empty value matches any value. */
  attributes: z.record(z.string(), z.string()),
  sku: z.string(),
  weight: z.string(),
  weight_html: z.string(),
  dimensions: ZProductDimensions.nullable(),
  dimensions_html: z.string(),
  image: ZVariationImage.nullable(),
  image_id: z.number().nullable(),
  variation_is_visible: z.boolean(),
  variation_is_active: z.boolean(),
  is_purchasable: z.boolean(),
  is_in_stock: z.boolean(),
  is_sold_individually: z.enum(['yes', 'no']),
  min_qty: z.number(),
  /** '' when there is no upper bound. */
  max_qty: z.union([z.number(), z.literal('')]),
  display_price: z.number(),
  price_html: z.string(),
  availability_html: z.string(),
});
export type TVariationRecord = z.infer<typeof ZVariationRecord>;

/** The answer of get_variation: the matching variation, or `false` (WooCommerce's answer). */
export const ZGetVariationResponse = z.union([ZVariationRecord, z.literal(false)]);
export type TGetVariationResponse = z.infer<typeof ZGetVariationResponse>;

export const ZProductReview = z.object({
  id: z.number(),
  author: z.string(),
  rating: z.number().nullable(),
  content: z.string(),
  date: z.string(),
});
export type TProductReview = z.infer<typeof ZProductReview>;

/** `GET {api}/products/:id/reviews` */
export const ZProductReviewsResponse = z.object({
  reviews: z.array(ZProductReview),
  average_rating: z.number(),
  review_count: z.number(),
});
export type TProductReviewsResponse = z.infer<typeof ZProductReviewsResponse>;

/** `POST {api}/products/:id/reviews`: the review as saved. */
export const ZProductReviewCreatedResponse = z.object({ review: ZProductReview });
export type TProductReviewCreatedResponse = z.infer<typeof ZProductReviewCreatedResponse>;

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

/** `POST {api}/checkout`: the order placed, and the (now empty) cart. */
export const ZCheckoutResponse = ZCartResponse.extend({
  order_id: z.number(),
  status: z.string(),
  total_cents: z.number(),
  payment_method: z.string(),
  /** The order-received page: `/checkout/order-received/{id}?key=…`. */
  order_received_url: z.string(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZShopCustomer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The billing address of the customer's last order (checkout prefill). */
  address: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      postcode: z.string(),
      country: z.string(),
    })
    .nullable()
    .optional(),
});
export type TShopCustomer = z.infer<typeof ZShopCustomer>;

/** `POST {api}/customer/register` and `/login` */
export const ZShopSessionResponse = z.object({ customer: ZShopCustomer });
export type TShopSessionResponse = z.infer<typeof ZShopSessionResponse>;

/** `GET {api}/customer`: who is logged in, with their orders. */
export const ZShopAccountResponse = z.object({
  customer: ZShopCustomer,
  orders: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      status: z.string(),
      total_cents: z.number(),
      items: z.array(z.object({ name: z.string(), quantity: z.number(), unit_price_cents: z.number() })),
    }),
  ),
});
export type TShopAccountResponse = z.infer<typeof ZShopAccountResponse>;

/** A notice a shop page shows once (WooCommerce's success, error and info notices), kept in a cookie until shown. */
export const ZShopNotice = z.object({
  type: z.enum(['success', 'error', 'info']),
  text: z.string().max(500),
  link: z.object({ href: z.string().max(500), label: z.string().max(100) }).optional(),
});
export type TShopNotice = z.infer<typeof ZShopNotice>;
export const ZShopNotices = z.array(ZShopNotice).max(5);

/** `?add-to-cart={id}&quantity=N` on any shop page: WooCommerce's add-to-cart address (no scripts needed). */
export const ZAddToCartAddress = z.looseObject({
  'add-to-cart': ZShopProductId,
  quantity: int(1, 10_000).optional(),
});

/** `POST {api}/apply_coupon` (WooCommerce's `coupon_code`). */
export const ZApplyCouponRequest = z.looseObject({ coupon_code: z.string().trim().max(100) });
/** `POST {api}/remove_coupon` */
export const ZRemoveCouponRequest = z.looseObject({ coupon: z.string().trim().min(1).max(100) });
/** `POST {api}/update_cart`: new quantities by cart item key (0 removes); forms post `cart[key][qty]`. */
export const ZUpdateCartRequest = z.record(ZCartItemKey, int(0, 10_000));
