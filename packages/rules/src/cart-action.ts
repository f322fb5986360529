import type { TCartAction, TCartActionKind } from '@hookline/schema';

const KINDS: readonly string[] = [
  'add_to_cart',
  'add_to_cart_redirect',
  'redirect',
  'redirect_blank',
  'no_buttons',
];

/** A cart action the visitor script can carry out: `variant_id` and `quantity` for the cart, `url` for a redirect. */
export interface CartActionPlan {
  action: Exclude<TCartActionKind, 'no_buttons'>;
  variantId: string;
  quantity: number;
  url: string;
}

/**
 * What a design's cart action (`add_to_cart`, `shopify_add_to_cart_2` to `_6`; spec section 4,
 * "Store cart actions after conversion") does, checked by hand (the visitor script carries no zod).
 * Null when there is nothing to do: absent, `no_buttons`, an add without a variant id, or a
 * redirect without an address.
 */
export function cartActionPlan(value: unknown): CartActionPlan | null {
  if (typeof value !== 'object' || value === null) return null;
  const { action, variant_id, quantity, url } = value as Partial<Record<keyof TCartAction, unknown>>;
  if (typeof action !== 'string' || !KINDS.includes(action) || action === 'no_buttons') return null;
  const plan: CartActionPlan = {
    action: action as CartActionPlan['action'],
    variantId:
      typeof variant_id === 'string' || typeof variant_id === 'number' ? String(variant_id).trim() : '',
    quantity:
      typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1
        ? Math.min(quantity, 99)
        : 1,
    url: typeof url === 'string' ? url.trim() : '',
  };
  const adds = plan.action === 'add_to_cart' || plan.action === 'add_to_cart_redirect';
  if (adds ? plan.variantId === '' : plan.url === '') return null;
  return plan;
}
