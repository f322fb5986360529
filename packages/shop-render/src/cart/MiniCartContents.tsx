import type { TCartSnapshot } from '@hookline/schema';
import { formatPrice } from '@hookline/shop';
import { RemoveLink } from './RemoveLink.tsx';

/** The mini-cart's list, total and buttons (the `widget_shopping_cart_content` fragment). */
export function MiniCartContents({ cart }: { cart: TCartSnapshot }) {
  return (
    <div className="widget_shopping_cart_content">
      {cart.items.length === 0 ? (
        <p className="mini-cart-empty">No products in the cart.</p>
      ) : (
        <>
          <ul className="mini-cart-items">
            {cart.items.map((item) => (
              <li key={item.key} className="mini_cart_item" data-cart_item_key={item.key}>
                <RemoveLink item={item} />
                <a href={`/product/${item.slug}`}>
                  {item.image && <img src={item.image} alt="" width={40} height={40} />}
                  {item.name}
                </a>
                {item.variation.length > 0 && (
                  <span className="mini-cart-variation">{item.variation.map((v) => v.value).join(', ')}</span>
                )}
                <span className="quantity">
                  {item.quantity} × {formatPrice(item.unitPriceCents)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mini-cart-total">
            <strong>Subtotal:</strong> <span className="amount">{formatPrice(cart.totalCents)}</span>
          </p>
          <p className="mini-cart-buttons">
            <a className="button" href="/cart">
              View cart
            </a>
            <a className="button checkout" href="/checkout">
              Checkout
            </a>
          </p>
        </>
      )}
    </div>
  );
}
