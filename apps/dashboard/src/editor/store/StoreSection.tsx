import {
  CART_ACTION_SLOTS,
  type TCartAction,
  type TCartActionKind,
  type TCartActionSlot,
  type TCartTrigger,
} from '@hookline/schema';
import { NumberField, Section, Select, TextField, Toggle } from '../controls.tsx';
import { withDesign, withTriggers, type FormProps } from '../edit.ts';
import styles from '../Editor.module.css';

/**
 * The store settings of a popup (spec sections 3 and 4), for popups on a Shopify, Wix or Ecwid
 * store or the Hookline shop: the cart trigger, and the cart actions (after a conversion, and of
 * the popup's cart buttons).
 */

const TRIGGER_ACTIONS = [
  ['added_product', 'A product is added to the cart'],
  ['removed_product', 'A product is removed from the cart'],
  ['cart_item', 'The cart holds a product'],
  ['cart_value', 'The cart is worth'],
] as const satisfies readonly (readonly [TCartTrigger['action'], string])[];

const VALUE_FILTERS = [
  ['greater_than', 'more than'],
  ['greater_than_or_equal', 'at least'],
  ['equal', 'exactly'],
] as const satisfies readonly (readonly [TCartTrigger['cart_spec_filter'], string])[];

const ACTIONS = [
  ['no_buttons', 'Nothing'],
  ['add_to_cart', 'Add a product to the cart, then reload the page'],
  ['add_to_cart_redirect', 'Add a product to the cart, then go to the cart'],
  ['redirect', 'Go to a page'],
  ['redirect_blank', 'Open a page in a new tab'],
] as const satisfies readonly (readonly [TCartActionKind, string])[];

const SLOT_NAMES: Record<TCartActionSlot, string> = {
  add_to_cart: 'After a conversion (and cart buttons set to action 1)',
  shopify_add_to_cart_2: 'Cart buttons set to action 2',
  shopify_add_to_cart_3: 'Cart buttons set to action 3',
  shopify_add_to_cart_4: 'Cart buttons set to action 4',
  shopify_add_to_cart_5: 'Cart buttons set to action 5',
  shopify_add_to_cart_6: 'Cart buttons set to action 6',
};

const DEFAULT_TRIGGER: TCartTrigger = {
  action: 'added_product',
  products: 'any_product',
  cart_spec_filter: 'greater_than',
  cart_spec_value: 50,
};

/** The cart trigger in words. */
export function describeCartTrigger(trigger: TCartTrigger | null | undefined): string {
  if (!trigger) return 'Off: the store’s cart does not open this popup.';
  const which =
    trigger.products === 'any_product'
      ? 'any product'
      : trigger.products === 'empty_cart'
        ? 'the last product'
        : `one of ${trigger.products}`;
  switch (trigger.action) {
    case 'added_product':
      return `Opens when the visitor adds ${which === 'the last product' ? 'a product' : which} to the cart.`;
    case 'removed_product':
      return `Opens when the visitor removes ${which} from the cart.`;
    case 'cart_item':
      return trigger.products === 'empty_cart'
        ? 'Opens while the cart is empty.'
        : `Opens while the cart holds ${which}.`;
    case 'cart_value': {
      const filter = VALUE_FILTERS.find(([value]) => value === trigger.cart_spec_filter)?.[1] ?? 'more than';
      return `Opens when the cart is worth ${filter} ${trigger.cart_spec_value}.`;
    }
  }
}

