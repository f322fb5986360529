import { useState, type MouseEvent } from 'react';
import { useShop } from '../shop-context.tsx';
import { addToCart } from './cart-actions.ts';

type ButtonState = 'normal' | 'loading' | 'added';

/**
 * The listing's add-to-cart button (normal, loading, added). Its data attributes are the request's
 * form body, as they are; after a success a view-cart link follows it, except on the cart page.
 * Without scripts it is a link to the product page.
 */
export function AddToCartButton({
  productId,
  quantity,
  href,
  name,
}: {
  productId: number;
  quantity: number;
  href: string;
  name: string;
}) {
  const { config, pathname } = useShop();
  const [state, setState] = useState<ButtonState>('normal');
  const [error, setError] = useState('');
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const data = event.currentTarget.dataset;
    const fields = Object.fromEntries(
      Object.entries(data).filter((e): e is [string, string] => e[1] !== undefined),
    );
    setState('loading');
    setError('');
    const result = await addToCart(config.apiBase, fields);
    setState(result.ok ? 'added' : 'normal');
    if (!result.ok) setError(result.message);
  };
  return (
    <>
      <a
        href={href}
        className={`button add_to_cart_button ajax_add_to_cart ${state === 'normal' ? '' : state}`.trim()}
        data-product_id={productId}
        data-quantity={quantity}
        aria-label={`Add to cart: “${name}”`}
        aria-busy={state === 'loading' || undefined}
        onClick={(event) => void onClick(event)}
      >
        Add to cart
      </a>
      {state === 'added' && pathname !== '/cart' && (
        <a href="/cart" className="added_to_cart wc-forward" title="View cart">
          View cart
        </a>
      )}
      {error && (
        <span className="add-to-cart-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
