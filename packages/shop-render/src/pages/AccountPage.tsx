import { LOST_PASSWORD_PATH, addressLines, formatPrice, type OrderSummary } from '@hookline/shop';
import { AccountForm } from '../account/AccountForm.tsx';
import { PasswordInput } from '../account/PasswordInput.tsx';
import { postJson } from '../cart/api.ts';
import type { LoadContext } from '../load-context.ts';
import { useShop } from '../shop-context.tsx';

export interface AccountPageProps {
  orders: OrderSummary[];
}

export async function loadAccountPage({ data }: LoadContext): Promise<AccountPageProps> {
  return { orders: (await data.customer()) ? await data.orders() : [] };
}

/** My account: login and registration for guests; orders and logout for customers. */
export function AccountPage({ orders }: AccountPageProps) {
  const { customer, config } = useShop();
  const api = `${config.apiBase}/customer`;
  if (!customer) {
    return (
      <section className="my-account guest">
        <h1>My account</h1>
        <div className="account-columns">
          <AccountForm
            action={`${api}/login`}
            title="Login"
            submit="Log in"
            after={
              <p className="lost_password">
                <a href={LOST_PASSWORD_PATH}>Lost your password?</a>
              </p>
            }
          >
            <p>
              <label htmlFor="login-email">Email address *</label>
              <input id="login-email" name="email" type="email" autoComplete="username" required />
            </p>
            <p>
              <label htmlFor="login-password">Password *</label>
              <PasswordInput id="login-password" name="password" autoComplete="current-password" />
            </p>
          </AccountForm>
          <AccountForm action={`${api}/register`} title="Register" submit="Register">
            <p>
              <label htmlFor="reg-name">Name</label>
              <input id="reg-name" name="name" type="text" autoComplete="name" />
            </p>
            <p>
              <label htmlFor="reg-email">Email address *</label>
              <input id="reg-email" name="email" type="email" autoComplete="email" required />
            </p>
            <p>
              <label htmlFor="reg-password">Password *</label>
              <PasswordInput id="reg-password" name="password" autoComplete="new-password" />
            </p>
          </AccountForm>
        </div>
      </section>
    );
  }
  const address = customer.address;
  const countryName = address ? regionName(address.country) : '';
  return (
    <section className="my-account">
      <h1>My account</h1>
      <p className="account-greeting">
        Hello <strong>{customer.name || customer.email}</strong> (
        <a
          href="/my-account"
          className="logout"
          onClick={(event) => {
            event.preventDefault();
            void postJson(`${api}/logout`, {}).then(() => window.location.reload());
          }}
        >
          Log out
        </a>
        )
      </p>
      <div className="account-content">
        <section className="account-card account-orders">
          <h2>Orders</h2>
          {orders.length === 0 ? (
            <p className="no-orders">
              No order has been made yet.{' '}
              <a className="button" href="/shop">
                Browse products
              </a>
            </p>
          ) : (
            <OrdersTable orders={orders} />
          )}
        </section>
        <section className="account-card account-address">
          <h2>Billing address</h2>
          {address ? (
            <address>
              {addressLines(address, countryName).map((line, i) => (
                <span key={i} className="address-line">
                  {line}
                </span>
              ))}
              <span className="address-line address-email">{customer.email}</span>
            </address>
          ) : (
            <p>Your address is kept from your first order, to fill in the next checkout.</p>
          )}
        </section>
      </div>
    </section>
  );
}

/** A country's English name from its code; the code when the runtime does not know it. */
function regionName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The customer's orders; on phones each row is a card whose cells carry their column's name. */
function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <table className="shop_table shop_table_responsive orders">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Items</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} className="order">
            <td data-title="Order">
              {order.receivedUrl ? <a href={order.receivedUrl}>#{order.id}</a> : `#${order.id}`}
            </td>
            <td data-title="Date">
              <time dateTime={order.date}>{order.date.slice(0, 10)}</time>
            </td>
            <td data-title="Status" className="order-status">
              {order.status}
            </td>
            <td data-title="Items">{order.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}</td>
            <td data-title="Total">{formatPrice(order.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
