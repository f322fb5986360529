/**
 * Variation matching, as WooCommerce's variation form does it: a variation matches the chosen
 * attributes when each of its attributes is empty (any value) or equal to the choice. Pure, so the
 * server's get_variation and the browser's form share it.
 */

export interface Matchable {
  attributes: Record<string, string>;
}

/** Whether one variation fits the chosen values; an unchosen ('') attribute fits anything. */
export function variationMatches(variation: Matchable, chosen: Record<string, string>): boolean {
  for (const [name, value] of Object.entries(variation.attributes)) {
    const choice = chosen[name] ?? '';
    if (value !== '' && choice !== '' && value !== choice) return false;
  }
  return true;
}

/** The variations that fit the chosen values, in their order. */
export function findMatchingVariations<V extends Matchable>(
  variations: V[],
  chosen: Record<string, string>,
): V[] {
  return variations.filter((v) => variationMatches(v, chosen));
}

export interface AttributeOption {
  value: string;
  /** False: only inactive variations offer it, so the option shows but cannot be chosen. */
  enabled: boolean;
}

/**
 * The options one select may offer given the other selects' current choices: values offered by no
 * fitting variation are left out; values offered only by inactive variations are disabled.
 */
export function availableOptions(
  variations: (Matchable & { variation_is_active: boolean })[],
  attribute: { name: string; values: string[] },
  chosen: Record<string, string>,
): AttributeOption[] {
  const others = { ...chosen, [attribute.name]: '' };
  const attached = new Map<string, boolean>();
  for (const variation of findMatchingVariations(variations, others)) {
    const value = variation.attributes[attribute.name] ?? '';
    const targets = value === '' ? attribute.values : [value];
    for (const target of targets)
      attached.set(target, (attached.get(target) ?? false) || variation.variation_is_active);
  }
  return attribute.values
    .filter((v) => attached.has(v))
    .map((value) => ({ value, enabled: attached.get(value)! }));
}

/** How many attributes the form has and how many are chosen. */
export function chosenCount(attributes: { name: string }[], chosen: Record<string, string>) {
  return {
    count: attributes.length,
    chosen: attributes.filter((a) => (chosen[a.name] ?? '') !== '').length,
  };
}
