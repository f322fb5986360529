import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { eq, findBuilderPopup, shopTables } from '@hookline/db';
import { adminJsonBody, logIn as apiLogIn, testApp } from '@hookline/server/testing';
import { widgetNode } from './builder-pages.ts';
import type { Owner } from './owner.ts';
import type { Stack } from './stack.ts';

let counter = 0;

/** The popup's widgets in the page builder: a heading and a line of text. */
export const popupWidgets = (heading: string) => [
  widgetNode('Heading', 'h', { text: heading, level: 'h2', align: 'center' }),
  widgetNode('RichText', 't', { html: '<p>Fresh bread every morning.</p>' }),
];

/**
 * What the editor does in the Pages area through the dashboard's API: a new popup (a page of kind
 * `popup`) with these widgets (a heading and a line of text unless `options.content`) and
 * side-panel settings, then Publish. Answers the publish's status and message, and the Hookline
 * popup it became.
 */
export async function publishBuilderPopup(
  stack: Stack,
  owner: Pick<Owner, 'email'> & { site: Pick<Owner['site'], 'id' | 'clientId'> },
  settings: Record<string, unknown>,
  heading = 'Ten percent off your first order',
  options: { content?: unknown[]; password?: string } = {},
): Promise<{ status: number; message: string; popupId: string | null; pageId: string }> {
  const cookie = await apiLogIn(stack.app, owner.email, options.password);
  const call = (method: 'POST', url: string, body?: unknown) =>
    stack.app.inject({
      method,
      url,
      ...adminJsonBody(body ?? {}),
      headers: { ...adminJsonBody({}).headers, cookie },
    });
  const created = await call('POST', `/api/admin/pages/${owner.site.clientId}`, {
    kind: 'popup',
    title: heading.slice(0, 40),
    slug: `popup-${process.pid}-${(counter += 1)}-${randomBytes(3).toString('hex')}`,
    document: {
      root: { props: { title: heading, ...settings } },
      content: options.content ?? popupWidgets(heading),
    },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const pageId = (created.json() as { page: { id: string } }).page.id;
  const published = await call('POST', `/api/admin/pages/${owner.site.clientId}/${pageId}/publish`);
  const popup = await findBuilderPopup(stack.database.db, owner.site.id, pageId);
  return {
    status: published.statusCode,
    message: published.statusCode === 200 ? '' : (published.json() as { message: string }).message,
    popupId: popup?.publicId ?? null,
    pageId,
  };
}

/** A draft popup page with the popup's widgets, made through the dashboard's API; answers its id. */
export async function draftPopupPage(stack: Stack, owner: Owner, heading: string): Promise<string> {
  const cookie = await apiLogIn(stack.app, owner.email);
  const created = await stack.app.inject({
    method: 'POST',
    url: `/api/admin/pages/${owner.site.clientId}`,
    ...adminJsonBody({
      kind: 'popup',
      title: heading.slice(0, 40),
      slug: `popup-${process.pid}-${(counter += 1)}-${randomBytes(3).toString('hex')}`,
      document: { root: { props: { title: heading } }, content: popupWidgets(heading) },
    }),
    headers: { ...adminJsonBody({}).headers, cookie },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  return (created.json() as { page: { id: string } }).page.id;
}

/** A shop customer: what they type at /my-account to log in. */
export interface ShopLogin {
  email: string;
  password: string;
  name: string;
}

/** A customer of this role, registered through the shop's own API (as its Register form does). */
export async function registerShopCustomer(
  stack: Stack,
  role: 'customer' | 'shop_admin' = 'customer',
): Promise<ShopLogin> {
  const login = {
    email: `buyer-${randomBytes(5).toString('hex')}@example.com`,
    password: 'a good password',
    name: role === 'shop_admin' ? 'Shop admin' : 'Buyer',
  };
  const response = await stack.app.inject({
    method: 'POST',
    url: '/api/shop/customer/register',
    headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
    payload: JSON.stringify(login),
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  if (role !== 'customer')
    await stack.database.db
      .update(shopTables.customers)
      .set({ role })
      .where(eq(shopTables.customers.email, login.email));
  return login;
}

/**
 * The real shop (the Hookline server's storefront) with the pixel of `clientId` on every page, on
 * a socket of its own over the same database, as an owner who set the shop's site would run it.
 */
export async function shopWithPixel(
  stack: Stack,
  clientId: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const { app } = await testApp(stack.database, { shopPixelClientId: clientId });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin: `http://localhost:${(app.server.address() as AddressInfo).port}`,
    close: () => app.close(),
  };
}

/**
 * Logs a customer in through the shop's own login form at /my-account. The pixel is held back
 * meanwhile, so that no popup covers the form; the pages opened afterwards have it.
 */
export async function logInAtMyAccount(
  context: BrowserContext,
  origin: string,
  login: ShopLogin,
): Promise<void> {
  const noPixel = '**/pixel.js*';
  await context.route(noPixel, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${origin}/my-account`);
  await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  const form = page.locator('form.account-form', { hasText: 'Login' });
  await form.locator('#login-email').fill(login.email);
  await form.locator('#login-password').fill(login.password);
  await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Log in' }).click()]);
  await page.getByText(`Hello ${login.name}`).waitFor();
  await page.close();
  await context.unroute(noPixel);
}

/** A page long enough to scroll, with a marker element far down. */
export const tallBody =
  '<h1>Our bakery</h1><div style="height:2400px">Bread, cakes and pastries.</div>' +
  '<section id="reviews" style="height:400px">Reviews</section><div style="height:800px"></div>';
