import { useState, type MouseEvent } from 'react';
import type { TCartItem } from '@hookline/schema';
import { useShop } from '../shop-context.tsx';
import { removeFromCart, removeLink } from './cart-actions.ts';

/** The × that removes one cart line: through the queue with scripts, as a plain link without. */
export function RemoveLink({ item }: { item: TCartItem }) {
  const { config } = useShop();
  const [busy, setBusy] = useState(false);
  const href = removeLink(config.apiBase, item.key);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setBusy(true);
    void removeFromCart(config.apiBase, item.key, href).finally(() => setBusy(false));
  };
  return (
    <a
      href={href}
      className={busy ? 'remove remove_from_cart_button is-busy' : 'remove remove_from_cart_button'}
      aria-label={`Remove ${item.name} from cart`}
      data-cart_item_key={item.key}
      data-product_id={item.productId}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      ×
    </a>
  );
}
