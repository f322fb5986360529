import { useMemo, useState } from 'react';
import type { TShopCustomer } from '@hookline/schema';
import { countryOptions, postcodeExample } from './countries.ts';

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

/** What a logged-in customer's checkout starts with: their last order's address, their email. */
function prefill(customer: TShopCustomer | null, name: string): string | undefined {
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

/**
 * The checkout's billing details: name, email, phone and address (all but the phone required),
 * prefilled for a logged-in customer, and the country, whose postcode format the placeholder shows.
 */
export function BillingFields({ customer }: { customer: TShopCustomer | null }) {
  const [country, setCountry] = useState(customer?.address?.country || DEFAULT_COUNTRY);
  const countries = useMemo(countryOptions, []);
  const example = postcodeExample(country);
  return (
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
  );
}
