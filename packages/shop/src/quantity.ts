/**
 * Clamps a quantity into a variation's bounds (spec section 5): a value that is not a number falls
 * back to `min`; an empty `max` means no upper bound.
 */
export function clampQuantity(value: string, min: number, max: number | ''): number {
  const parsed = parseFloat(value);
  if (Number.isNaN(parsed)) return min;
  let clamped = parsed;
  if (max !== '' && clamped > max) clamped = max;
  if (clamped < min) clamped = min;
  return clamped;
}

/** A quantity input's value raised to its minimum when lower (spec section 5); others stay as typed. */
export function raiseToMinimum(value: string, min: number): string {
  const parsed = parseFloat(value);
  return !Number.isNaN(parsed) && parsed < min ? String(min) : value;
}
