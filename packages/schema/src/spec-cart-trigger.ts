import { ZCartTrigger, type TCartTrigger } from './store.ts';

/**
 * The spec's cart-trigger names (section 3) where the spec puts them, in a popup's `display_rules`:
 * `shopify_cart_trigger_active`, `_action`, `_products`, `_cart_spec_filter`, `_cart_spec_value` and
 * `wix_cart_trigger_active`. Ours is one setting for every store platform, `triggers.cart`
 * (store.ts). A popup written from the spec is mapped to it here, the one place those names are
 * read (docs/decisions.md, "The spec's cart-trigger names"), so that it shows on the cart trigger it
 * names instead of keeping names nothing reads.
 */

/** Each spec name and the field of `triggers.cart` it becomes (the two `active` flags turn it on). */
const SPEC_FIELDS = {
  shopify_cart_trigger_action: 'action',
  shopify_cart_trigger_products: 'products',
  shopify_cart_trigger_cart_spec_filter: 'cart_spec_filter',
  shopify_cart_trigger_cart_spec_value: 'cart_spec_value',
} as const;
const ACTIVE_FLAGS = ['shopify_cart_trigger_active', 'wix_cart_trigger_active'] as const;

/** Every spec cart-trigger name. */
export const SPEC_CART_TRIGGER_NAMES: readonly string[] = [...ACTIVE_FLAGS, ...Object.keys(SPEC_FIELDS)];

/** A spec name's value that cannot be mapped, and why (the message names the field it becomes). */
export interface SpecCartTriggerProblem {
  name: string;
  message: string;
}

export type SpecCartTrigger =
  /** No spec name in the rules: nothing to map. */
  | { kind: 'none' }
  /** The rules without the spec names, and the cart trigger they name (null: off). */
  | { kind: 'mapped'; rules: Record<string, unknown>; cart: TCartTrigger | null }
  | { kind: 'refused'; problems: SpecCartTriggerProblem[] };

/** The flag's value as the spec's PHP origin may write it: true, 1, "1", "true", "on" or "yes"; and off. */
function flagValue(value: unknown): boolean | null {
  if (value === true || value === 1) return true;
  if (value === false || value === 0 || value === null || value === undefined) return false;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(text)) return true;
  if (['0', 'false', 'off', 'no', ''].includes(text)) return false;
  return null;
}

/** A number written as text (`"50"`, `"49.90"`) is the number. */
const numberValue = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/**
 * Maps the spec's cart-trigger names in `rules` (a popup's `display_rules`) to the cart trigger
 * they name. Either active flag turns it on; an absent action is `added_product` (what Wix's single
 * flag means), absent products `any_product`. With both flags off or absent the trigger is off
 * (null). A value the cart trigger does not take is refused, its message naming the spec name and
 * the field of `triggers.cart` it becomes.
 */
export function specCartTrigger(rules: Record<string, unknown>): SpecCartTrigger {
  if (!SPEC_CART_TRIGGER_NAMES.some((name) => name in rules)) return { kind: 'none' };
  const problems: SpecCartTriggerProblem[] = [];
  let active = false;
  for (const name of ACTIVE_FLAGS) {
    const flag = flagValue(rules[name]);
    if (flag === null) problems.push({ name, message: 'must be true or false (it turns on triggers.cart)' });
    active ||= flag === true;
  }
  const rest = Object.fromEntries(
    Object.entries(rules).filter(([name]) => !SPEC_CART_TRIGGER_NAMES.includes(name)),
  );
  if (problems.length > 0) return { kind: 'refused', problems };
  if (!active) return { kind: 'mapped', rules: rest, cart: null };
  const setting: Record<string, unknown> = { action: 'added_product' };
  for (const [name, field] of Object.entries(SPEC_FIELDS)) {
    if (rules[name] !== undefined && rules[name] !== null && rules[name] !== '')
      setting[field] = field === 'cart_spec_value' ? numberValue(rules[name]) : rules[name];
  }
  const parsed = ZCartTrigger.safeParse(setting);
  if (parsed.success) return { kind: 'mapped', rules: rest, cart: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const name =
      Object.entries(SPEC_FIELDS).find(([, f]) => f === field)?.[0] ?? 'shopify_cart_trigger_active';
    problems.push({ name, message: `${issue.message} (it becomes triggers.cart.${field})` });
  }
  return { kind: 'refused', problems };
}

/**
 * A stored popup as the display path and the editor read it: rules saved before the spec's names
 * were mapped on write are mapped now, when they map (a cart trigger set in `triggers.cart` stays
 * as it is); anything else is answered unchanged.
 */
export function readSpecCartTrigger<R extends object, T extends { cart?: TCartTrigger | null | undefined }>(
  rules: R,
  triggers: T,
): { rules: R; triggers: T } {
  const mapped = specCartTrigger(rules as Record<string, unknown>);
  if (mapped.kind !== 'mapped') return { rules, triggers };
  const cart = triggers.cart ?? mapped.cart;
  return { rules: mapped.rules as R, triggers: cart ? { ...triggers, cart } : triggers };
}
