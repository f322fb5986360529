import { z } from 'zod';
import { ZShopProductId } from './ids.ts';

/** Products on the wire: their addresses, the chosen attributes, variations (spec section 3). */

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

/** `POST {api}/get_variation`, plus the `attribute_*` fields (ZAttributes). */
export const ZGetVariationRequest = z.looseObject({
  product_id: ZShopProductId,
  custom_data: z.unknown().optional(),
});
export type TGetVariationRequest = z.infer<typeof ZGetVariationRequest>;

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