function CartActionFields({ slot, props }: { slot: TCartActionSlot; props: FormProps }) {
  const action = props.document.design_properties[slot];
  const set = (key: string, next: TCartAction | undefined) =>
    props.edit(`${slot}.${key}`, withDesign({ [slot]: next }));
  const change = (key: string, patch: Partial<TCartAction>) =>
    set(key, { quantity: 1, ...action, action: action?.action ?? 'no_buttons', ...patch });
  const kind = action?.action ?? 'no_buttons';
  const adds = kind === 'add_to_cart' || kind === 'add_to_cart_redirect';
  const goes = kind === 'redirect' || kind === 'redirect_blank';
  return (
    <fieldset className={styles.field}>
      <legend>{SLOT_NAMES[slot]}</legend>
      <Select
        label="What happens"
        value={kind}
        options={ACTIONS}
        onChange={(next) =>
          next === 'no_buttons' ? set('action', undefined) : change('action', { action: next })
        }
      />
      {adds && (
        <div className={styles.row}>
          <TextField
            label="Variant id"
            hint="Shopify and Wix: the variant (Wix: product id, or product:variant); Ecwid and the Hookline shop: the product id (shop: product:variation)."
            value={action?.variant_id ?? ''}
            onChange={(variant_id) => change('variant', { variant_id })}
          />
          <NumberField
            label="Quantity"
            value={action?.quantity ?? 1}
            min={1}
            max={99}
            onChange={(quantity) =>
              change('quantity', { quantity: Math.min(99, Math.max(1, quantity ?? 1)) })
            }
          />
        </div>
      )}
      {goes && (
        <TextField
          label="Page address"
          placeholder="https://…"
          value={action?.url ?? ''}
          onChange={(url) => change('url', { url })}
        />
      )}
    </fieldset>
  );
}

/** The store section of the Triggers tab: the cart trigger. */
export function CartTriggerSection({ document, edit }: FormProps) {
  const trigger = document.triggers.cart ?? null;
  const set = (key: string, patch: Partial<TCartTrigger>) =>
    edit(`cart.${key}`, withTriggers({ cart: { ...DEFAULT_TRIGGER, ...trigger, ...patch } }));
  return (
    <Section title="When the store’s cart changes" summary={describeCartTrigger(trigger)}>
      <Toggle
        label="Open on the store’s cart (Shopify, Wix, Ecwid, the Hookline shop)"
        checked={trigger !== null}
        onChange={(on) => edit(undefined, withTriggers({ cart: on ? DEFAULT_TRIGGER : undefined }))}
      />
      {trigger && (
        <>
          <Select
            label="When"
            value={trigger.action}
            options={TRIGGER_ACTIONS}
            onChange={(action) => set('action', { action })}
          />
          {trigger.action === 'cart_value' ? (
            <div className={styles.row}>
              <Select
                label="Compared"
                value={trigger.cart_spec_filter}
                options={VALUE_FILTERS}
                onChange={(cart_spec_filter) => set('filter', { cart_spec_filter })}
              />
              <NumberField
                label="Cart total"
                value={trigger.cart_spec_value}
                min={0}
                step={0.01}
                onChange={(value) => set('value', { cart_spec_value: Math.max(0, value ?? 0) })}
              />
            </div>
          ) : (
            <TextField
              label="Products"
              hint="any_product, empty_cart, or variant and product ids separated by commas."
              value={trigger.products}
              onChange={(products) => set('products', { products: products.trim() || 'any_product' })}
            />
          )}
        </>
      )}
    </Section>
  );
}

/** The store section of the Design tab: the cart actions. */
export function CartActionsSection(props: FormProps) {
  const first = props.document.design_properties.add_to_cart;
  return (
    <Section
      title="Store cart actions"
      summary={
        first && first.action !== 'no_buttons'
          ? `After a conversion: ${ACTIONS.find(([value]) => value === first.action)?.[1].toLowerCase()}.`
          : 'After a conversion nothing is added to the store’s cart.'
      }
    >
      <NumberField
        label="Discount threshold"
        hint="Shopify: {{shpfy_thres}} in a text shows it, {{shpfy_gap}} what the visitor’s cart still lacks to reach it."
        value={props.document.design_properties.shpfy_thres ?? null}
        min={0}
        step={0.01}
        onChange={(value) =>
          props.edit(
            'shpfy_thres',
            withDesign({ shpfy_thres: value === null ? undefined : Math.max(0, value) }),
          )
        }
      />
      {CART_ACTION_SLOTS.map((slot) => (
        <CartActionFields key={slot} slot={slot} props={props} />
      ))}
    </Section>
  );
}
