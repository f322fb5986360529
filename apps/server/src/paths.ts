import { fileURLToPath } from 'node:url';

const root = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

/** Built assets the server hosts. `npm run build` makes them. */
export const paths = {
  embedDist: root('packages/embed/dist'),
  dashboardDist: root('apps/dashboard/dist'),
  shopDist: root('apps/shop/dist'),
};
