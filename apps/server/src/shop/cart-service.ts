import {
  asDb,
  cartLineQuantity,
  deleteCartLine,
  ensureCart,
  findCartId,
  findProduct,
  findVariation,
  listCartLines,
  listVariations,
  putCartLine,
  cartCoupons,
  couponUsesBy,
  findCoupons,
  setCartCoupons,
  type CouponRow,
  type Db,
  type ProductDetail,
} from '@hookline/db';
import type { TCartSnapshot } from '@hookline/schema';
import {
  COUPON_TEXTS,
  cartTotals,
  couponProblem,
  findMatchingVariations,
  type CartTotals,
  type CouponTerms,
  type ShippingRule,
} from '@hookline/shop';
import { HttpError } from '../http/errors.ts';
import { cartHash, cartItemKey } from './cart-key.ts';
import { attributeLabel, cartItem, productAttributes } from './records.ts';

/** A refused cart change: the shop's client then sends the shopper to `productUrl` (spec section 8). */
export class CartRefusal extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly productUrl?: string,
  ) {
    super(statusCode, code, message);
  }
}

export const productUrl = (slug: string) => `/product/${slug}`;

/** What prices a cart: the shop's site (its coupons) and its shipping rule. */
export interface CartPricing {
  siteId: string | null;
  shipping: ShippingRule;
  now?: () => Date;
}

/** The coupon rows of a cart's codes that still apply to this subtotal (others are left out). */
async function usableCoupons(db: Db, pricing: CartPricing, codes: string[], subtotalCents: number) {
  if (!pricing.siteId || codes.length === 0) return [];
  const rows = await findCoupons(db, pricing.siteId, codes);
  const now = pricing.now?.() ?? new Date();
  return codes.flatMap((code) => {
    const row = rows.find((r) => r.code === code);
    return row && !couponProblem(couponTerms(row), subtotalCents, now) ? [row] : [];
  });
}

export const couponTerms = (row: CouponRow): CouponTerms => ({
  code: row.code,
  kind: row.kind as CouponTerms['kind'],
  amount: row.amount,
  expiresAt: row.expiresAt,
  minSpendCents: row.minSpendCents,
  usageLimit: row.usageLimit,
  usageCount: row.usageCount,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
});

/** The cart of a token hash as pages and cart responses carry it, with its totals; empty when there is none. */
export async function loadCart(
  db: Db,
  tokenHash: string | null,
  pricing: CartPricing,
): Promise<TCartSnapshot & { totals: CartTotals }> {
  const cartId = tokenHash ? await findCartId(db, tokenHash) : null;
  const [lines, codes] = cartId
    ? await Promise.all([listCartLines(db, cartId), cartCoupons(db, cartId)])
    : [[], []];
  const items = lines.map(cartItem);
  const subtotal = items.reduce((sum, i) => sum + i.lineTotalCents, 0);
  const coupons = await usableCoupons(db, pricing, codes, subtotal);
  return {
    items,
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
    totalCents: subtotal,
    hash: cartHash(
      lines,
      coupons.map((c) => c.code),
    ),
    totals: cartTotals(subtotal, coupons.map(couponTerms), pricing.shipping),
  };
}

/** A refused coupon, in WooCommerce's words. */
export class CouponRefusal extends HttpError {
  constructor(message: string) {
    super(422, 'coupon_refused', message);
  }
}

/**
 * Applies a coupon of the shop's site to the cart (codes compare case-insensitively). Refused: an
 * unknown code (or one of another site), expired, spent, below its minimum spend, already applied.
 */
