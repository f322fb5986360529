import type { TLoggedInRule, TShopRole } from '@hookline/schema';

/**
 * Whether the logged-in rule lets a popup show to a shop visitor of `role` (storefront spec
 * section 5): `all` refuses every logged-in visitor (customers and shop admins) and lets guests
 * through; `roles` refuses the listed roles only (a guest too, when `guest` is listed).
 */
export function loggedInAllows(rule: TLoggedInRule, role: TShopRole): boolean {
  if (rule.block === 'all') return role === 'guest';
  return !rule.roles.includes(role);
}
