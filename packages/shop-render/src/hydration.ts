import type { ShopFrame } from './shop-context.tsx';

/** What the server puts into the page for hydration (`#shop-data`), and the client reads back. */
export interface HydrationData {
  path: string;
  props: object;
  frame: ShopFrame;
}
