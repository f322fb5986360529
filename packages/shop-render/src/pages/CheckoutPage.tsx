import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { TCartSnapshot } from '@hookline/schema';
import { ATTRIBUTION_FIELDS, formatPrice } from '@hookline/shop';
import { postJson } from '../cart/api.ts';
import { changeCart } from '../cart/cart-actions.ts';
import { cartStore, useCart } from '../cart/cart-store.ts';
import { CartTotals } from '../cart/CartTotals.tsx';
import { attributionInputs, trackingAllowed, VISITOR_ID_INPUT } from '../checkout/attribution-browser.ts';
import { countryOptions, postcodeExample, postcodeProblem } from '../checkout/countries.ts';
import { useShop } from '../shop-context.tsx';
import { VariationList } from '../components/VariationList.tsx';

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
  ['billing_postcode', 'Postcode / ZIP', 'postal-code', 'text'],
] as const;

/** The country a new checkout starts with. */
const DEFAULT_COUNTRY = 'US';

interface Placed {
  order_id: number;
  total_cents: number;
  order_received_url: string;
  cart: TCartSnapshot;
}

/** What a logged-in customer's checkout starts with: their last order's address, their email. */
function prefill(customer: ReturnType<typeof useShop>['customer'], name: string): string | undefined {
  if (!customer) return undefined;
  const a = customer.address;
  const [first = '', ...rest] = (customer.name || '').split(' ');
  const values: Record<string, string | undefined> = {
    billing_email: customer.email,
    billing_first_name: a?.firstName ?? first,
    billing_last_name: a?.lastName ?? rest.join(' '),
    billing_phone: a?.phone,
    billing_address_1: a?.address,
    billing_city: a?.city,
    billing_postcode: a?.postcode,
  };
  return values[name] || undefined;
}

/** Field names of the server's refusals, as the form labels them. */
const FIELD_LABELS: Record<string, string> = {
  billing_first_name: 'First name',
  billing_last_name: 'Last name',
  billing_email: 'Email address',
  billing_address_1: 'Street address',
  billing_city: 'Town / City',
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
  const [country, setCountry] = useState(customer?.address?.country || DEFAULT_COUNTRY);
  const [coupon, setCoupon] = useState('');
  const [couponNotice, setCouponNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const countries = useMemo(countryOptions, []);

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
  const onCoupon = async () => {
    const result = await changeCart(config.apiBase, 'apply_coupon', { coupon_code: coupon });
    setCouponNotice({ ok: result.ok, text: result.message });
    if (result.ok) setCoupon('');
  };
  const example = postcodeExample(country);
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
                defaultValue={prefill(customer, name)}
                placeholder={name === 'billing_postcode' && example ? example : undefined}
              />
            </p>
          ))}
          <p>
            <label htmlFor="billing_country">Country / Region *</label>
            <select
              id="billing_country"
              name="billing_country"
              autoComplete="country"
              required
              value={country}
              onChange={(e) => setCountry(e.currentTarget.value)}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </p>
        </fieldset>
        <div className="order-review">
          <h2>Your order</h2>
          <ul className="review-items">
            {cart.items.map((item) => (
              <li key={item.key}>
                <span className="review-item-name">
                  {item.name} <strong>× {item.quantity}</strong>
                  <VariationList variation={item.variation} />
                </span>
                <span>{formatPrice(item.lineTotalCents)}</span>
              </li>
            ))}
          </ul>
          <CartTotals cart={cart} />
          <input
            type="hidden"
            name="order_total_cents"
            value={cart.totals?.totalCents ?? cart.totalCents}
            readOnly
          />
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
          <fieldset className="payment">
            <legend>Payment</legend>
            <label>
              <input type="radio" name="payment_method" value="cod" defaultChecked /> Cash on delivery
            </label>
          </fieldset>
          <input type="hidden" name={VISITOR_ID_INPUT} value={attribution[VISITOR_ID_INPUT] ?? ''} readOnly />
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
