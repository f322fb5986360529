import { defineWidget } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { loadProduct, productField, SHOP_API } from '../frame/product-source.ts';
import { onOffField, textField } from '../frame/fields.ts';

/** The add-to-cart button of a simple product: its data attributes are what the add action gets. */
export function AddToCartButton({
  productId,
  quantity,
  label,
  name,
}: {
  productId: number;
  quantity: number;
  label: string;
  name: string;
}) {
  return (
    <button
      type="button"
      className="button add_to_cart_button hl-add-to-cart__button"
      data-product_id={String(productId)}
      data-quantity={String(quantity)}
      // The accessible name starts with the words on the button, as speech control users say them.
      aria-label={`${label.trim() || 'Add to cart'}: “${name}”`}
    >
      {label}
    </button>
  );
}

/**
 * Shop add-to-cart (spec 2 "Shop add-to-cart: the quantity input updates the button's quantity
 * attribute"; 4 "Add-to-cart button: normal, loading, added, then a view-cart link unless on the
 * cart"): a quantity input (bounded by the product's minimum and maximum, hidden when sold
 * individually) and the button whose `data-quantity` follows it. Variable products link to their
 * page to choose options.
 */
export const shopAddToCart = defineWidget({
  type: 'ShopAddToCart',
  label: 'Add to cart',
  category: 'shop',
  pro: true,
  island: 'add-to-cart',
  fields: {
    product: productField,
    label: textField('Button text'),
    show_quantity: onOffField('Quantity input'),
  },
  defaultProps: { product: 'espresso-cup', label: 'Add to cart', show_quantity: true },
  load: async (props, ctx) => {
    const product = await loadProduct(props.product, ctx);
    return product
      ? {
          id: product.id,
          slug: product.slug,
          name: product.name,
          type: product.type,
          priceHtml: product.priceHtml,
          inStock: product.inStock,
          soldIndividually: product.soldIndividually,
          minQty: product.minQty,
          maxQty: product.maxQty,
        }
      : null;
  },
  spec: 'storefront 2 "Shop add-to-cart: the quantity input updates the button\'s quantity attribute"; 3 "Add-to-cart button data"; 4 "Add-to-cart button"; 5 quantity minimum; 7 add_to_cart; 8 error with product_url',
  Render({ id, label, show_quantity, loaded }) {
    const { editMode } = useWidgetFrame();
    if (!loaded)
      return editMode ? (
        <p id={id} className="hl-empty">
          Choose a product by its slug.
        </p>
      ) : (
        <div id={id} className="hl-add-to-cart" hidden />
      );
    if (loaded.type === 'variable' || !loaded.inStock)
      return (
        <div id={id} className="hl-add-to-cart">
          <a className="button" href={`/product/${loaded.slug}`}>
            {loaded.inStock ? 'Select options' : 'Read more'}
          </a>
        </div>
      );
    const min = Math.max(1, loaded.minQty);
    return (
      <div
        id={id}
        className="hl-add-to-cart"
        data-island="add-to-cart"
        data-api={SHOP_API}
        data-min={String(min)}
        data-max={loaded.maxQty === null ? '' : String(loaded.maxQty)}
      >
        {show_quantity && !loaded.soldIndividually && (
          <label className="hl-add-to-cart__quantity">
            <span className="visually-hidden">Quantity of {loaded.name}</span>
            <input
              type="number"
              className="qty"
              name="quantity"
              inputMode="numeric"
              min={min}
              max={loaded.maxQty ?? undefined}
              step={1}
              defaultValue={min}
            />
          </label>
        )}
        <AddToCartButton productId={loaded.id} quantity={min} label={label} name={loaded.name} />
      </div>
    );
  },
});
