import { renderToStaticMarkup } from 'react-dom/server';
import type { TCartSnapshot } from '@hookline/schema';
import { MiniCartContents } from '../cart/MiniCartContents.tsx';
import type { ShopConfig } from '@hookline/shop';
import { ShopContext } from '../shop-context.tsx';

/**
 * The cart response's `fragments` (spec section 3): page areas, by CSS selector, with their new
 * markup, for any script that swaps markup instead of re-rendering from the cart itself.
 */
export function renderCartFragments(cart: TCartSnapshot, config: ShopConfig): Record<string, string> {
  const frame = { config, cart, customer: null, noticeDismissed: true, pathname: '/' };
  return {
    'div.widget_shopping_cart_content': renderToStaticMarkup(
      <ShopContext.Provider value={frame}>
        <MiniCartContents cart={cart} />
      </ShopContext.Provider>,
    ),
    'span.cart-count': `<span class="cart-count">${cart.itemCount}</span>`,
  };
}
