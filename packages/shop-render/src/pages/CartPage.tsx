import { useState, type FormEvent } from 'react';
import { changeCart } from '../cart/cart-actions.ts';
import { useCart } from '../cart/cart-store.ts';
import { CartTable } from '../cart/CartTable.tsx';
import { CartTotals } from '../cart/CartTotals.tsx';
import { CouponForm } from '../cart/CouponForm.tsx';
import { useShop } from '../shop-context.tsx';

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
        <CartTable
          items={cart.items}
          edits={edits}
          onEdit={(key, value) => setEdits((old) => ({ ...old, [key]: value }))}
        />
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
        <CouponForm
          action={`${config.apiBase}/apply_coupon`}
          busy={busy}
          onApply={(code) => run('apply_coupon', { coupon_code: code })}
        />
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
