import { useMemo, useState } from 'react';
import type { TShopCustomer } from '@hookline/schema';
import { stateFieldOf } from '@hookline/shop';
import { countryOptions, postcodeExample } from './countries.ts';

type Field = readonly [
  name: string,
  label: string,
  autoComplete: string,
  type: string,
  width: 'half' | 'wide',
];

/** WooCommerce's billing fields, in its order: name, then the address, then how to reach the shopper. */
const NAME: readonly Field[] = [
  ['billing_first_name', 'First name', 'given-name', 'text', 'half'],
  ['billing_last_name', 'Last name', 'family-name', 'text', 'half'],
];
const STREET: Field = ['billing_address_1', 'Street address', 'address-line1', 'text', 'wide'];
const CITY: Field = ['billing_city', 'Town / City', 'address-level2', 'text', 'wide'];
const POSTCODE: Field = ['billing_postcode', 'Postcode / ZIP', 'postal-code', 'text', 'wide'];
const CONTACT: readonly Field[] = [
  ['billing_phone', 'Phone', 'tel', 'tel', 'half'],
  ['billing_email', 'Email address', 'email', 'email', 'half'],
];

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
    billing_state: a?.state,
    billing_postcode: a?.postcode,
  };
  return values[name] || undefined;
}

function Input(props: {
  field: Field;
  customer: TShopCustomer | null;
  required?: boolean;
  placeholder?: string | undefined;
}) {
  const [name, label, autoComplete, type, width] = props.field;
  const required = props.required ?? name !== 'billing_phone';
  return (
    <p className={`form-row form-row-${width}`}>
      <label htmlFor={name}>
        {label}
        {required ? <abbr title="required"> *</abbr> : <span className="optional"> (optional)</span>}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={prefill(props.customer, name)}
        placeholder={props.placeholder || undefined}
      />
    </p>
  );
}

/**
 * The checkout's billing details in WooCommerce's grid (names and contact side by side): name,
 * country, address, the state in the countries whose addresses have one (its label theirs:
 * State, Province, County, Prefecture), postcode (the country's format as placeholder), phone
 * (optional) and email; prefilled for a logged-in customer.
 */
export function BillingFields({ customer }: { customer: TShopCustomer | null }) {
  const [country, setCountry] = useState(customer?.address?.country || DEFAULT_COUNTRY);
  const countries = useMemo(countryOptions, []);
  const state = stateFieldOf(country);
  return (
    <fieldset className="billing">
      <legend>Billing details</legend>
      <div className="form-grid">
        {NAME.map((field) => (
          <Input key={field[0]} field={field} customer={customer} />
        ))}
        <p className="form-row form-row-wide">
          <label htmlFor="billing_country">
            Country / Region<abbr title="required"> *</abbr>
          </label>
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
        <Input field={STREET} customer={customer} />
        <Input field={CITY} customer={customer} />
        {state && (
          <Input
            key={state.label}
            field={['billing_state', state.label, 'address-level1', 'text', 'half']}
            customer={customer}
            required={state.required}
          />
        )}
        <Input
          field={state ? [POSTCODE[0], POSTCODE[1], POSTCODE[2], POSTCODE[3], 'half'] : POSTCODE}
          customer={customer}
          placeholder={postcodeExample(country)}
        />
        {CONTACT.map((field) => (
          <Input key={field[0]} field={field} customer={customer} />
        ))}
      </div>
    </fieldset>
  );
}
