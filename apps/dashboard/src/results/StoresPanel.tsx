import type { TStoreStats } from '@hookline/schema';
import { formatCount } from '../format.ts';
import ui from '../styles/ui.module.css';

/** How each store platform is named to the owner. */
const STORE_NAMES: Record<string, string> = {
  shopify: 'Shopify',
  wix: 'Wix',
  ecwid: 'Ecwid',
  hookline: 'Hookline shop',
};

/**
 * The popup's views, closes and conversions per store platform in the range (the store fields of
 * the viewed, closed and conversion calls), with the store's signed-in customers among them.
 */
export function StoresPanel({ stores }: { stores: readonly TStoreStats[] }) {
  return (
    <section className={ui.panel} aria-labelledby="stores-title">
      <h2 id="stores-title">By store</h2>
      <p className={ui.muted}>
        Events from store pages, and how many signed-in store customers they came from.
      </p>
      <div className={ui.tableWrap}>
        <table className={ui.table} aria-label="By store">
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col" className={ui.number}>
                Views
              </th>
              <th scope="col" className={ui.number}>
                Closes
              </th>
              <th scope="col" className={ui.number}>
                Conversions
              </th>
              <th scope="col" className={ui.number}>
                Customers
              </th>
            </tr>
          </thead>
          <tbody>
            {stores.map((store) => (
              <tr key={store.store_integration} data-store={store.store_integration}>
                <th scope="row">{STORE_NAMES[store.store_integration] ?? store.store_integration}</th>
                <td className={ui.number}>{formatCount(store.views)}</td>
                <td className={ui.number}>{formatCount(store.closes)}</td>
                <td className={ui.number}>{formatCount(store.conversions)}</td>
                <td className={ui.number}>{formatCount(store.customers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
