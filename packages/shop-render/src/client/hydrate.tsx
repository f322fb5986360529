import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { mountIslands } from '@hookline/widgets/islands';
import { cartStore } from '../cart/cart-store.ts';
import { trackAttribution, trackingAllowed } from '../checkout/attribution-browser.ts';
import { Layout } from '../components/Layout.tsx';
import type { HydrationData } from '../hydration.ts';
import { installStoreIntegration } from '../integration/store-integration.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { routes } from '../routes.tsx';
import { ShopContext } from '../shop-context.tsx';

/** Hydrates the server-rendered page with the props the server rendered it with. */
export function hydrateShop(): void {
  const text = document.getElementById('shop-data')?.textContent;
  const root = document.getElementById('shop-root');
  if (!text || !root) return;
  const { path, props, frame } = JSON.parse(text) as HydrationData;
  const Component = (path === '404' ? NotFoundPage : routes.find((r) => r.path === path)?.Component) as
    ComponentType<Record<string, unknown>> | undefined;
  if (!Component) return;
  cartStore.start(frame.cart);
  try {
    installStoreIntegration(frame.customer, frame.config.apiBase);
    trackAttribution(frame.config.attribution, trackingAllowed(frame.config.attribution));
  } catch (error) {
    console.warn('[hookline] store integration or order attribution failed', error);
  }
  hydrateRoot(
    root,
    <ShopContext.Provider value={frame}>
      <Layout>
        <Component {...(props as Record<string, unknown>)} />
      </Layout>
    </ShopContext.Provider>,
    {
      // When hydration gives up on a mismatch, React draws the page afresh: the new elements need
      // their islands too (mounted elements are remembered, so nothing mounts twice).
      onRecoverableError: (error) => {
        console.warn('[hookline] hydration recovered', error);
        setTimeout(() => void mountIslands(root), 0);
      },
    },
  );
  // The widgets' behaviour of a builder page: only the islands named in its markup load.
  void mountIslands(root);
  // A page restored from the back-forward cache shows an old cart: fetch the current one.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    void fetch(`${frame.config.apiBase}/cart`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (body: { cart?: typeof frame.cart } | null) =>
          body?.cart && cartStore.set(body.cart, { fromOtherTab: true }),
      );
  });
}
