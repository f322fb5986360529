import { useEffect, useState, type FormEvent } from 'react';
import type { TCartSnapshot } from '@hookline/schema';
import { postJson } from '../cart/api.ts';
import { cartStore, useCart } from '../cart/cart-store.ts';
import { CartTotals } from '../cart/CartTotals.tsx';
import { AttributionInputs } from '../checkout/AttributionInputs.tsx';
import { attributionInputs, trackingAllowed } from '../checkout/attribution-browser.ts';
import { BillingFields } from '../checkout/BillingFields.tsx';
import { CheckoutCoupon } from '../checkout/CheckoutCoupon.tsx';
import { ReviewOrderTable } from '../checkout/ReviewOrderTable.tsx';
import { postcodeProblem } from '../checkout/countries.ts';
import { useShop } from '../shop-context.tsx';

export type CheckoutPageProps = Record<string, never>;

export async function loadCheckoutPage(): Promise<CheckoutPageProps> {
  return {};
}

interface Placed {
  order_id: number;
  total_cents: number;
  order_received_url: string;
  cart: TCartSnapshot;
}

/** Field names of the server's refusals, as the form labels them. */
const FIELD_LABELS: Record<string, string> = {
  billing_first_name: 'First name',
  billing_last_name: 'Last name',
  billing_email: 'Email address',
  billing_address_1: 'Street address',
  billing_city: 'Town / City',
  billing_state: 'State / County',
  billing_postcode: 'Postcode / ZIP',
  billing_country: 'Country',
};

/** A refusal for the shopper: the server's wording for 409s, a field's label and problem for a 400. */
function refusalText(status: number, message: string | undefined): string {
  if (!message) return 'Your order could not be placed.';
  if (status !== 400) return message;
  const field = /^Invalid body: (\w+): (.*)$/.exec(message);
  if (field && FIELD_LABELS[field[1]!]) return `${FIELD_LABELS[field[1]!]}: ${field[2]}`;
  return 'Please check the billing details and try again.';
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
          <a href={placed.order_received_url}>See your order #{placed.order_id}</a>
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
    const fields = Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, string>;
    const postcode = postcodeProblem(fields.billing_country ?? '', fields.billing_postcode ?? '');
    if (postcode) {
      setSending(false);
      setError(`Postcode / ZIP: ${postcode}`);
      return;
    }
    const answer = await postJson<Placed>(`${config.apiBase}/checkout`, fields);
    if (!answer.ok || !answer.body.order_id || !answer.body.cart) {
      setSending(false);
      setError(refusalText(answer.status, answer.body.message));
      return;
    }
    cartStore.set(answer.body.cart);
    setPlaced(answer.body as Placed);
    // The order's own address, which survives a reload (WooCommerce's order-received page).
    window.location.assign(answer.body.order_received_url!);
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
        <BillingFields customer={customer} />
        <div className="order-review">
          <h2>Your order</h2>
          <ReviewOrderTable items={cart.items} />
          <CartTotals cart={cart} />
          <input
            type="hidden"
            name="order_total_cents"
            value={cart.totals?.totalCents ?? cart.totalCents}
            readOnly
          />
          <CheckoutCoupon />
          <fieldset className="payment">
            <legend>Payment</legend>
            {/* The whole row is the radio's target: a thumb finds it on a phone. */}
            <label className="wc_payment_method">
              <input type="radio" name="payment_method" value="cod" defaultChecked />
              <span>Cash on delivery</span>
            </label>
            <p className="payment-box">Pay with cash when your order is delivered.</p>
          </fieldset>
          <AttributionInputs prefix={prefix} values={attribution} />
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
