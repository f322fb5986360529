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
