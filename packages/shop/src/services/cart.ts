import {
  asDb,
  cartCoupons,
  cartLineQuantity,
  deleteCartLine,
  ensureCart,
  findCartId,
  findProduct,
  findVariation,
  listCartLines,
  listVariations,
  putCartLine,
  type Db,
  type ProductDetail,
} from '@hookline/db';
import type { TCartSnapshot } from '@hookline/schema';
import { cartTotals, type CartTotals } from '../totals.ts';
import { findMatchingVariations } from '../variation-match.ts';
import { cartHash, cartItemKey } from './cart-key.ts';
import { couponTerms, usableCoupons } from './coupons.ts';
import type { CartPricing } from './pricing.ts';
import { attributeLabel, cartItem, productAttributes } from './records.ts';
import { ShopError } from './shop-error.ts';

/** A product's page, where a refused add to cart sends the shopper. */
export const productUrl = (slug: string) => `/product/${slug}`;

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
  if (!cartId) throw new ShopError(409, 'empty_cart', 'Your cart is empty.');
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
        throw new ShopError(422, 'sold_individually', `You can only have 1 “${line.name}” in your cart.`);
      if (quantity < line.minQty)
        throw new ShopError(
          422,
          'below_minimum',
          `The minimum quantity of “${line.name}” is ${line.minQty}.`,
        );
      if (line.maxQty !== null && quantity > line.maxQty)
        throw new ShopError(
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
  if (!detail) throw new ShopError(404, 'unknown_product', `Product ${input.productId} not found`);
  const { product } = detail;
  const url = productUrl(product.slug);
  const refuse = (code: string, message: string) => new ShopError(422, code, message, url);

  let variationId: number | null = null;
  const attributes: Record<string, string> = {};
  let bounds = { min: product.minQty, max: product.maxQty, single: product.soldIndividually };
  let name = product.name;
  if (product.type === 'variable') {
    // A form posted without scripts names the attributes only: match the variation from them.
    const wanted = input.variationId ?? (await matchVariationId(db, detail, input.attributes));
    if (!wanted)
      throw refuse('choose_options', `Please choose product options by visiting “${product.name}”.`);
    const variation = await findVariation(db, product.id, wanted);
    if (!variation)
      throw new ShopError(404, 'unknown_variation', `Variation ${wanted} of ${product.name} not found`, url);
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
      throw refuse(
        'unavailable',
        'Sorry, this product is unavailable. Please choose a different combination.',
      );
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
  if (!removed) throw new ShopError(404, 'not_in_cart', `Cart item ${key} is not in your cart`);
}