export async function applyCoupon(
  db: Db,
  tokenHash: string,
  pricing: CartPricing,
  input: string,
  email: string | null,
): Promise<void> {
  const code = input.trim().toLowerCase();
  if (!code) throw new CouponRefusal(COUPON_TEXTS.empty);
  const [row] = pricing.siteId ? await findCoupons(db, pricing.siteId, [code]) : [];
  if (!row) throw new CouponRefusal(COUPON_TEXTS.unknown(input.trim()));
  const cartId = await ensureCart(db, tokenHash);
  const codes = await cartCoupons(db, cartId);
  if (codes.includes(code)) throw new CouponRefusal(COUPON_TEXTS.already);
  const lines = await listCartLines(db, cartId);
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const uses = email ? await couponUsesBy(db, row.id, email) : 0;
  const problem = couponProblem(couponTerms(row), subtotal, pricing.now?.() ?? new Date(), uses);
  if (problem) throw new CouponRefusal(problem);
  await setCartCoupons(db, cartId, [...codes, code]);
}

/** Takes a coupon off the cart; a code that is not applied changes nothing. */
export async function removeCoupon(db: Db, tokenHash: string | null, input: string): Promise<void> {
  const cartId = tokenHash ? await findCartId(db, tokenHash) : null;
  if (!cartId) return;
  const code = input.trim().toLowerCase();
  const codes = await cartCoupons(db, cartId);
  await setCartCoupons(
    db,
    cartId,
    codes.filter((c) => c !== code),
  );
}

/**
 * Sets the quantities of cart lines (WooCommerce's "Update cart"); 0 removes a line. Each new
 * quantity is checked against the line's bounds; all or nothing.
 */
export async function updateCart(
  db: Db,
  tokenHash: string | null,
  quantities: Record<string, number>,
): Promise<void> {
  const cartId = tokenHash ? await findCartId(db, tokenHash) : null;
  if (!cartId) throw new CartRefusal(409, 'empty_cart', 'Your cart is empty.');
  await db.transaction(async (tx) => {
    const trx = asDb(tx);
    const lines = await listCartLines(trx, cartId);
    for (const [key, quantity] of Object.entries(quantities)) {
      const line = lines.find((l) => l.key === key);
      if (!line) continue; // a line removed meanwhile (another tab): nothing to update
      if (quantity === 0) {
        await deleteCartLine(trx, cartId, key);
        continue;
      }
      if (line.soldIndividually && quantity > 1)
        throw new CartRefusal(422, 'sold_individually', `You can only have 1 “${line.name}” in your cart.`);
      if (quantity < line.minQty)
        throw new CartRefusal(422, 'below_minimum', `The minimum quantity of “${line.name}” is ${line.minQty}.`);
      if (line.maxQty !== null && quantity > line.maxQty)
        throw new CartRefusal(
          422,
          'above_maximum',
          `You cannot add that amount of “${line.name}” to the cart because there is not enough stock. Only ${line.maxQty} left in stock.`,
        );
      await putCartLine(trx, {
        cartId,
        key,
        productId: line.productId,
        variationId: line.variationId,
        attributes: line.attributes,
        quantity,
      });
    }
  });
}

export interface AddToCart {
  productId: number;
  variationId: number | undefined;
  quantity: number;
  /** `attribute_*` fields as posted. */
  attributes: Record<string, string>;
}

/**
 * Adds to the cart, or refuses with the reason: unknown product or variation, a variation not
 * chosen, not purchasable or out of stock, an attribute value the product does not have, or a
 * quantity outside the product's bounds (counting what the cart already holds). All or nothing.
 */
