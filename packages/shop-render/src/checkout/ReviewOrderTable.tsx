import type { TCartSnapshot } from '@hookline/schema';
import { formatPrice } from '@hookline/shop';
import { VariationList } from '../components/VariationList.tsx';

/** The checkout's "Your order" table: each line with its variation and quantity, and its subtotal. */
export function ReviewOrderTable({ items }: { items: TCartSnapshot['items'] }) {
  return (
    <table className="shop_table review-order">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className="product-total">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key} className="cart_item">
            <td className="product-name">
              {item.name} <strong className="product-quantity">× {item.quantity}</strong>
              <VariationList variation={item.variation} />
            </td>
            <td className="product-total">{formatPrice(item.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
