import type { TCartSnapshot } from '@hookline/schema';
import { formatPrice } from '@hookline/shop';
import { useShop } from '../shop-context.tsx';

/** Subtotal, each coupon (with a remove button when `onRemoveCoupon` is given), shipping, total. */
export function CartTotals({
  cart,
  onRemoveCoupon,
}: {
  cart: TCartSnapshot;
  onRemoveCoupon?: (code: string) => void;
}) {
  const { config } = useShop();
  const totals = cart.totals ?? {
    subtotalCents: cart.totalCents,
    coupons: [],
    discountCents: 0,
    shippingCents: 0,
    freeShipping: false,
    totalCents: cart.totalCents,
  };
  const freeOver = config.shipping.freeOverCents;
  return (
    <table className="shop_table shop_table_responsive totals">
      <tbody>
        <tr className="cart-subtotal">
          <th scope="row">Subtotal</th>
          <td>{formatPrice(totals.subtotalCents)}</td>
        </tr>
        {totals.coupons.map((c) => (
          <tr key={c.code} className={`cart-discount coupon-${c.code}`}>
            <th scope="row">Coupon: {c.code}</th>
            <td>
              −{formatPrice(c.discountCents)}{' '}
              {onRemoveCoupon && (
                <button
                  type="button"
                  className="woocommerce-remove-coupon link-button"
                  aria-label={`Remove coupon ${c.code}`}
                  onClick={() => onRemoveCoupon(c.code)}
                >
                  [Remove]
                </button>
              )}
            </td>
          </tr>
        ))}
        <tr className="shipping">
          <th scope="row">Shipping</th>
          <td>
            {totals.freeShipping ? (
              'Free shipping'
            ) : (
              <>
                Flat rate: {formatPrice(totals.shippingCents)}
                {freeOver !== null && (
                  <small className="free-shipping-hint">
                    {' '}
                    Free shipping on orders over {formatPrice(freeOver)}
                  </small>
                )}
              </>
            )}
          </td>
        </tr>
        <tr className="order-total">
          <th scope="row">Total</th>
          <td>
            <strong className="order-total-amount">{formatPrice(totals.totalCents)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
