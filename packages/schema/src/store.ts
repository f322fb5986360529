import { z } from 'zod';
import { ZClientId } from './ids.ts';

/**
 * Store integrations (spec sections 1, 3, 4 and 7): the cart trigger, the cart actions after a
 * conversion, and the Wix product save. Wire names are the spec's.
 */

/** The store platforms the visitor script integrates with (`store_integration`); `hookline` is our own shop. */
export const ZStoreIntegration = z.enum(['shopify', 'wix', 'ecwid', 'hookline']);
export type TStoreIntegration = z.infer<typeof ZStoreIntegration>;

/**
 * `store_integration` and `store_integration_customer_id` of the display, click, viewed, closed,
 * conversion and activity calls (spec sections 3 and 7); the pixel leaves them out off a store.
 * A customer id is the store's own (Shopify and Ecwid: digits; Wix and the Hookline shop: a UUID).
 */
export const storeIdentityFields = {
  store_integration: z.union([ZStoreIntegration, z.literal('')]).optional(),
  store_integration_customer_id: z
    .string()
    .max(200)
    .regex(/^[\w.:@+/-]*$/, 'store_integration_customer_id must be letters, digits, _ . : @ + / or -')
    .optional(),
};

/** A Wix price (`MultiCurrencyPrice`): `amount` a decimal string, with Wix's formatted text. */
const ZWixPrice = z.object({
  amount: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a Wix amount is a decimal string such as "30.00"'),
  convertedAmount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,4})?$/)
    .optional(),
  formattedAmount: z.string().max(40).optional(),
  formattedConvertedAmount: z.string().max(40).optional(),
});
const wixId = z.string().max(100);

/** A line of a Wix eCommerce cart as `GET /_api/ecom/v1/carts/current` answers it (the fields Hookline keeps). */
export const ZWixLineItem = z.object({
  id: wixId.optional(),
  quantity: z.number().int().min(0).max(100_000),
  catalogReference: z.object({
    catalogItemId: wixId,
    appId: wixId.optional(),
    options: z.object({ variantId: wixId.optional() }).optional(),
  }),
  productName: z
    .object({ original: z.string().max(500), translated: z.string().max(500).optional() })
    .optional(),
  price: ZWixPrice.optional(),
});

/**
 * `wix_cart_details` (spec section 3, display response: `lineItems`, `subtotal`): the Wix cart as
 * the site's cart call answered it, in Wix's own shape; unknown keys are dropped.
 */
export const ZWixCartDetails = z.object({
  lineItems: z.array(ZWixLineItem).max(100),
  subtotal: ZWixPrice,
});
export type TWixCartDetails = z.infer<typeof ZWixCartDetails>;

/**
 * The display and click calls' `wix_cart_details` (ours: form-encoded, so JSON text): the cart the
 * pixel read in the page, which the answer carries back (Hookline holds no Wix app credentials to
 * read a cart by its `wix_cart_id`).
 */
export const ZWixCartDetailsField = z
  .string()
  .max(30_000)
  .transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'wix_cart_details must be JSON of {lineItems, subtotal}' });
      return z.NEVER;
    }
    const parsed = ZWixCartDetails.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      ctx.addIssue({
        code: 'custom',
        message: `wix_cart_details.${issue.path.join('.')}: ${issue.message}`,
      });
      return z.NEVER;
    }
    return parsed.data;
  });

/** `shopify_cart_trigger_action`: what the cart must do (or hold) for the popup to show. */
export const ZCartTriggerAction = z.enum(['added_product', 'removed_product', 'cart_item', 'cart_value']);
export type TCartTriggerAction = z.infer<typeof ZCartTriggerAction>;

/** `shopify_cart_trigger_cart_spec_filter`: how a `cart_value` trigger compares the cart's total. */
export const ZCartValueFilter = z.enum(['greater_than', 'equal', 'greater_than_or_equal']);
export type TCartValueFilter = z.infer<typeof ZCartValueFilter>;

/**
 * The cart trigger (spec section 3: `shopify_cart_trigger_active` and its settings; `wix_cart_trigger_active`).
 * Ours: one setting for every store platform, kept in the popup's `triggers.cart` (absent or null: off).
 * `products` is `any_product`, `empty_cart`, or a comma list of variant or product ids.
 */
export const ZCartTrigger = z.object({
  action: ZCartTriggerAction,
  products: z
    .string()
    .trim()
    .max(4000)
    .regex(
      /^(any_product|empty_cart|[\w-]+(\s*,\s*[\w-]+)*)$/,
      'products must be any_product, empty_cart or a comma list of ids',
    )
    .default('any_product'),
  cart_spec_filter: ZCartValueFilter.default('greater_than'),
  /** The cart total a `cart_value` trigger compares with, in the store's currency (e.g. 50 for $50.00). */
  cart_spec_value: z.number().min(0).max(1_000_000_000).default(0),
});
export type TCartTrigger = z.infer<typeof ZCartTrigger>;

