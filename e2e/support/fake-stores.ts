import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Fakes of the store platforms the pixel integrates with, each a small web server on its own
 * origin (127.0.0.1, any free port): the host pages a test sets, plus the platform's public
 * storefront endpoints answering as the platforms document them (docs/store-integration.md):
 *
 * - Shopify: the Ajax cart API (`GET /cart.js`, `POST /cart/add.js`, `/cart/change.js`,
 *   `/cart/update.js`, `/cart/clear.js`); a sold-out variant is a 422 `{status, message, description}`.
 * - Wix: the current member (`GET /_api/members/v1/members/my`: `{member}`, 404 for a visitor who is
 *   not one) and the eCommerce current cart (`GET /_api/ecom/v1/carts/current`, `POST …/add-to-cart`: `{cart}`).
 * - Ecwid: its storefront JavaScript API is a script (`/ecwid-script.js`), not an HTTP API: `Ecwid.OnAPILoaded`,
 *   `Ecwid.OnCartChanged`, `Ecwid.Cart.get`, `Ecwid.Cart.addProduct`, `Ecwid.Customer.get`, `Ecwid.openPage`.
 */

export interface FakeVariant {
  id: number;
  productId: number;
  title: string;
  /** In cents. */
  price: number;
  available?: boolean;
}

export interface FakeStore {
  origin: string;
  page(path: string, html: string): void;
  /** The requests the store answered, in order (`POST /cart/add.js` and the like, with their bodies). */
  requests: { method: string; path: string; body: string }[];
  /** Shopify's cart lines now: variant id -> quantity. */
  shopifyCart: Map<number, number>;
  /** Wix's cart lines now: catalog item id -> quantity. */
  wixCart: Map<string, number>;
  close(): Promise<void>;
}

