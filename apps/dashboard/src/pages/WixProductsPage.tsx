import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../api/admin.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { formatDateTime } from '../format.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';

const PAGE_SIZE = 50;

export const wixProductsLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const page = Math.max(1, Math.min(1_000_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  const [site, products] = await Promise.all([
    adminApi.site(clientId, { signal: request.signal }),
    adminApi.wixProducts(
      { site: clientId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      { signal: request.signal },
    ),
  ]);
  return { site, products, page };
});

const SOURCES: Record<string, string> = { browse_abandonment: 'Browsed', ordered_products: 'Ordered' };

/**
 * `/sites/:clientId/wix-products`: the products a Wix store's signed-in members browsed or ordered,
 * as the visitor script saved them (spec section 3, "Wix product save"), newest first.
 */
export function WixProductsPage() {
  const { site, products, page } = useLoaderData<typeof wixProductsLoader>();
  const pages = Math.max(1, Math.ceil(products.total / PAGE_SIZE));
  return (
    <>
      <title>{`${site.name} · Wix products · Hookline`}</title>
      <SiteCrumbs site={site} current="Wix products" />
      <h1>Wix products</h1>
      <p className={ui.muted}>
        Products your Wix store’s signed-in members looked at, saved by the Hookline pixel, for follow-ups on
        what they left behind. {products.total} in all.
      </p>
      <section className={ui.panel} aria-label="Saved products">
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.cards}`} aria-label="Wix products">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Product</th>
                <th scope="col">Category</th>
                <th scope="col">Member</th>
                <th scope="col">How</th>
              </tr>
            </thead>
            <tbody>
              {products.rows.length === 0 ? (
                <tr>
                  <td colSpan={5}>
                    <EmptyState
                      title="No products saved yet"
                      action={
                        <Link className={ui.button} to={`/sites/${site.client_id}`}>
                          Check the install snippet
                        </Link>
                      }
                    >
                      Products appear here when a signed-in member of your Wix store views one, once the
                      snippet is on the store.
                    </EmptyState>
                  </td>
                </tr>
              ) : (
                products.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Date">
                      <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                    </td>
                    <td data-label="Product">
                      {row.product_name} <span className={ui.muted}>({row.product_id})</span>
                    </td>
                    <td data-label="Category">{row.category ?? <span className={ui.muted}>–</span>}</td>
                    <td data-label="Member">
                      <code>{row.customer_id}</code>
                    </td>
                    <td data-label="How">{SOURCES[row.source_table] ?? row.source_table}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <p className={ui.actionsRow}>
            {page > 1 && (
              <Link className={ui.secondary} to={`?page=${page - 1}`}>
                Newer
              </Link>
            )}
            <span className={ui.muted}>
              Page {page} of {pages}
            </span>
            {page < pages && (
              <Link className={ui.secondary} to={`?page=${page + 1}`}>
                Older
              </Link>
            )}
          </p>
        )}
      </section>
    </>
  );
}
