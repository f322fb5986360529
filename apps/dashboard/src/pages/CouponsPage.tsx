import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { couponsApi, type Coupon } from '../api/coupons.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import { ActionMessage, type ActionResult } from '../components/ActionMessage.tsx';
import { EmptyState, JumpTo } from '../components/EmptyState.tsx';

export const couponsLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const [site, { coupons }] = await Promise.all([
    adminApi.site(clientId, { signal: request.signal }),
    couponsApi.list(clientId, { signal: request.signal }),
  ]);
  return { site, coupons };
});

type Result = ActionResult;

const cents = (text: string) => (text ? Math.round(Number(text) * 100) : null);
const count = (text: string) => (text ? Number(text) : null);

/** Creates a coupon or deletes one (`intent`). */
export async function couponsAction({ params, request }: ActionFunctionArgs): Promise<Result> {
  const clientId = params.clientId ?? '';
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  try {
    if (form.get('intent') === 'delete') {
      await couponsApi.remove(clientId, text('id'));
      return { notice: 'Coupon deleted.' };
    }
    const kind = text('kind') === 'fixed_cart' ? 'fixed_cart' : 'percent';
    const expires = text('expires');
    await couponsApi.create(clientId, {
      code: text('code'),
      kind,
      amount: kind === 'percent' ? Number(text('amount')) : (cents(text('amount')) ?? 0),
      expires_at: expires ? new Date(`${expires}T23:59:59Z`).toISOString() : null,
      min_spend_cents: cents(text('min_spend')),
      usage_limit: count(text('usage_limit')),
      usage_limit_per_customer: count(text('usage_limit_per_customer')),
    });
    return {
      notice: `Coupon ${text('code').toLowerCase()} created. The shop's cart and checkout take it now.`,
    };
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}

const amountText = (c: Coupon) => (c.kind === 'percent' ? `${c.amount}%` : `$${(c.amount / 100).toFixed(2)}`);

/** `/sites/:clientId/coupons`: the shop's coupons, with their limits and uses, and a form for a new one. */
export function CouponsPage() {
  const { site, coupons } = useLoaderData<typeof couponsLoader>();
  const result = useActionData<Result>();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <SiteCrumbs site={site} current="Coupons" />
      <h1>Shop coupons</h1>
      <ActionMessage result={result} />
      <section className={ui.panel} aria-labelledby="new-coupon">
        <h2 id="new-coupon">New coupon</h2>
        <Form method="post" id="new-coupon-form" className={ui.formGrid}>
          <input type="hidden" name="intent" value="create" />
          <label>
            Code <input name="code" required maxLength={50} pattern="[A-Za-z0-9_\-]+" />
          </label>
          <label>
            Discount type
            <select name="kind" defaultValue="percent">
              <option value="percent">Percentage discount</option>
              <option value="fixed_cart">Fixed cart discount</option>
            </select>
          </label>
          <label>
            Amount (percent, or dollars) <input name="amount" type="number" min="0.01" step="0.01" required />
          </label>
          <label>
            Expiry date <input name="expires" type="date" />
          </label>
          <label>
            Minimum spend ($) <input name="min_spend" type="number" min="0" step="0.01" />
          </label>
          <label>
            Usage limit per coupon <input name="usage_limit" type="number" min="1" step="1" />
          </label>
          <label>
            Usage limit per customer <input name="usage_limit_per_customer" type="number" min="1" step="1" />
          </label>
          <button type="submit" className={ui.button} disabled={busy}>
            Create coupon
          </button>
        </Form>
      </section>
      <section className={ui.panel} aria-labelledby="coupon-list">
        <h2 id="coupon-list">Coupons</h2>
        {coupons.length === 0 ? (
          <EmptyState
            title="No coupons yet"
            action={<JumpTo target="new-coupon-form">Create a coupon</JumpTo>}
          >
            The shop’s cart and checkout take the codes you create here; popups can hand them out.
          </EmptyState>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table} aria-label="Coupons">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Minimum spend</th>
                  <th scope="col">Used / limit</th>
                  <th scope="col">Per customer</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <code>{c.code}</code>
                      {c.conversion_id && <span className={ui.badge}>Popup lead</span>}
                    </th>
                    <td>{amountText(c)}</td>
                    <td>{c.expires_at ? c.expires_at.slice(0, 10) : '–'}</td>
                    <td>{c.min_spend_cents !== null ? `$${(c.min_spend_cents / 100).toFixed(2)}` : '–'}</td>
                    <td>
                      {c.usage_count} / {c.usage_limit ?? '∞'}
                    </td>
                    <td>{c.usage_limit_per_customer ?? '∞'}</td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={c.id} />
                        <button
                          type="submit"
                          className={ui.linkButton}
                          aria-label={`Delete coupon ${c.code}`}
                        >
                          Delete
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
