import { LOST_PASSWORD_PATH, formatPrice, type OrderSummary } from '@hookline/shop';
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
  return (
    <section className="my-account">
      <h1>My account</h1>
      <p>
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
      <h2>Orders</h2>
      {orders.length === 0 ? (
        <p className="no-orders">No order has been made yet.</p>
      ) : (
        <table className="shop_table orders">
          <thead>
            <tr>
              <th>Order</th>
              <th>Date</th>
              <th>Status</th>
              <th>Items</th>
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="order">
                <td>{order.receivedUrl ? <a href={order.receivedUrl}>#{order.id}</a> : `#${order.id}`}</td>
                <td>
                  <time dateTime={order.date}>{order.date.slice(0, 10)}</time>
                </td>
                <td>{order.status}</td>
                <td>{order.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}</td>
                <td>{formatPrice(order.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
