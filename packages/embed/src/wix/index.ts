import { parseStoredValue, STORAGE_LIFETIMES_MS, storedValue, wixStoreCart } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { guarded, logWarn } from '../log.ts';
import { findPixelSource, pixelInstall } from '../script-tag.ts';
import { readItem, writeItem } from '../storage.ts';
import type { StoreAdapterChunk } from '../store/adapter.ts';
import { createCartWatch } from '../store/cart-watch.ts';
import { registerStoreAdapter } from '../store/registry.ts';
import { watchPageRequests } from '../store/request-hook.ts';
import { WIX_CART_ID_KEY } from '../visitor/keys.ts';
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

type Loose = Record<string, unknown> | null | undefined;
const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;
/** A Wix price as the API keeps it, or undefined when its amount is not a decimal string. */
const price = (value: unknown) => {
  const body = value as Loose;
  const amount = text(body?.amount, 17);
  if (!amount || !AMOUNT.test(amount)) return undefined;
  const converted = text(body?.convertedAmount, 17);
  return {
    amount,
    convertedAmount: converted && AMOUNT.test(converted) ? converted : undefined,
    formattedAmount: text(body?.formattedAmount, 40),
    formattedConvertedAmount: text(body?.formattedConvertedAmount, 40),
  };
};

/**
 * The display call's Wix fields from the cart the site's cart call answered: `wix_cart_id` and
 * `wix_cart_details` (JSON of `{lineItems, subtotal}` in Wix's shape, only the keys and the lines
 * the API keeps, at most 100), or nothing when it is not a cart.
 */
export function wixCartCallFields(cart: unknown): { wix_cart_id?: string; wix_cart_details?: string } {
  const body = cart as Loose;
  if (!body || !Array.isArray(body.lineItems)) return {};
  const lineItems = (body.lineItems as Loose[]).flatMap((line) => {
    const reference = line?.catalogReference as Loose;
    const catalogItemId = text(reference?.catalogItemId, 100);
    const quantity = line?.quantity;
    if (
      !catalogItemId ||
      !Number.isInteger(quantity) ||
      (quantity as number) < 0 ||
      (quantity as number) > 100_000
    )
      return [];
    const name = line?.productName as Loose;
    return [
      {
        id: text(line?.id, 100),
        quantity,
        catalogReference: {
          catalogItemId,
          appId: text(reference?.appId, 100),
          options: { variantId: text((reference?.options as Loose)?.variantId, 100) },
        },
        productName: text(name?.original, 500)
          ? { original: name!.original, translated: text(name?.translated, 500) }
          : undefined,
        price: price(line?.price),
      },
    ];
  });
  const id = text(body.id, 100);
  return {
    ...(id && /^[\w-]+$/.test(id) ? { wix_cart_id: id } : {}),
    wix_cart_details: JSON.stringify({
      lineItems: lineItems.slice(0, 100),
      subtotal: price(body.subtotal) ?? { amount: '0' },
    }),
  };
}

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
  /** The cart as the site's cart call (or its own cart change) last answered it. */
  let wixCart: unknown = null;
  const keep = (answer: unknown) => {
    const next = cartOf(answer);
    if (next) {
      wixCart = (answer as { cart: unknown }).cart;
      const id = wixCartCallFields(wixCart).wix_cart_id;
      if (id)
        writeItem(env.localStorage, WIX_CART_ID_KEY, storedValue(id, env.now(), STORAGE_LIFETIMES_MS.year));
    }
    return next;
  };
  /** The cart id the visitor storage keeps (spec section 9), for a page whose cart is not read (yet). */
  const storedCartId = () => {
    const id = parseStoredValue(readItem(env.localStorage, WIX_CART_ID_KEY), env.now());
    return typeof id === 'string' && /^[\w-]{1,100}$/.test(id) ? { wix_cart_id: id } : {};
  };
  const cart = createCartWatch(env, async () => keep(await getJson(env, WIX_CART_PATH)));
  watchPageRequests(
    env.window,
    (url, method) =>
      method !== 'GET' && url.origin === env.window.location.origin && url.pathname.startsWith(WIX_CART_PATH),
    ({ status, body }) => {
      if (status < 200 || status >= 300) return;
      const next = keep(body);
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
    cartFields: async () => ({ ...storedCartId(), ...(await cart.fields()), ...wixCartCallFields(wixCart) }),
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
        const next = keep(answer);
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
