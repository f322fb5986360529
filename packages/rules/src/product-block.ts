import type { TProductCategory, TShopifyProductItem } from '@hookline/schema';

/** Spec section 5: a product's title is cut to 50 characters plus an ellipsis. */
export const PRODUCT_TITLE_MAX = 50;
/** Spec section 5: at most 4 products are shown. */
export const MAX_PRODUCTS = 4;

/** A product title as the block shows it: at most 50 characters, then an ellipsis. */
export function productTitle(title: string): string {
  const text = title.trim();
  return text.length > PRODUCT_TITLE_MAX ? `${text.slice(0, PRODUCT_TITLE_MAX).trimEnd()}…` : text;
}

/**
 * The products a recommendation block shows (at most `count`, at most 4), from the products its
 * owner listed: `manual` and `product_collection` in the listed order; `product_in_cart` the
 * listed products the visitor has in the cart; `last_visited` the ones they viewed, most recent
 * first (`productIds` in that order). A category with nothing to match falls back to the list.
 */
export function recommendedProducts(
  listed: readonly TShopifyProductItem[],
  category: TProductCategory,
  productIds: readonly string[],
  count: number,
  manualProducts: readonly string[] = [],
): TShopifyProductItem[] {
  const limit = Math.max(1, Math.min(MAX_PRODUCTS, Math.floor(count)));
  // `manual_products` (the product ids the pixel read from the block) picks and orders the listed
  // products; ids the owner did not list are never answered.
  const named = manualProducts.flatMap((id) => listed.filter((product) => product.product_id === id));
  const source = named.length > 0 ? named : listed;
  let chosen: readonly TShopifyProductItem[] = source;
  if (category === 'product_in_cart' || category === 'last_visited') {
    const matched = productIds.flatMap((id) => source.filter((product) => product.product_id === id));
    if (matched.length > 0) chosen = matched;
  }
  return [...new Set(chosen)].slice(0, limit);
}

/** Spec sections 3 and 9: the visitor's recently viewed products are at most 3 ids. */
export const MAX_RECENTLY_VIEWED = 3;
const PRODUCT_ID = /^\d{1,20}$/;

/** The stored recently viewed products (a comma list of Shopify product ids, newest first); anything else is dropped. */
export function parseRecentlyViewed(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').filter((id) => PRODUCT_ID.test(id)))].slice(
    0,
    MAX_RECENTLY_VIEWED,
  );
}

/** The list after the visitor viewed `productId`: it first, the others after it, at most 3. */
export function withRecentlyViewed(list: readonly string[], productId: string): string[] {
  if (!PRODUCT_ID.test(productId)) return [...list];
  return [productId, ...list.filter((id) => id !== productId)].slice(0, MAX_RECENTLY_VIEWED);
}

/**
 * Spec section 9: the block's wrapper width depends on the product count and the popup's size: each
 * product gets an equal column, at least `minColumn` px wide; on a narrow popup the columns wrap to
 * two (or one) per row. Answers the columns per row.
 */
export function productColumns(count: number, popupWidth: number, minColumn = 140): number {
  const fit = Math.max(1, Math.floor(popupWidth / minColumn));
  return Math.max(1, Math.min(count, fit, MAX_PRODUCTS));
}
