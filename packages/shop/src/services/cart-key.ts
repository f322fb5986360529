import { createHash } from 'node:crypto';

/**
 * The `cart_item_key` of a line: the same product, variation and chosen attributes always give the
 * same key, so adding them again raises the quantity of one line.
 */
export function cartItemKey(
  productId: number,
  variationId: number | null,
  attributes: Record<string, string>,
) {
  const sorted = Object.keys(attributes)
    .sort()
    .map((name) => [name, attributes[name]]);
  return createHash('sha256')
    .update(JSON.stringify([productId, variationId ?? 0, sorted]))
    .digest('hex')
    .slice(0, 32);
}

/** The `cart_hash`: changes whenever a line, a quantity or a price changes; '' for an empty cart. */
export function cartHash(
  lines: { key: string; quantity: number; unitPriceCents: number }[],
  coupons: string[] = [],
): string {
  if (lines.length === 0) return '';
  return createHash('sha256')
    .update(JSON.stringify([lines.map((l) => [l.key, l.quantity, l.unitPriceCents]), coupons]))
    .digest('hex')
    .slice(0, 32);
}
