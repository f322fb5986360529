import { cartActionPlan, redirectUrl } from '@hookline/rules';
import { logWarn } from '../log.ts';
import { storeAdapterOf } from './registry.ts';

/** Where the cart action runs: the page's window and how it navigates (the popup's `navigate` option in tests). */
export interface CartActionPage {
  window: Window;
  navigate(url: string): void;
}

/**
 * Carries out a design's cart action after a conversion or a cart button's click (spec section 4):
 * `add_to_cart` adds the variant through the store's adapter and reloads the page,
 * `add_to_cart_redirect` adds it and goes to the cart, `redirect` goes to the address,
 * `redirect_blank` opens it in a new tab, `no_buttons` does nothing. A refused add is logged only
 * (spec section 8), and the visitor stays. Answers whether there was an action to run.
 */
export function runCartAction(page: CartActionPage, value: unknown): boolean {
  const plan = cartActionPlan(value);
  if (!plan) return false;
  const { window } = page;
  const url = plan.url
    ? redirectUrl(plan.url, {
        pageUrl: window.location.href,
        pathUrl: `${window.location.pathname}${window.location.search}`,
      })
    : null;
  if (plan.action === 'redirect') {
    if (url) page.navigate(url);
    return true;
  }
  if (plan.action === 'redirect_blank') {
    // `noopener`: the store's page gets no handle on this one.
    if (url) window.open(url, '_blank', 'noopener');
    return true;
  }
  const shop = storeAdapterOf(window);
  if (!shop) {
    logWarn('this page is not a store the pixel knows: nothing was added to the cart');
    return true;
  }
  void shop.addToCart(plan.variantId, plan.quantity).then((added) => {
    if (!added) return;
    if (plan.action === 'add_to_cart') window.location.reload();
    else shop.goToCart();
  });
  return true;
}
