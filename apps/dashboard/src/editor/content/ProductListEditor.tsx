import type { TShopifyProductItem } from '@hookline/schema';
import ui from '../../styles/ui.module.css';
import { NumberField, TextField } from '../controls.tsx';
import styles from '../Editor.module.css';
import { removeAt, replaceAt } from './blocks.ts';

/**
 * The products a product block recommends, as the site owner lists them from their Shopify admin:
 * product and variant ids, title, price (and the price before a sale), picture and handle.
 */
export function ProductListEditor({
  products,
  onChange,
}: {
  products: TShopifyProductItem[];
  onChange(products: TShopifyProductItem[], key?: string): void;
}) {
  const edit = (index: number, patch: Partial<TShopifyProductItem>, key: string) =>
    onChange(replaceAt(products, index, { ...products[index]!, ...patch }), `${key}${index}`);
  return (
    <>
      {products.map((product, index) => (
        <fieldset key={index} className={styles.field}>
          <legend>Product {index + 1}</legend>
          <div className={styles.row}>
            <TextField
              label="Title"
              value={product.title}
              onChange={(title) => edit(index, { title }, 'title')}
            />
            <NumberField
              label="Price"
              value={product.price}
              min={0}
              step={0.01}
              onChange={(price) => edit(index, { price: price ?? 0 }, 'price')}
            />
            <NumberField
              label="Price before the sale"
              value={product.compare_at_price ?? null}
              min={0}
              step={0.01}
              onChange={(compare_at_price) => edit(index, { compare_at_price }, 'compare')}
            />
          </div>
          <div className={styles.row}>
            <TextField
              label="Product id"
              value={product.product_id}
              onChange={(product_id) => edit(index, { product_id }, 'product')}
            />
            <TextField
              label="Variant id"
              value={product.variant_id}
              onChange={(variant_id) => edit(index, { variant_id }, 'variant')}
            />
            <TextField
              label="Handle"
              value={product.handle}
              onChange={(handle) => edit(index, { handle }, 'handle')}
            />
          </div>
          <TextField
            label="Picture address"
            value={product.image}
            onChange={(image) => edit(index, { image }, 'image')}
          />
          <button
            type="button"
            className={ui.secondary}
            aria-label={`Remove product ${index + 1}`}
            onClick={() => onChange(removeAt(products, index))}
          >
            Remove product {index + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={ui.secondary}
        onClick={() =>
          onChange([
            ...products,
            {
              product_id: '',
              variant_id: '',
              title: 'New product',
              desc: '',
              image: '',
              handle: '',
              price: 0,
              currency: 'USD',
            },
          ])
        }
      >
        Add a product
      </button>
    </>
  );
}
