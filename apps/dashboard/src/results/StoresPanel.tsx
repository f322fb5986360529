import type { TStoreStats } from '@hookline/schema';
import { DataTable } from '../components/DataTable.tsx';
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
      <DataTable
        label="By store"
        rows={stores}
        rowKey={(store) => store.store_integration}
        rowHeader
        empty="No store events in this range."
        columns={[
          {
            header: 'Store',
            cell: (store) => STORE_NAMES[store.store_integration] ?? store.store_integration,
          },
          { header: 'Views', numeric: true, cell: (store) => formatCount(store.views) },
          { header: 'Closes', numeric: true, cell: (store) => formatCount(store.closes) },
          { header: 'Conversions', numeric: true, cell: (store) => formatCount(store.conversions) },
          { header: 'Customers', numeric: true, cell: (store) => formatCount(store.customers) },
        ]}
      />
    </section>
  );
}
