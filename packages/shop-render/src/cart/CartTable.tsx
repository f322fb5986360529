import type { TCartItem } from '@hookline/schema';
import { formatPrice } from '@hookline/shop';
import { VariationList } from '../components/VariationList.tsx';
import { RemoveLink } from './RemoveLink.tsx';

/**
 * The cart page's lines (WooCommerce's cart table): thumbnail, name with the chosen attributes,
 * price, a quantity field (fixed at 1 for products sold individually) and the line's subtotal.
 * `edits` are quantities typed but not yet sent; `onEdit` receives each keystroke.
 */
export function CartTable(props: {
  items: TCartItem[];
  edits: Record<string, string>;
  onEdit(key: string, value: string): void;
}) {
  return (
    <table className="shop_table cart">
      <thead>
        <tr>
          <th>
            <span className="screen-reader-text">Remove item</span>
          </th>
          <th>
            <span className="screen-reader-text">Thumbnail image</span>
          </th>
          <th>Product</th>
          <th>Price</th>
          <th>Quantity</th>
          <th>Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {props.items.map((item) => (
          <CartRow key={item.key} item={item} edit={props.edits[item.key]} onEdit={props.onEdit} />
        ))}
      </tbody>
    </table>
  );
}

function CartRow({
  item,
  edit,
  onEdit,
}: {
  item: TCartItem;
  edit: string | undefined;
  onEdit(key: string, value: string): void;
}) {
  return (
    <tr className="cart_item" data-cart_item_key={item.key}>
      <td className="product-remove">
        <RemoveLink item={item} />
      </td>
      <td className="product-thumbnail">
        {item.image && (
          <a href={`/product/${item.slug}`} tabIndex={-1}>
            <img src={item.image} alt={item.name} width={64} height={64} />
          </a>
        )}
      </td>
      <td className="product-name" data-title="Product">
        <a href={`/product/${item.slug}`}>{item.name}</a>
        <VariationList variation={item.variation} />
      </td>
      <td className="product-price" data-title="Price">
        {formatPrice(item.unitPriceCents)}
      </td>
      <td className="product-quantity" data-title="Quantity">
        {item.soldIndividually ? (
          <>
            1 <input type="hidden" name={`cart[${item.key}][qty]`} value="1" />
          </>
        ) : (
          <div className="quantity">
            <label className="screen-reader-text" htmlFor={`qty-${item.key}`}>
              {item.name} quantity
            </label>
            <input
              type="number"
              id={`qty-${item.key}`}
              className="input-text qty text"
              name={`cart[${item.key}][qty]`}
              inputMode="numeric"
              step={1}
              min={0}
              max={item.maxQty ?? undefined}
              value={edit ?? String(item.quantity)}
              onChange={(e) => onEdit(item.key, e.currentTarget.value)}
            />
          </div>
        )}
      </td>
      <td className="product-subtotal" data-title="Subtotal">
        {formatPrice(item.lineTotalCents)}
      </td>
    </tr>
  );
}
