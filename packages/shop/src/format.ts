/** Formats cents as the shop's currency: 2400 -> "$24.00". */
export const formatPrice = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** One price, or a range when a variable product's variations differ. */
export const formatPriceRange = (min: number, max: number): string =>
  min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;

/** "0.35" -> "0.35 kg"; empty stays empty. */
export const formatWeight = (weight: string): string => (weight ? `${weight} kg` : '');

/** "9 × 9 × 10 cm", or '' when no dimension is known. */
export const formatDimensions = (d: { length: string; width: string; height: string } | null): string => {
  if (!d) return '';
  const parts = [d.length, d.width, d.height].filter((p) => p !== '');
  return parts.length ? `${parts.join(' × ')} cm` : '';
};
