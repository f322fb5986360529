import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GUARD, type Screen } from './server.ts';
import { newContext, shoot, type PageShot } from './shots.ts';

/**
 * The shop's pages as a shopper sees them, without popups (the pixel is not loaded: the popups have
 * their own pictures in docs/templates/): the home page, the listing, a product, the Journal and a
 * post, the builder pages, my account logged out and the lost-password page; then, as a customer who
 * registered, the cart with an item, the checkout, the order received and my account with the order.
 */

const SHOP_PAGES: PageShot[] = [
  { id: 'shop-home', title: 'Home page', path: '/', area: 'Shop' },
  { id: 'shop-listing', title: 'Shop (all products)', path: '/shop', area: 'Shop' },
  { id: 'shop-product', title: 'A variable product', path: '/product/stoneware-mug', area: 'Shop' },
  { id: 'shop-journal', title: 'The Journal', path: '/journal', area: 'Shop' },
  { id: 'shop-journal-post', title: 'A Journal post', path: '', area: 'Shop' },
  { id: 'shop-widgets', title: 'Every widget (/widgets)', path: '/widgets', area: 'Shop' },
  { id: 'shop-stores', title: 'Store finder (/stores)', path: '/stores', area: 'Shop' },
  { id: 'shop-events', title: 'Events calendar (/events)', path: '/events', area: 'Shop' },
  { id: 'shop-my-account-guest', title: 'My account, logged out', path: '/my-account', area: 'Shop' },
  {
    id: 'shop-lost-password',
    title: 'Lost your password?',
    path: '/my-account/lost-password',
    area: 'Shop',
  },
];
const CUSTOMER_PAGES: PageShot[] = [
  { id: 'shop-cart', title: 'Cart with an item', path: '/cart', area: 'Shop' },
  { id: 'shop-checkout', title: 'Checkout', path: '/checkout', area: 'Shop' },
  { id: 'shop-order-received', title: 'Order received', path: '', area: 'Shop' },
  { id: 'shop-my-account', title: 'My account, with an order', path: '/my-account', area: 'Shop' },
];

/** Every page this module draws, in the README's order. */
export const SHOP_SHOTS: PageShot[] = [...SHOP_PAGES.slice(0, 3), ...CUSTOMER_PAGES, ...SHOP_PAGES.slice(3)];

/** A shopper's window with the pixel kept out. */
async function shopperContext(browser: Browser, screen: Screen): Promise<BrowserContext> {
  const context = await newContext(browser, screen);
  await context.route(/\/pixel\.js/, (route) => route.abort());
  return context;
}

/** Opens a shop page and waits for its scripts to take over. */
async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
}

/** A customer's billing details, in the United States. */
const billing = (email: string) => ({
  billing_first_name: 'Maya',
  billing_last_name: 'Okafor',
  billing_email: email,
  billing_phone: '415 555 0134',
  billing_address_1: '500 Howard Street',
  billing_city: 'San Francisco',
  billing_state: 'CA',
  billing_postcode: '94105',
  billing_country: 'US',
  payment_method: 'cod',
});

/** Registers a customer, puts a cup in their cart, and draws their cart, checkout, order and account. */
async function customerJourney(browser: Browser, base: string, screen: Screen): Promise<void> {
  const context = await shopperContext(browser, screen);
  const page = await context.newPage();
  const post = async (action: string, form: Record<string, string>) => {
    const response = await context.request.post(`${base}/api/shop/${action}`, {
      form,
      headers: { ...GUARD, accept: 'application/json' },
    });
    if (!response.ok()) throw new Error(`${action}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const email = `maya.okafor.${screen.name}.${Date.now()}@example.com`;
  await post('customer/register', { email, password: 'a long password', name: 'Maya Okafor' });
  await open(page, `${base}/product/espresso-cup`);
  const productId = await page.locator('input[name="product_id"]').first().inputValue();
  await post('add_to_cart', { product_id: productId, quantity: '2' });
  for (const shot of CUSTOMER_PAGES.slice(0, 2)) {
    await open(page, `${base}${shot.path}`);
    await shoot(page, shot.id, screen);
  }
  const order = await post('checkout', billing(email));
  await open(page, String(new URL(String(order.order_received_url), base)));
  await shoot(page, 'shop-order-received', screen);
  await open(page, `${base}/my-account`);
  await shoot(page, 'shop-my-account', screen);
  await context.close();
}

/** Draws the shop's pages at one size. */
export async function shootShop(browser: Browser, base: string, screen: Screen): Promise<void> {
  const context = await shopperContext(browser, screen);
  const page = await context.newPage();
  for (const shot of SHOP_PAGES) {
    if (shot.id === 'shop-journal-post') {
      // The first post the Journal lists.
      await open(page, `${base}/journal`);
      const href = await page
        .locator('main a[href^="/journal/"]:not([href*="/page/"])')
        .first()
        .getAttribute('href');
      if (!href) throw new Error('the Journal lists no post');
      shot.path = href;
    }
    await open(page, `${base}${shot.path}`);
    await shoot(page, shot.id, screen);
  }
  await context.close();
  await customerJourney(browser, base, screen);
}
