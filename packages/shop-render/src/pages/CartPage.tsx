import { useState, type FormEvent } from 'react';
import { formatPrice } from '@hookline/shop';
import { changeCart } from '../cart/cart-actions.ts';
import { useCart } from '../cart/cart-store.ts';
import { CartTotals } from '../cart/CartTotals.tsx';
import { RemoveLink } from '../cart/RemoveLink.tsx';
import { useShop } from '../shop-context.tsx';
import { VariationList } from '../components/VariationList.tsx';

export type CartPageProps = Record<string, never>;

export async function loadCartPage(): Promise<CartPageProps> {
  return {};
}

type Notice = { type: 'message' | 'error'; text: string } | null;

/**
 * The cart page, as WooCommerce's: lines with thumbnails, chosen attributes and quantity fields
 * ("Update cart" is enabled once a quantity changes), a coupon field, and the totals (subtotal,
 * coupons, shipping, total). The same cart as the mini-cart, re-rendered from the same cart
 * responses. Without scripts the forms post to the API, which redirects back here.
 */
export function CartPage() {
  const { config } = useShop();
  const cart = useCart();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [coupon, setCoupon] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const changed = Object.entries(edits).some(
    ([key, value]) => cart.items.find((i) => i.key === key)?.quantity !== Number(value),
  );

  const run = async (action: Parameters<typeof changeCart>[1], fields: Record<string, string>) => {
    setBusy(true);
    const result = await changeCart(config.apiBase, action, fields);
    setBusy(false);
    setNotice({ type: result.ok ? 'message' : 'error', text: result.message });
    return result.ok;
  };
  const onUpdate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(
      Object.entries(edits).map(([key, value]) => [key, String(Math.max(0, Math.floor(Number(value) || 0)))]),
    );
    if (await run('update_cart', fields)) setEdits({});
  };
  const onCoupon = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run('apply_coupon', { coupon_code: coupon })) setCoupon('');
  };

  if (cart.items.length === 0) {
    return (
      <section className="cart-empty-page">
        <h1>Cart</h1>
        {notice && <NoticeLine notice={notice} />}
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
      {notice && <NoticeLine notice={notice} />}
      <form
        className="woocommerce-cart-form"
        method="post"
        action={`${config.apiBase}/update_cart`}
        onSubmit={(e) => void onUpdate(e)}
        aria-busy={busy || undefined}
      >
        <table className="shop_table cart">
          <thead>
            <tr>
              <th>
                <span className="screen-reader-text">Remove item</span>
              </th>
              <th>
                <span className="screen-reader-text">Thumbnail image</span>
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
                <td className="product-thumbnail">
                  {item.image && (
                    <a href={`/product/${item.slug}`} tabIndex={-1}>
                      <img src={item.image} alt={item.name} width={64} height={64} />
                    </a>
                  )}
                </td>
                <td className="product-name" data-title="Product">
                  <a href={`/product/${item.slug}`}>{item.name}</a>
                  <VariationList variation={item.variation} />
                </td>
                <td className="product-price" data-title="Price">
                  {formatPrice(item.unitPriceCents)}
                </td>
                <td className="product-quantity" data-title="Quantity">
                  {item.soldIndividually ? (
                    <>
                      1 <input type="hidden" name={`cart[${item.key}][qty]`} value="1" />
                    </>
                  ) : (
                    <div className="quantity">
                      <label className="screen-reader-text" htmlFor={`qty-${item.key}`}>
                        {item.name} quantity
                      </label>
                      <input
                        type="number"
                        id={`qty-${item.key}`}
                        className="input-text qty text"
                        name={`cart[${item.key}][qty]`}
                        inputMode="numeric"
                        step={1}
                        min={0}
                        max={item.maxQty ?? undefined}
                        value={edits[item.key] ?? String(item.quantity)}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          setEdits((old) => ({ ...old, [item.key]: value }));
                        }}
                      />
                    </div>
                  )}
                </td>
                <td className="product-subtotal" data-title="Subtotal">
                  {formatPrice(item.lineTotalCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="cart-actions">
          <button
            type="submit"
            className="button"
            name="update_cart"
            value="Update cart"
            disabled={!changed || busy}
          >
            Update cart
          </button>
        </div>
      </form>
      <div className="cart-collaterals">
        <form
          className="coupon"
          method="post"
          action={`${config.apiBase}/apply_coupon`}
          onSubmit={(e) => void onCoupon(e)}
        >
          <label htmlFor="coupon_code">Coupon code</label>
          <div className="coupon-row">
            <input
              type="text"
              id="coupon_code"
              name="coupon_code"
              className="input-text"
              placeholder="Coupon code"
              value={coupon}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setCoupon(e.currentTarget.value)}
            />
            <button type="submit" className="button" disabled={busy}>
              Apply coupon
            </button>
          </div>
        </form>
        <div className="cart_totals">
          <h2>Cart totals</h2>
          <CartTotals cart={cart} onRemoveCoupon={(code) => void run('remove_coupon', { coupon: code })} />
          <a className="button checkout-button alt" href="/checkout">
            Proceed to checkout
          </a>
        </div>
      </div>
    </section>
  );
}

function NoticeLine({ notice }: { notice: NonNullable<Notice> }) {
  return (
    <div className="woocommerce-notices-wrapper">
      <div
        className={notice.type === 'error' ? 'woocommerce-error' : 'woocommerce-message'}
        role={notice.type === 'error' ? 'alert' : 'status'}
      >
        {notice.text}
      </div>
    </div>
  );
}
