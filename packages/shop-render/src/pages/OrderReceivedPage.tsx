import { addressLines, formatPrice, type OrderDetail } from '@hookline/shop';
import { PageNotFound, type LoadContext } from '../load-context.ts';
import { VariationList } from '../components/VariationList.tsx';

export interface OrderReceivedProps {
  order: OrderDetail;
  /** The country's English name. */
  countryName: string;
}

/** `/checkout/order-received/{id}?key=…`: the order's own page; a wrong id or key is a 404. */
export async function loadOrderReceivedPage({ url, params, data }: LoadContext): Promise<OrderReceivedProps> {
  const id = Number(params.id);
  const key = url.searchParams.get('key') ?? '';
  const order = Number.isInteger(id) && id > 0 && key ? await data.order?.(id, key) : null;
  if (!order) throw new PageNotFound('We could not find that order.');
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  let countryName = order.billing.country;
  try {
    countryName = names.of(order.billing.country) ?? countryName;
  } catch {
    // an older order stored a country's name, not its code
  }
  return { order, countryName };
}

/** WooCommerce's thank-you page: overview, the lines with their variations, totals, address. */
export function OrderReceivedPage({ order, countryName }: OrderReceivedProps) {
  const date = new Date(order.date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <section className="order-received">
      <h1>Order received</h1>
      <p className="thankyou">Thank you. Your order has been received.</p>
      <ul className="order-overview">
        <li>
          Order number <strong className="order-number">{order.id}</strong>
        </li>
        <li>
          Date <strong>{date}</strong>
        </li>
        <li className="overview-email">
          Email <strong className="order-email">{order.email}</strong>
        </li>
        <li>
          Total <strong>{formatPrice(order.totalCents)}</strong>
        </li>
        <li>
          Payment method <strong className="payment-method">{order.paymentMethod}</strong>
        </li>
      </ul>
      <h2>Order details</h2>
      <table className="shop_table order_details_table">
        <thead>
          <tr>
            <th>Product</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i} className="order_item">
              <td>
                {item.name} <strong>× {item.quantity}</strong>
                <VariationList variation={item.variation} />
              </td>
              <td>{formatPrice(item.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal:</th>
            <td>{formatPrice(order.subtotalCents)}</td>
          </tr>
          {order.coupons.map((c) => (
            <tr key={c.code} className="order-discount">
              <th scope="row">Coupon: {c.code}</th>
              <td>−{formatPrice(c.discountCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Shipping:</th>
            <td>
              {order.shippingCents === 0 ? 'Free shipping' : `Flat rate: ${formatPrice(order.shippingCents)}`}
            </td>
          </tr>
          <tr>
            <th scope="row">Payment method:</th>
            <td>{order.paymentMethod}</td>
          </tr>
          <tr>
            <th scope="row">Total:</th>
            <td>
              <strong className="order-total">{formatPrice(order.totalCents)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <section className="order-address">
        <h2>Billing address</h2>
        <address className="billing-address">
          {addressLines(order.billing, countryName).map((line, i) => (
            <span key={i} className="address-line">
              {line}
            </span>
          ))}
          {order.billing.phone && <span className="address-line address-phone">{order.billing.phone}</span>}
          <span className="address-line address-email">{order.email}</span>
        </address>
      </section>
    </section>
  );
}
