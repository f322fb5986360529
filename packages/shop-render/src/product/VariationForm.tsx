import type { FormEvent } from 'react';
import type { TVariationRecord } from '@hookline/schema';
import type { ProductPage } from '@hookline/shop';
import { QuantityInput } from '../components/QuantityInput.tsx';
import { useShop } from '../shop-context.tsx';
import { TEXTS } from './texts.ts';
import { useAddToCart } from './use-add-to-cart.ts';
import { useVariationForm } from './use-variation-form.ts';
import { VariationDetails } from './VariationDetails.tsx';
import { VariationSelects } from './VariationSelects.tsx';

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
      <VariationSelects
        attributes={product.attributes}
        chosen={form.chosen}
        options={form.options}
        showReset={form.showReset}
        onChoose={form.choose}
        onReset={form.reset}
      />
      <p className="reset_variations_alert screen-reader-text" role="status" aria-live="polite">
        {form.announcement}
      </p>
      {form.noMatch && (
        <p className="wc-no-matching-variations woocommerce-info" role="alert">
          {TEXTS.noMatchingVariations}
        </p>
      )}
      <div className="single_variation_wrap">
        <VariationDetails variation={variation} open={form.detailsVisible} />
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
