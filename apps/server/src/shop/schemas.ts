import { z } from 'zod';

/**
 * The shop API's inputs. Form bodies carry strings, JSON bodies may carry numbers: ids and
 * quantities accept both. A repeated form key arrives as an array and is refused.
 */
const MAX_INT = 2 ** 31 - 1;
const int = (min: number, max = MAX_INT) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)])
    .pipe(z.number().int('must be a whole number').min(min).max(max));

export const ZProductId = int(1);
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

export const ZAddToCart = z.looseObject({
  product_id: ZProductId,
  quantity: int(1, 10_000).optional(),
  variation_id: z.union([int(0), z.literal('')]).optional(),
});

export const ZRemoveFromCart = z.looseObject({ cart_item_key: ZCartItemKey });

export const ZGetVariation = z.looseObject({
  product_id: ZProductId,
  custom_data: z.unknown().optional(),
});

export const ZReview = z.object({
  rating: z.union([int(1, 5), z.literal('')]).optional(),
  comment: z.string().trim().min(1, 'is required').max(5000),
  author: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
});

export const ZRegister = z.object({
  email: z.email('must be an email address').max(254),
  password: z.string().min(8, 'must be at least 8 characters').max(200),
  name: z.string().trim().max(100).optional(),
});

export const ZLogin = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(200),
});

const field = (max: number) => z.string().trim().min(1, 'is required').max(max);

export const ZCheckout = z.looseObject({
  billing_first_name: field(100),
  billing_last_name: field(100),
  billing_email: z.email('must be an email address').max(254),
  billing_phone: z.string().trim().max(40).optional(),
  billing_address_1: field(200),
  billing_city: field(100),
  billing_postcode: field(20),
  billing_country: field(60),
  payment_method: z.literal('cod', 'must be cod (cash on delivery)'),
});
