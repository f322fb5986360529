import { useEffect, useState, type FormEvent } from 'react';
import type { TCartSnapshot } from '@hookline/schema';
import { ATTRIBUTION_FIELDS, formatPrice } from '@hookline/shop';
import { postJson } from '../cart/api.ts';
import { cartStore, useCart } from '../cart/cart-store.ts';
import { attributionInputs, trackingAllowed } from '../checkout/attribution-browser.ts';
import { useShop } from '../shop-context.tsx';

export type CheckoutPageProps = Record<string, never>;

export async function loadCheckoutPage(): Promise<CheckoutPageProps> {
  return {};
}

const BILLING = [
  ['billing_first_name', 'First name', 'given-name', 'text'],
  ['billing_last_name', 'Last name', 'family-name', 'text'],
  ['billing_email', 'Email address', 'email', 'email'],
  ['billing_phone', 'Phone', 'tel', 'tel'],
  ['billing_address_1', 'Street address', 'address-line1', 'text'],
  ['billing_city', 'Town / City', 'address-level2', 'text'],
  ['billing_postcode', 'Postcode', 'postal-code', 'text'],
  ['billing_country', 'Country', 'country-name', 'text'],
] as const;

interface Placed {
  order_id: number;
  total_cents: number;
  cart: TCartSnapshot;
}

/** Checkout: billing details, cash on delivery, and the order attribution hidden inputs. */
export function CheckoutPage() {
  const { config, customer } = useShop();
  const cart = useCart();
  const prefix = config.attribution.prefix;
  const [attribution, setAttribution] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(
    () => setAttribution(attributionInputs(prefix, trackingAllowed(config.attribution))),
    [prefix, config.attribution],
  );

  if (placed) {
    return (
      <section className="order-received">
        <h1>Order received</h1>
        <p className="thankyou">Thank you. Your order has been received.</p>
        <p>
          Order number: <strong className="order-number">{placed.order_id}</strong> · Total:{' '}
          <strong>{formatPrice(placed.total_cents)}</strong> · Payment: cash on delivery
        </p>
      </section>
    );
  }
  if (cart.items.length === 0) {
    return (
      <section>
        <h1>Checkout</h1>
        <p className="cart-empty">Your cart is currently empty.</p>
        <a className="button" href="/shop">
          Return to shop
        </a>
      </section>
    );
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError('');
    const fields = Object.fromEntries(new FormData(event.currentTarget).entries());
    const answer = await postJson<Placed>(`${config.apiBase}/checkout`, fields);
    setSending(false);
    if (!answer.ok || !answer.body.order_id || !answer.body.cart) {
      setError(answer.body.message ?? 'Your order could not be placed.');
      return;
    }
    cartStore.set(answer.body.cart);
    setPlaced(answer.body as Placed);
  };
  return (
    <form
      className="checkout"
      method="post"
      action={`${config.apiBase}/checkout`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <h1>Checkout</h1>
      <div className="checkout-columns">
        <fieldset className="billing">
          <legend>Billing details</legend>
          {BILLING.map(([name, label, autoComplete, type]) => (
            <p key={name}>
              <label htmlFor={name}>
                {label}
                {name === 'billing_phone' ? '' : ' *'}
              </label>
              <input
                id={name}
                name={name}
                type={type}
                autoComplete={autoComplete}
                required={name !== 'billing_phone'}
                defaultValue={name === 'billing_email' ? customer?.email : undefined}
              />
            </p>
          ))}
        </fieldset>
        <div className="order-review">
          <h2>Your order</h2>
          <ul>
            {cart.items.map((item) => (
              <li key={item.key}>
                {item.name} × {item.quantity} <span>{formatPrice(item.lineTotalCents)}</span>
              </li>
            ))}
          </ul>
          <p>
            Total: <strong className="order-total">{formatPrice(cart.totalCents)}</strong>
          </p>
          <fieldset className="payment">
            <legend>Payment</legend>
            <label>
              <input type="radio" name="payment_method" value="cod" defaultChecked /> Cash on delivery
            </label>
          </fieldset>
          {ATTRIBUTION_FIELDS.map((field) => (
            <input
              key={field}
              type="hidden"
              name={`${prefix}${field}`}
              value={attribution[`${prefix}${field}`] ?? ''}
              readOnly
            />
          ))}
          {error && (
            <p className="checkout-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button alt" id="place_order" disabled={sending}>
            Place order
          </button>
        </div>
      </div>
    </form>
  );
}
