import type { TVariationRecord } from '@hookline/schema';
import { availableOptions, type AttributeOption, type ProductAttribute } from '@hookline/shop';

export type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

/** Drops choices that no longer fit the others (preloaded variations only), in attribute order. */
export function pruneChoices(
  variations: TVariationRecord[],
  attributes: ProductAttribute[],
  chosen: Record<string, string>,
) {
  const next = { ...chosen };
  for (const attribute of attributes) {
    const value = next[attribute.name] ?? '';
    if (!value) continue;
    const fits = availableOptions(variations, attribute, next).some((o) => o.value === value && o.enabled);
    if (!fits) next[attribute.name] = '';
  }
  return next;
}

/**
 * Whether the shop has answered that choosing `value` for `attribute`, with the other current
 * choices, makes a combination with no variation (`missing`: the full selections get_variation
 * answered none for). Known only once every other attribute is chosen.
 */
export function knownMissing(
  attributes: ProductAttribute[],
  missing: readonly Record<string, string>[],
  chosen: Record<string, string>,
  attribute: string,
  value: string,
): boolean {
  return missing.some((combination) =>
    attributes.every((a) =>
      a.name === attribute
        ? combination[a.name] === value
        : !!chosen[a.name] && combination[a.name] === chosen[a.name],
    ),
  );
}

/**
 * Each select's options: when variations are fetched one by one (`false`), every value but those
 * the shop already answered no variation for with the other current choices (`missing`, disabled);
 * else the values some variation fitting the other choices has (the others disabled).
 */
export const selectOptions = (
  attributes: ProductAttribute[],
  variations: TVariationRecord[] | false,
  chosen: Record<string, string>,
  missing: readonly Record<string, string>[] = [],
): Record<string, AttributeOption[]> =>
  Object.fromEntries(
    attributes.map((a) => [
      a.name,
      variations === false
        ? a.values.map((value) => ({
            value,
            enabled: !knownMissing(attributes, missing, chosen, a.name, value),
          }))
        : availableOptions(variations, a, chosen),
    ]),
  );

/** The add-to-cart button's state: a variation to choose, one that cannot be bought, or go. */
export function buttonStateOf(variation: TVariationRecord | null): ButtonState {
  const purchasable =
    !!variation && variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
  return !variation ? 'selection-needed' : purchasable ? 'enabled' : 'unavailable';
}