export interface FakeStoreOptions {
  variants?: FakeVariant[];
  /** Wix: the signed-in member's id (none: a visitor who is not a member). */
  wixMemberId?: string;
  /** Wix Stores products: catalog item id -> price. */
  wixPrices?: Record<string, number>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** Parses a JSON or form-encoded body as the Ajax API accepts both. */
function bodyOf(text: string, type: string | undefined): Record<string, unknown> {
  if (type?.includes('json')) return JSON.parse(text || '{}') as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeStore(options: FakeStoreOptions = {}): Promise<FakeStore> {
  const pages = new Map<string, string>();
  const requests: FakeStore['requests'] = [];
  const variants = new Map((options.variants ?? []).map((variant) => [variant.id, variant]));
  const shopifyCart = new Map<number, number>();
  const wixCart = new Map<string, number>();

  const shopifyLine = (variant: FakeVariant, quantity: number) => ({
    id: variant.id,
    key: `${variant.id}:f4k3`,
    quantity,
    variant_id: variant.id,
    product_id: variant.productId,
    title: variant.title,
    price: variant.price,
    original_price: variant.price,
    final_price: variant.price,
    line_price: variant.price * quantity,
    original_line_price: variant.price * quantity,
    final_line_price: variant.price * quantity,
    discounted_price: variant.price,
    total_discount: 0,
    sku: `SKU-${variant.id}`,
    handle: `product-${variant.productId}`,
    url: `/products/product-${variant.productId}?variant=${variant.id}`,
    requires_shipping: true,
    taxable: true,
    gift_card: false,
    properties: {},
  });
  const shopifyCartBody = () => {
    const items = [...shopifyCart].map(([id, quantity]) => shopifyLine(variants.get(id)!, quantity));
    const total = items.reduce((sum, item) => sum + item.line_price, 0);
    return {
      token: 'c1-f4k3cart',
      note: null,
      attributes: {},
      original_total_price: total,
      total_price: total,
      total_discount: 0,
      total_weight: 0,
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      items,
      requires_shipping: items.length > 0,
      currency: 'USD',
      items_subtotal_price: total,
      cart_level_discount_applications: [],
    };
  };
  const setQuantity = (id: number, quantity: number) => {
    if (quantity <= 0) shopifyCart.delete(id);
    else shopifyCart.set(id, quantity);
  };
  const wixCartBody = () => {
    const lineItems = [...wixCart].map(([catalogItemId, quantity]) => ({
      id: `line-${catalogItemId}`,
      quantity,
      catalogReference: { catalogItemId, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
      productName: { original: `Product ${catalogItemId}` },
      price: { amount: String(options.wixPrices?.[catalogItemId] ?? 10), formattedAmount: '' },
    }));
    const subtotal = lineItems.reduce((sum, item) => sum + Number(item.price.amount) * item.quantity, 0);
    return {
      cart: {
        id: 'wix-cart-1',
        lineItems,
        currency: 'USD',
        subtotal: {
          amount: subtotal.toFixed(2),
          convertedAmount: subtotal.toFixed(2),
          formattedAmount: `$${subtotal.toFixed(2)}`,
        },
      },
    };
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const method = request.method ?? 'GET';
      const text = method === 'POST' ? await readBody(request) : '';
      if (path.startsWith('/cart') || path.startsWith('/_api/')) requests.push({ method, path, body: text });
      const body = method === 'POST' ? bodyOf(text, request.headers['content-type']) : {};

      // Shopify's Ajax cart API.
      if (method === 'GET' && path === '/cart.js') return json(response, 200, shopifyCartBody());
      if (method === 'POST' && path === '/cart/add.js') {
        const asked = Array.isArray(body.items)
          ? (body.items as { id: unknown; quantity?: unknown }[])
          : [{ id: body.id, quantity: body.quantity }];
        const added = [];
        for (const item of asked) {
          const variant = variants.get(Number(item.id));
          if (!variant)
            return json(response, 404, {
              status: 404,
              message: 'Cart Error',
              description: 'Cannot find variant',
            });
          if (variant.available === false)
            return json(response, 422, {
              status: 422,
              message: 'Cart Error',
              description: `You can't add more ${variant.title} to the cart.`,
            });
          const quantity = Number(item.quantity ?? 1) || 1;
          setQuantity(variant.id, (shopifyCart.get(variant.id) ?? 0) + quantity);
          added.push(shopifyLine(variant, shopifyCart.get(variant.id)!));
        }
        return json(response, 200, Array.isArray(body.items) ? { items: added } : added[0]);
      }
      if (method === 'POST' && path === '/cart/change.js') {
        const id = Number(String(body.id).split(':')[0]);
        if (!shopifyCart.has(id))
          return json(response, 400, {
            status: 400,
            message: 'Cart Error',
            description: 'no valid id or line parameter',
          });
        setQuantity(id, Number(body.quantity));
        return json(response, 200, shopifyCartBody());
      }
      if (method === 'POST' && path === '/cart/update.js') {
        for (const [id, quantity] of Object.entries((body.updates ?? {}) as Record<string, number>))
          if (variants.has(Number(id))) setQuantity(Number(id), Number(quantity));
        return json(response, 200, shopifyCartBody());
      }
      if (method === 'POST' && path === '/cart/clear.js') {
        shopifyCart.clear();
        return json(response, 200, shopifyCartBody());
      }

      // Wix: the current member and the eCommerce current cart.
      if (method === 'GET' && path === '/_api/members/v1/members/my') {
        if (!options.wixMemberId) return json(response, 404, { message: 'Member not found', details: {} });
        return json(response, 200, {
          member: {
            id: options.wixMemberId,
            loginEmail: 'member@example.com',
            status: 'APPROVED',
            profile: { nickname: 'Mia' },
          },
        });
      }
      if (method === 'GET' && path === '/_api/ecom/v1/carts/current')
        return json(response, 200, wixCartBody());
      if (method === 'POST' && path === '/_api/ecom/v1/carts/current/add-to-cart') {
        for (const item of (body.lineItems ?? []) as {
          quantity?: number;
          catalogReference?: { catalogItemId?: string };
        }[]) {
          const id = item.catalogReference?.catalogItemId;
          if (id) wixCart.set(id, (wixCart.get(id) ?? 0) + (item.quantity ?? 1));
        }
        return json(response, 200, wixCartBody());
      }

      const html = pages.get(path);
      if (html === undefined)
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      const type = path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(html);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pages.set('/ecwid-script.js', ECWID_SCRIPT);
  return {
    origin: `http://127.0.0.1:${port}`,
    page: (path, html) => pages.set(path, html),
    requests,
    shopifyCart,
    wixCart,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Ecwid's storefront JavaScript API, as its documentation describes it: the API loads
 * asynchronously and then calls `OnAPILoaded` listeners; the cart lives in the page (`ecwidFake`
 * lets a test set the customer and products). `OnCartChanged` listeners get the cart after every
 * change; `Cart.addProduct({id, quantity, callback})` calls back `(success, product, cart)`.
 */
const ECWID_SCRIPT = `
(function () {
  var config = window.ecwidFake || {};
  var products = config.products || {};
  var items = [];
  var loaded = false;
  function hooks() {
    var list = [];
    return { add: function (f) { list.push(f); }, fire: function (v) { list.slice().forEach(function (f) { f(v); }); } };
  }
  function cart() {
    return {
      cartId: 'ECWIDCART1',
      id: 'ORDER1',
      orderId: 1,
      productsQuantity: items.reduce(function (s, i) { return s + i.quantity; }, 0),
      items: items.map(function (i) { return { quantity: i.quantity, product: i.product, options: {} }; }),
      weight: 0,
    };
  }
  var apiLoaded = hooks();
  var added = apiLoaded.add;
  apiLoaded.add = function (f) { if (loaded) setTimeout(f, 0); else added(f); };
  var cartChanged = hooks();
  window.Ecwid = {
    OnAPILoaded: apiLoaded,
    OnCartChanged: cartChanged,
    Cart: {
      get: function (f) { setTimeout(function () { f(cart()); }, 0); },
      addProduct: function (p) {
        var product = products[p.id];
        if (!product) { if (p.callback) p.callback(false, null, cart()); return; }
        var line = items.filter(function (i) { return i.product.id === p.id; })[0];
        if (line) line.quantity += p.quantity || 1;
        else items.push({ quantity: p.quantity || 1, product: product });
        setTimeout(function () {
          cartChanged.fire(cart());
          if (p.callback) p.callback(true, product, cart());
        }, 0);
      },
      clear: function () { items = []; setTimeout(function () { cartChanged.fire(cart()); }, 0); },
    },
    Customer: { get: function (f) { setTimeout(function () { f(config.customer || null); }, 0); } },
    openPage: function (page) { location.hash = '#!/~/' + page; },
  };
  setTimeout(function () { loaded = true; apiLoaded.fire(); cartChanged.fire(cart()); }, 50);
})();
`;