/** Spec section 4: what a store does after a conversion (or a cart button's click). */
export const ZCartActionKind = z.enum([
  'add_to_cart',
  'add_to_cart_redirect',
  'redirect',
  'redirect_blank',
  'no_buttons',
]);
export type TCartActionKind = z.infer<typeof ZCartActionKind>;

/**
 * `add_to_cart` and `shopify_add_to_cart_2` to `_6` of `design_properties` (spec section 3): a cart
 * action. `add_to_cart` runs after the popup's conversion; each `shopify_add_to_cart_N` belongs to
 * a cart button of the popup. `variant_id` is the store's variant (or product) id to add.
 */
export const ZCartAction = z.object({
  action: ZCartActionKind,
  variant_id: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w-]*$/, 'variant_id must be an id')
    .optional(),
  quantity: z.number().int().min(1).max(99).default(1),
  url: z.string().trim().max(2000).optional(),
});
export type TCartAction = z.infer<typeof ZCartAction>;

/** The design keys of the cart actions: the conversion's and the cart buttons'. */
export const CART_ACTION_SLOTS = [
  'add_to_cart',
  'shopify_add_to_cart_2',
  'shopify_add_to_cart_3',
  'shopify_add_to_cart_4',
  'shopify_add_to_cart_5',
  'shopify_add_to_cart_6',
] as const;
export const ZCartActionSlot = z.enum(CART_ACTION_SLOTS);
export type TCartActionSlot = z.infer<typeof ZCartActionSlot>;

/** One product of the Wix product save. */
export const ZWixSavedProduct = z.strictObject({
  product_id: z.string().trim().min(1, 'product_id is required').max(100),
  product_name: z.string().trim().min(1, 'product_name is required').max(500),
  category: z.string().max(500).optional(),
});

/** `POST {display-host}/wix/save-ordered-products`, JSON: the Wix product save payload (spec section 3). */
export const ZWixSaveProductsRequest = z.strictObject({
  client_id: ZClientId,
  customer_id: z.string().trim().min(1, 'customer_id is required').max(100),
  products: z.array(ZWixSavedProduct).min(1, 'products must list at least one product').max(50),
  source_table: z.enum(['browse_abandonment', 'ordered_products']),
});
export type TWixSaveProductsRequest = z.infer<typeof ZWixSaveProductsRequest>;

/** Spec section 3: a Shopify product item, as the site owner lists it in a product block. */
export const ZShopifyProductItem = z.object({
  product_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'product_id must be a Shopify product id'),
  variant_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'variant_id must be a Shopify variant id'),
  title: z.string().trim().min(1).max(300),
  desc: z.string().max(2000).default(''),
  image: z.string().max(2000).default(''),
  handle: z.string().max(300).default(''),
  inventory_quantity: z.number().int().optional(),
  price: z.number().min(0),
  compare_at_price: z.number().min(0).nullable().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code')
    .default('USD'),
});
export type TShopifyProductItem = z.infer<typeof ZShopifyProductItem>;

/** Spec section 3: which products a product block recommends. */
export const ZProductCategory = z.enum(['manual', 'last_visited', 'product_in_cart', 'product_collection']);
export type TProductCategory = z.infer<typeof ZProductCategory>;

/** `POST /api/display/shopify/product-recommendation/{poptin_id}`, JSON. */
export const ZProductRecommendationRequest = z.strictObject({
  category: ZProductCategory,
  count: z.number().int().min(1).max(4),
  /**
   * `manual_products` (spec section 7): the product ids of the block's listed products, as the pixel
   * read them; they pick and order the owner's list (an id the owner did not list is not answered).
   */
  manual_products: z
    .array(z.string().regex(/^\d{1,20}$/, 'manual_products are Shopify product ids'))
    .max(50)
    .default([]),
  /** The visitor's product ids the category reads: the cart's (`product_in_cart`) or the ones viewed (`last_visited`). */
  product_ids: z
    .array(z.string().regex(/^\d{1,20}$/, 'product ids are Shopify product ids'))
    .max(100)
    .default([]),
});
export type TProductRecommendationRequest = z.infer<typeof ZProductRecommendationRequest>;

/** The answer, shaped as Shopify's product JSON (`id`, `title`, `body_html`, `handle`, `image`, `variants`). */
export const ZProductRecommendationResponse = z.object({
  success: z.boolean(),
  currency: z.string(),
  data: z.object({
    products: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        body_html: z.string(),
        handle: z.string(),
        image: z.object({ src: z.string() }).nullable(),
        variants: z.array(
          z.object({
            id: z.number(),
            price: z.string(),
            compare_at_price: z.string().nullable(),
            inventory_quantity: z.number().nullable(),
          }),
        ),
      }),
    ),
  }),
});
export type TProductRecommendationResponse = z.infer<typeof ZProductRecommendationResponse>;
