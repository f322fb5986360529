import { useState } from 'react';
import { changeCart } from '../cart/cart-actions.ts';
import { useShop } from '../shop-context.tsx';

/**
 * "Have a coupon?" inside the checkout form: applied with its button or Enter (which must not
 * place the order), with the answer shown below it.
 */
export function CheckoutCoupon() {
  const { config } = useShop();
  const [coupon, setCoupon] = useState('');
  const [couponNotice, setCouponNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const onCoupon = async () => {
    const result = await changeCart(config.apiBase, 'apply_coupon', { coupon_code: coupon });
    setCouponNotice({ ok: result.ok, text: result.message });
    if (result.ok) setCoupon('');
  };
  return (
    <div className="checkout-coupon">
      <label htmlFor="checkout_coupon_code">Have a coupon?</label>
      <div className="coupon-row">
        <input
          type="text"
          id="checkout_coupon_code"
          className="input-text"
          placeholder="Coupon code"
          value={coupon}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setCoupon(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void onCoupon();
            }
          }}
        />
        <button type="button" className="button" onClick={() => void onCoupon()}>
          Apply coupon
        </button>
      </div>
      {couponNotice && (
        <p
          className={couponNotice.ok ? 'woocommerce-message' : 'woocommerce-error'}
          role={couponNotice.ok ? 'status' : 'alert'}
        >
          {couponNotice.text}
        </p>
      )}
    </div>
  );
}
