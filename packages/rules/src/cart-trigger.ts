import type { TCartTrigger } from '@hookline/schema';

/**
 * The cart trigger (spec sections 3 and 4: `shopify_cart_trigger_*`, `wix_cart_trigger_active`):
 * pure decisions over a store's cart as every store adapter reports it.
 */

/** One line of a store's cart: its variant and product ids ('' when the platform has none) and quantity. */
export interface StoreCartLine {
  variantId: string;
  productId: string;
  quantity: number;
}

/** A store's cart, the same on every platform: total in currency units (e.g. 45.99). */
export interface StoreCart {
  itemCount: number;
  total: number;
  lines: StoreCartLine[];
}

/** What changed between two readings of a cart: the ids (variant and product) of lines that grew or shrank. */
export interface CartChange {
  added: string[];
  removed: string[];
}

const lineKey = (line: StoreCartLine) => `${line.productId}:${line.variantId}`;
const idsOf = (line: StoreCartLine) => [line.variantId, line.productId].filter((id) => id !== '');

function quantities(cart: StoreCart | null): Map<string, { line: StoreCartLine; quantity: number }> {
  const byKey = new Map<string, { line: StoreCartLine; quantity: number }>();
  for (const line of cart?.lines ?? []) {
    const key = lineKey(line);
    byKey.set(key, { line, quantity: (byKey.get(key)?.quantity ?? 0) + line.quantity });
  }
  return byKey;
}

/**
 * The change from `previous` (null: unknown, read as empty) to `next`: every line whose quantity
 * rose counts as added, every one that fell (or left) as removed, by its variant and product ids.
 */
export function cartChange(previous: StoreCart | null, next: StoreCart): CartChange {
  const before = quantities(previous);
  const after = quantities(next);
  const added = new Set<string>();
  const removed = new Set<string>();
  for (const [key, { line, quantity }] of after) {
    if (quantity > (before.get(key)?.quantity ?? 0)) idsOf(line).forEach((id) => added.add(id));
  }
  for (const [key, { line, quantity }] of before) {
    if (quantity > (after.get(key)?.quantity ?? 0)) idsOf(line).forEach((id) => removed.add(id));
  }
  return { added: [...added], removed: [...removed] };
}

/** The ids a trigger's `products` lists, or the keyword `any_product` / `empty_cart`. */
export function cartTriggerProducts(products: string): 'any_product' | 'empty_cart' | string[] {
  const text = products.trim();
  if (text === '' || text === 'any_product') return 'any_product';
  if (text === 'empty_cart') return 'empty_cart';
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** Two cart totals are equal to the cent. */
const CENT = 0.005;

/** Whether a cart's total passes a `cart_value` trigger's comparison with its value. */
export function cartValuePasses(
  total: number,
  filter: TCartTrigger['cart_spec_filter'],
  value: number,
): boolean {
  if (filter === 'equal') return Math.abs(total - value) < CENT;
  if (filter === 'greater_than_or_equal') return total > value - CENT;
  return total > value + CENT;
}

/**
 * Whether a cart trigger fires, given the cart now and what just changed (`change` is null when the
 * page starts and nothing has changed yet).
 *
 * - `added_product` / `removed_product`: only on a change that added (removed) a product: any
 *   product, one of the listed variant or product ids, or (removed, `empty_cart`) the last one.
 * - `cart_item`: the cart holds any product, one of the listed ids, or (`empty_cart`) nothing;
 *   checked when the page starts and after every change.
 * - `cart_value`: the cart's total compares with the value as the filter says (when the page starts
 *   and after every change).
 */
export function cartTriggerFires(trigger: TCartTrigger, cart: StoreCart, change: CartChange | null): boolean {
  const products = cartTriggerProducts(trigger.products);
  const listed = (ids: readonly string[]) =>
    Array.isArray(products) && ids.some((id) => products.includes(id));
  switch (trigger.action) {
    case 'added_product':
      if (!change || change.added.length === 0) return false;
      return products === 'any_product' || listed(change.added);
    case 'removed_product':
      if (!change || change.removed.length === 0) return false;
      if (products === 'empty_cart') return cart.itemCount === 0;
      return products === 'any_product' || listed(change.removed);
    case 'cart_item':
      if (products === 'empty_cart') return cart.itemCount === 0;
      if (products === 'any_product') return cart.itemCount > 0;
      return listed(cart.lines.flatMap(idsOf));
    case 'cart_value':
      return (
        cart.itemCount > 0 && cartValuePasses(cart.total, trigger.cart_spec_filter, trigger.cart_spec_value)
      );
  }
}

const ACTIONS: readonly string[] = ['added_product', 'removed_product', 'cart_item', 'cart_value'];
const FILTERS: readonly string[] = ['greater_than', 'equal', 'greater_than_or_equal'];

/**
 * A popup record's cart trigger (`triggers.cart`) as the visitor script reads it, checked by hand
 * (the script carries no zod): null when it is off or not a cart trigger.
 */
export function cartTriggerSetting(value: unknown): TCartTrigger | null {
  if (typeof value !== 'object' || value === null) return null;
  const { action, products, cart_spec_filter, cart_spec_value } = value as Record<string, unknown>;
  if (typeof action !== 'string' || !ACTIONS.includes(action)) return null;
  return {
    action: action as TCartTrigger['action'],
    products: typeof products === 'string' ? products : 'any_product',
    cart_spec_filter: (typeof cart_spec_filter === 'string' && FILTERS.includes(cart_spec_filter)
      ? cart_spec_filter
      : 'greater_than') as TCartTrigger['cart_spec_filter'],
    cart_spec_value:
      typeof cart_spec_value === 'number' && Number.isFinite(cart_spec_value) ? cart_spec_value : 0,
  };
}
