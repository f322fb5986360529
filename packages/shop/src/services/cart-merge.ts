import { mergeGuestCart, type CartMergeChange, type Db } from '@hookline/db';
import type { TShopNotice } from '@hookline/schema';

/** WooCommerce's wording for a cart line changed when carts merged. */
export function mergeNotice(change: CartMergeChange): string {
  if (change.kind === 'removed')
    return `“${change.name}” has been removed from your cart because it can no longer be purchased. Please contact us if you need assistance.`;
  if (change.soldIndividually) return `You can only have 1 “${change.name}” in your cart.`;
  return `Sorry, we do not have enough “${change.name}” in stock to fulfill your order (${change.quantity} available). Your cart now holds ${change.quantity}.`;
}

/**
 * A customer who logs in or registers takes their saved cart, with what they added as a guest in
 * this browser (`guestTokenHash`); a line the product's rules cut down comes back as a notice for
 * the next page (WooCommerce's notices).
 */
export async function adoptGuestCart(
  db: Db,
  guestTokenHash: string | null,
  customerId: string,
): Promise<TShopNotice[]> {
  const { changes } = await mergeGuestCart(db, guestTokenHash, customerId);
  return changes.map((change) => ({ type: 'error' as const, text: mergeNotice(change) }));
}
