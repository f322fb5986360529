import { wixStoreCart } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { guarded, logWarn } from '../log.ts';
import { findPixelSource, pixelInstall } from '../script-tag.ts';
import type { StoreAdapterChunk } from '../store/adapter.ts';
import { createCartWatch } from '../store/cart-watch.ts';
import { registerStoreAdapter } from '../store/registry.ts';
import { watchPageRequests } from '../store/request-hook.ts';
import { viewedWixProduct } from './product.ts';

/**
 * The Wix store adapter chunk (`/embed/wix-[hash].js`), loaded on Wix sites (`window.wixBiSession`):
 * the current member (`GET /_api/members/v1/members/my`, `member.id`), the eCommerce cart
 * (`GET /_api/ecom/v1/carts/current`, followed through the site's own cart calls under it), adding
 * (`POST …/carts/current/add-to-cart`), and the browsed product a known member viewed, saved to
 * `{display-host}/wix/save-ordered-products` (spec sections 3 and 5).
 */

/** The Wix site's API paths (the site serves them on its own origin, with the visitor's session). */
export const WIX_MEMBER_PATH = '/_api/members/v1/members/my';
export const WIX_CART_PATH = '/_api/ecom/v1/carts/current';
/** Wix Stores' app id: what a Wix Stores product's catalog reference names. */
export const WIX_STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The longest the pixel waits for the member before it goes on without. */
export const WIX_MEMBER_WAIT_MS = 1500;

async function getJson(env: LoaderEnv, path: string, init?: RequestInit): Promise<unknown> {
  const response = await env.fetch(`${env.window.location.origin}${path}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    ...init,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

const cartOf = (answer: unknown) => wixStoreCart((answer as { cart?: unknown } | null)?.cart);

/** Saves the product a known member is viewing (browse abandonment); only with customer id, product id and name. */
function saveBrowsedProduct(env: LoaderEnv, customerId: string): void {
  const product = viewedWixProduct(env.document);
  const src = findPixelSource(env.document, null);
  const install = src ? pixelInstall(src) : null;
  if (!customerId || !product || !install) return;
  env
    .fetch(`${install.host}/wix/save-ordered-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      body: JSON.stringify({
        client_id: install.clientId,
        customer_id: customerId,
        products: [product],
        source_table: 'browse_abandonment',
      }),
    })
    .catch((error: unknown) => logWarn('the browsed product could not be saved', error));
}

/** The adapter of a Wix site: `store_integration` `wix`. */
export const createStoreAdapter: StoreAdapterChunk['createStoreAdapter'] = (env) => {
  let member = '';
  const cart = createCartWatch(env, async () => cartOf(await getJson(env, WIX_CART_PATH)));
  watchPageRequests(
    env.window,
    (url, method) =>
      method !== 'GET' && url.origin === env.window.location.origin && url.pathname.startsWith(WIX_CART_PATH),
    ({ status, body }) => {
      if (status < 200 || status >= 300) return;
      const next = cartOf(body);
      if (next) cart.update(next);
      else cart.refresh();
    },
  );
  const readMember = () =>
    new Promise<void>((resolve) => {
      env.setTimeout(resolve, WIX_MEMBER_WAIT_MS);
      getJson(env, WIX_MEMBER_PATH)
        .then((answer) => {
          const id = (answer as { member?: { id?: unknown } } | null)?.member?.id;
          member = typeof id === 'string' && id.length <= 100 ? id : '';
        })
        // A visitor who is not a member gets 401 or 404: a guest.
        .catch(() => undefined)
        .finally(resolve);
    });
  return registerStoreAdapter(env.window, {
    integration: 'wix',
    customerId: () => member,
    whenConsented: (go) =>
      void readMember().then(
        guarded('pixel start', () => {
          go();
          saveBrowsedProduct(env, member);
        }),
      ),
    cartFields: () => cart.fields(),
    watchCart: cart.watch,
    currentCart: cart.current,
    async addToCart(variantId, quantity) {
      const [catalogItemId = '', variant] = variantId.split(':');
      try {
        const answer = await getJson(env, `${WIX_CART_PATH}/add-to-cart`, {
          method: 'POST',
          body: JSON.stringify({
            lineItems: [
              {
                quantity,
                catalogReference: {
                  catalogItemId,
                  appId: WIX_STORES_APP_ID,
                  ...(variant ? { options: { variantId: variant } } : {}),
                },
              },
            ],
          }),
        });
        const next = cartOf(answer);
        if (next) cart.update(next);
        return true;
      } catch (error) {
        logWarn(`product ${variantId} could not be added to the Wix cart`, error);
        return false;
      }
    },
    goToCart: () => env.window.location.assign('/cart-page'),
  });
};
