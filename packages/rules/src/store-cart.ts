import type { StoreCart, StoreCartLine } from './cart-trigger.ts';
/** The cart fields of the display and click calls (spec section 7). */
export interface CartFields {
  cart_total_items: string;
  cart_total_price: string;
  cart_products_ids_list: string;
  cart_products_org_ids_list: string;
}

const ID = /^\d{1,20}$/;
const MAX_ITEMS = 100;

/**
 * Maps a Shopify `cart.js` answer (`item_count`, `total_price` in cents, `items` with `variant_id`
 * and `product_id`) to the cart fields: the count, the total in currency units with two decimals,
 * and comma lists of variant ids and product ids. Null when the answer is not a cart.
 */
export function shopifyCartFields(cart: unknown): CartFields | null {
  if (typeof cart !== 'object' || cart === null) return null;
  const { item_count, total_price, items } = cart as Record<string, unknown>;
  if (!Number.isSafeInteger(item_count) || !Number.isSafeInteger(total_price) || !Array.isArray(items))
    return null;
  const ids = (key: 'variant_id' | 'product_id') =>
    items
      .slice(0, MAX_ITEMS)
      .map((item) => String((item as Record<string, unknown> | null)?.[key] ?? ''))
      .filter((id) => ID.test(id))
      .join(',');
  return {
    cart_total_items: String(item_count),
    cart_total_price: ((total_price as number) / 100).toFixed(2),
    cart_products_ids_list: ids('variant_id'),
    cart_products_org_ids_list: ids('product_id'),
  };
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null ? (value as Loose) : null;
const idText = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^[\w-]{1,64}$/.test(value))
    ? String(value)
    : '';
/** A line's quantity; a line that does not say counts once (it is in the cart). */
const count = (value: unknown) =>
  value === undefined
    ? 1
    : typeof value === 'number' && Number.isFinite(value) && value > 0
      ? Math.floor(value)
      : 0;
const amount = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : 0;
};

function storeCart(lines: StoreCartLine[], total: number, itemCount?: number): StoreCart {
  const kept = lines.filter((line) => line.quantity > 0).slice(0, MAX_ITEMS);
  return {
    itemCount: itemCount ?? kept.reduce((sum, line) => sum + line.quantity, 0),
    total: Math.round(total * 100) / 100,
    lines: kept,
  };
}

/** A Shopify `cart.js` answer (or the cart `change.js`, `update.js` and `clear.js` answer with) as a store cart; null when it is not one. */
export function shopifyStoreCart(cart: unknown): StoreCart | null {
  const body = record(cart);
  if (
    !body ||
    !Number.isSafeInteger(body.item_count) ||
    !Number.isSafeInteger(body.total_price) ||
    !Array.isArray(body.items)
  )
    return null;
  const lines = body.items.map((item) => {
    const line = record(item) ?? {};
    return {
      variantId: idText(line.variant_id ?? line.id),
      productId: idText(line.product_id),
      quantity: count(line.quantity),
    };
  });
  return storeCart(lines, (body.total_price as number) / 100, body.item_count as number);
}

/** An Ecwid cart (`Ecwid.Cart.get`, `Ecwid.OnCartChanged`): items of `{quantity, product: {id, price}}`; the total is their sum. */
export function ecwidStoreCart(cart: unknown): StoreCart | null {
  const body = record(cart);
  if (!body || !Array.isArray(body.items)) return null;
  let total = 0;
  const lines = body.items.map((item) => {
    const line = record(item) ?? {};
    const product = record(line.product) ?? {};
    const quantity = count(line.quantity);
    total += amount(product.price) * quantity;
    return { variantId: idText(product.combinationId ?? ''), productId: idText(product.id), quantity };
  });
  return storeCart(
    lines,
    total,
    Number.isSafeInteger(body.productsQuantity) ? (body.productsQuantity as number) : undefined,
  );
}

/**
 * A Wix eCommerce cart (`GET /_api/ecom/v1/carts/current` answers `{cart}`; `wix_cart_details` carries
 * `lineItems` and `subtotal`): line items of `{quantity, catalogReference: {catalogItemId, options: {variantId}}}`,
 * `subtotal.amount` a decimal string.
 */
export function wixStoreCart(cart: unknown): StoreCart | null {
  const body = record(cart);
  if (!body || !Array.isArray(body.lineItems)) return null;
  const lines = body.lineItems.map((item) => {
    const line = record(item) ?? {};
    const reference = record(line.catalogReference) ?? {};
    const options = record(reference.options) ?? {};
    return {
      variantId: idText(options.variantId ?? ''),
      productId: idText(reference.catalogItemId),
      quantity: count(line.quantity),
    };
  });
  const subtotal = record(body.subtotal);
  return storeCart(lines, amount(subtotal ? subtotal.amount : body.subtotal));
}

/** The Hookline shop's cart (`HooklineShop.getCart()`, docs/store-integration.md): `lineIds` are `product` or `product:variation`. */
export function hooklineStoreCart(cart: unknown): StoreCart | null {
  const body = record(cart);
  if (
    !body ||
    !Array.isArray(body.lineIds) ||
    !Number.isFinite(body.total) ||
    !Number.isSafeInteger(body.itemCount)
  )
    return null;
  // The shop's cart names its lines, not their quantities: the count goes to the first of each product.
  const lines = body.lineIds.map((id) => {
    const [productId = '', variantId = ''] = String(id).split(':');
    return { productId: idText(productId), variantId: idText(variantId), quantity: 1 };
  });
  const extra = (body.itemCount as number) - lines.length;
  if (lines[0] && extra > 0) lines[0] = { ...lines[0], quantity: 1 + extra };
  return storeCart(lines, amount(body.total), body.itemCount as number);
}

/** The cart fields of the display and click calls for any store's cart. */
export function storeCartFields(cart: StoreCart): CartFields {
  const ids = (key: 'variantId' | 'productId') =>
    [...new Set(cart.lines.map((line) => line[key]).filter((id) => id !== ''))].join(',');
  return {
    cart_total_items: String(cart.itemCount),
    cart_total_price: cart.total.toFixed(2),
    cart_products_ids_list: ids('variantId'),
    cart_products_org_ids_list: ids('productId'),
  };
}
