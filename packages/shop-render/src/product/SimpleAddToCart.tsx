import { useState, type FormEvent } from 'react';
import { clampQuantity, type ProductPage } from '@hookline/shop';
import { QuantityInput } from '../components/QuantityInput.tsx';
import { useShop } from '../shop-context.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

/** A simple product's quantity and add-to-cart button; a plain form post without scripts. */
export function SimpleAddToCart({ product }: { product: ProductPage }) {
  const { config, pathname } = useShop();
  const cart = useAddToCart(config.apiBase);
  const max = product.soldIndividually ? 1 : product.maxQty;
  const [quantity, setQuantity] = useState(String(product.minQty));
  if (!product.inStock) return <p className="stock out-of-stock">Out of stock</p>;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clamped = String(clampQuantity(quantity, product.minQty, max ?? ''));
    setQuantity(clamped);
    void cart.submit({ product_id: String(product.id), quantity: clamped });
  };
  return (
    <form className="cart" method="post" action={`${config.apiBase}/add_to_cart`} onSubmit={onSubmit}>
      <p className="stock in-stock">In stock</p>
      <QuantityInput
        id={`quantity-${product.id}`}
        label={`${product.name} quantity`}
        value={quantity}
        min={product.minQty}
        max={max}
        hidden={product.soldIndividually}
        onChange={setQuantity}
      />
      <input type="hidden" name="product_id" value={product.id} readOnly />
      <button
        type="submit"
        className={`single_add_to_cart_button button alt${cart.state === 'normal' ? '' : ` ${cart.state}`}`}
      >
        Add to cart
      </button>
      {cart.state === 'added' && pathname !== '/cart' && (
        <a href="/cart" className="added_to_cart wc-forward" title="View cart">
          View cart
        </a>
      )}
      {cart.error && (
        <p className="add-to-cart-error" role="alert">
          {cart.error}
        </p>
      )}
    </form>
  );
}