export async function addToCart(db: Db, tokenHash: string, input: AddToCart): Promise<{ name: string }> {
  const detail = await findProduct(db, { id: input.productId });
  if (!detail) throw new CartRefusal(404, 'unknown_product', `Product ${input.productId} not found`);
  const { product } = detail;
  const url = productUrl(product.slug);
  const refuse = (code: string, message: string) => new CartRefusal(422, code, message, url);

  let variationId: number | null = null;
  const attributes: Record<string, string> = {};
  let bounds = { min: product.minQty, max: product.maxQty, single: product.soldIndividually };
  let name = product.name;
  if (product.type === 'variable') {
    // A form posted without scripts names the attributes only: match the variation from them.
    const wanted = input.variationId ?? (await matchVariationId(db, detail, input.attributes));
    if (!wanted) throw refuse('choose_options', `Please choose product options by visiting “${product.name}”.`);
    const variation = await findVariation(db, product.id, wanted);
    if (!variation)
      throw new CartRefusal(
        404,
        'unknown_variation',
        `Variation ${wanted} of ${product.name} not found`,
        url,
      );
    for (const attribute of productAttributes(detail)) {
      const fixed = variation.attributes[attribute.name] ?? '';
      const posted = input.attributes[attribute.name] ?? '';
      if (fixed !== '' && posted !== '' && posted !== fixed)
        throw refuse(
          'attribute_mismatch',
          `${attributeLabel(attribute.name)} “${posted}” does not match the chosen variation.`,
        );
      const value = fixed || posted;
      if (!attribute.values.includes(value))
        throw refuse('attribute_required', `${attribute.label} is a required field.`);
      attributes[attribute.name] = value;
    }
    if (!variation.visible || !variation.active)
      throw refuse('unavailable', 'Sorry, this product is unavailable. Please choose a different combination.');
    if (!variation.inStock)
      throw refuse(
        'out_of_stock',
        `You cannot add “${product.name}” to the cart because the product is out of stock.`,
      );
    variationId = variation.id;
    bounds = { min: variation.minQty, max: variation.maxQty, single: variation.soldIndividually };
    name = `${product.name} – ${Object.values(attributes).join(', ')}`;
  } else {
    if (input.variationId) throw refuse('not_variable', `${product.name} has no variations`);
    if (!product.inStock)
      throw refuse(
        'out_of_stock',
        `You cannot add “${product.name}” to the cart because the product is out of stock.`,
      );
  }

  await db.transaction(async (tx) => {
    const trx = asDb(tx);
    const cartId = await ensureCart(trx, tokenHash);
    const key = cartItemKey(product.id, variationId, attributes);
    const already = await cartLineQuantity(trx, cartId, key);
    const total = already + input.quantity;
    if (bounds.single && total > 1)
      throw refuse('sold_individually', `You cannot add another “${name}” to your cart.`);
    if (input.quantity < bounds.min)
      throw refuse('below_minimum', `The minimum quantity of “${name}” is ${bounds.min}.`);
    if (bounds.max !== null && total > bounds.max)
      throw refuse('above_maximum', aboveMaximum(name, bounds.max, already));
    await putCartLine(trx, { cartId, key, productId: product.id, variationId, attributes, quantity: total });
  });
  return { name };
}

/** WooCommerce's wording for a quantity over what may be bought (`max_qty`: the stock on hand). */
export const aboveMaximum = (name: string, max: number, already: number) =>
  already > 0
    ? `You cannot add that amount to the cart — we have ${max} in stock and you already have ${already} in your cart.`
    : `You cannot add that amount of “${name}” to the cart because there is not enough stock. Only ${max} left in stock.`;

/** The first variation matching a full selection of the product's attributes, or undefined. */
export async function matchVariationId(
  db: Db,
  detail: ProductDetail,
  chosen: Record<string, string>,
): Promise<number | undefined> {
  const attributes = productAttributes(detail);
  if (attributes.some((a) => !chosen[a.name])) return undefined;
  const { variations } = await listVariations(db, detail.product.id);
  return findMatchingVariations(variations, chosen)[0]?.id;
}

/** Removes a line; a key that is not in this cart is a 404 and changes nothing. */
export async function removeFromCart(db: Db, tokenHash: string | null, key: string): Promise<void> {
  const cartId = tokenHash ? await findCartId(db, tokenHash) : null;
  const removed = cartId ? await deleteCartLine(db, cartId, key) : false;
  if (!removed) throw new CartRefusal(404, 'not_in_cart', `Cart item ${key} is not in your cart`);
}
