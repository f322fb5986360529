import { useRef, type FormEvent } from 'react';
import type { TVariationRecord } from '@hookline/schema';
import type { ProductPage } from '@hookline/shop';
import { QuantityInput } from '../components/QuantityInput.tsx';
import { useShop } from '../shop-context.tsx';
import { TEXTS } from './texts.ts';
import { useAddToCart } from './use-add-to-cart.ts';
import { useVariationForm } from './use-variation-form.ts';

const buttonClass = {
  'selection-needed': ' disabled wc-variation-selection-needed',
  unavailable: ' disabled wc-variation-is-unavailable',
  enabled: '',
};

/**
 * The variation form: one select per attribute, the chosen variation's details, quantity and
 * add-to-cart. Without scripts it posts to add_to_cart, which matches the variation itself.
 */
export function VariationForm(props: {
  product: ProductPage;
  defaults: Record<string, string>;
  onVariation(variation: TVariationRecord | null): void;
}) {
  const { product } = props;
  const { config, pathname } = useShop();
  const form = useVariationForm({
    productId: product.id,
    attributes: product.attributes,
    variations: product.variations,
    apiBase: config.apiBase,
    defaults: props.defaults,
    minQty: product.minQty,
    onVariation: props.onVariation,
  });
  const cart = useAddToCart(config.apiBase);
  const firstSelect = useRef<HTMLSelectElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.buttonState !== 'enabled') {
      window.alert(form.buttonState === 'unavailable' ? TEXTS.unavailable : TEXTS.makeASelection);
      return;
    }
    void cart.submit({
      ...form.chosen,
      product_id: String(product.id),
      variation_id: form.variationId,
      quantity: form.quantity,
    });
  };
  const variation = form.variation;
  const lastName = product.attributes[product.attributes.length - 1]?.name;

  return (
    <form
      className={`variations_form cart${form.blocked ? ' is-blocked' : ''}`}
      method="post"
      action={`${config.apiBase}/add_to_cart`}
      data-product_id={product.id}
      data-product_variations={product.variations === false ? 'false' : 'preloaded'}
      aria-busy={form.blocked || undefined}
      onSubmit={onSubmit}
    >
      <table className="variations" role="presentation">
        <tbody>
          {product.attributes.map((attribute, index) => (
            <tr key={attribute.name}>
              <th className="label">
                <label htmlFor={attribute.name}>{attribute.label}</label>
              </th>
              <td className="value">
                <select
                  id={attribute.name}
                  name={attribute.name}
                  data-attribute_name={attribute.name}
                  ref={index === 0 ? firstSelect : undefined}
                  value={form.chosen[attribute.name] ?? ''}
                  onChange={(event) => form.choose(attribute.name, event.currentTarget.value)}
                >
                  <option value="">Choose an option</option>
                  {(form.options[attribute.name] ?? []).map((option) => (
                    <option key={option.value} value={option.value} disabled={!option.enabled}>
                      {option.value}
                    </option>
                  ))}
                </select>
                {attribute.name === lastName && form.showReset && (
                  <a
                    href="#"
                    className="reset_variations"
                    onClick={(event) => {
                      event.preventDefault();
                      form.reset();
                      firstSelect.current?.focus();
                    }}
                  >
                    Clear
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="reset_variations_alert screen-reader-text" role="status" aria-live="polite">
        {form.announcement}
      </p>
      {form.noMatch && (
        <p className="wc-no-matching-variations woocommerce-info" role="alert">
          {TEXTS.noMatchingVariations}
        </p>
      )}
      <div className="single_variation_wrap">
        <div
          className={`single_variation${form.detailsVisible && variation ? ' is-open' : ''}`}
          aria-live="polite"
        >
          <div className="single_variation_inner">
            {variation && !variation.variation_is_visible && (
              <p className="unavailable">{TEXTS.unavailable}</p>
            )}
            {variation && variation.variation_is_visible && (
              <>
                <span className="price">{variation.price_html}</span>
                <p className={`stock ${variation.is_in_stock ? 'in-stock' : 'out-of-stock'}`}>
                  {variation.availability_html}
                </p>
              </>
            )}
          </div>
        </div>
        <div className="variations_button">
          <QuantityInput
            id={`quantity-${product.id}`}
            label={`${product.name} quantity`}
            value={form.quantity}
            min={form.qty.min}
            max={form.qty.max}
            hidden={form.qty.hidden}
            onChange={form.setQuantity}
          />
          <button
            type="submit"
            className={`single_add_to_cart_button button alt${buttonClass[form.buttonState]}${cart.state === 'normal' ? '' : ` ${cart.state}`}`}
            aria-disabled={form.buttonState !== 'enabled'}
          >
            Add to cart
          </button>
          {cart.state === 'added' && pathname !== '/cart' && (
            <a href="/cart" className="added_to_cart wc-forward" title="View cart">
              View cart
            </a>
          )}
          <input type="hidden" name="product_id" value={product.id} readOnly />
          <input
            type="hidden"
            name="variation_id"
            className="variation_id"
            value={form.variationId}
            readOnly
          />
        </div>
        {cart.error && (
          <p className="add-to-cart-error" role="alert">
            {cart.error}
          </p>
        )}
      </div>
    </form>
  );
}
