import { formatPrice } from '@hookline/shop';
import { useCart } from '../cart/cart-store.ts';
import { RemoveLink } from '../cart/RemoveLink.tsx';

export type CartPageProps = Record<string, never>;

export async function loadCartPage(): Promise<CartPageProps> {
  return {};
}

/** The cart page: the same cart as the mini-cart, re-rendered from the same cart responses. */
export function CartPage() {
  const cart = useCart();
  if (cart.items.length === 0) {
    return (
      <section className="cart-empty-page">
        <h1>Cart</h1>
        <p className="cart-empty">Your cart is currently empty.</p>
        <a className="button" href="/shop">
          Return to shop
        </a>
      </section>
    );
  }
  return (
    <section className="cart-page">
      <h1>Cart</h1>
      <table className="shop_table cart">
        <thead>
          <tr>
            <th>
              <span className="screen-reader-text">Remove item</span>
            </th>
            <th>Product</th>
            <th>Price</th>
            <th>Quantity</th>
            <th>Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <tr key={item.key} className="cart_item" data-cart_item_key={item.key}>
              <td className="product-remove">
                <RemoveLink item={item} />
              </td>
              <td className="product-name">
                <a href={`/product/${item.slug}`}>{item.name}</a>
                {item.variation.length > 0 && (
                  <dl className="variation">
                    {item.variation.map((v) => (
                      <div key={v.label}>
                        <dt>{v.label}:</dt> <dd>{v.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
              <td className="product-price">{formatPrice(item.unitPriceCents)}</td>
              <td className="product-quantity">{item.quantity}</td>
              <td className="product-subtotal">{formatPrice(item.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cart_totals">
        <h2>Cart totals</h2>
        <p>
          Total: <strong className="order-total">{formatPrice(cart.totalCents)}</strong>
        </p>
        <a className="button checkout-button" href="/checkout">
          Proceed to checkout
        </a>
      </div>
    </section>
  );
}
