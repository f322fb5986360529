import { randomBytes } from 'node:crypto';
import { createCustomer, eq, findBuilderPopup, shopTables } from '@hookline/db';
import { jsonBody, logIn as apiLogIn } from '../../apps/server/src/admin/testing.ts';
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
 * `popup`) with these widgets and side-panel settings, then Publish. Answers the publish's status
 * and message, and the Hookline popup it became.
 */
export async function publishBuilderPopup(
  stack: Stack,
  owner: Owner,
  settings: Record<string, unknown>,
  heading = 'Ten percent off your first order',
): Promise<{ status: number; message: string; popupId: string | null; pageId: string }> {
  const cookie = await apiLogIn(stack.app, owner.email);
  const call = (method: 'POST', url: string, body?: unknown) =>
    stack.app.inject({ method, url, ...jsonBody(body ?? {}), headers: { ...jsonBody({}).headers, cookie } });
  const created = await call('POST', `/api/admin/pages/${owner.site.clientId}`, {
    kind: 'popup',
    title: heading.slice(0, 40),
    slug: `popup-${process.pid}-${(counter += 1)}-${randomBytes(3).toString('hex')}`,
    document: { root: { props: { title: heading, ...settings } }, content: popupWidgets(heading) },
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
    ...jsonBody({
      kind: 'popup',
      title: heading.slice(0, 40),
      slug: `popup-${process.pid}-${(counter += 1)}-${randomBytes(3).toString('hex')}`,
      document: { root: { props: { title: heading } }, content: popupWidgets(heading) },
    }),
    headers: { ...jsonBody({}).headers, cookie },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  return (created.json() as { page: { id: string } }).page.id;
}

/** A shop customer of this role: the id `window.HooklineShop.customerId` carries when logged in. */
export async function shopCustomer(
  stack: Stack,
  role: 'customer' | 'shop_admin' = 'customer',
): Promise<string> {
  const row = await createCustomer(stack.database.db, {
    email: `buyer-${randomBytes(5).toString('hex')}@example.com`,
    passwordHash: 'x',
    name: 'Buyer',
  });
  if (role !== 'customer')
    await stack.database.db
      .update(shopTables.customers)
      .set({ role })
      .where(eq(shopTables.customers.id, row!.id));
  return row!.id;
}

/** What the Hookline shop publishes on its pages (docs/store-integration.md), for a logged-in customer or a guest. */
export const hooklineShopGlobal = (customerId: string | null) =>
  `<script>window.HooklineShop={platform:'hookline',version:1,customerId:${JSON.stringify(customerId)},` +
  `getCart:function(){return {itemCount:0,total:0,productIds:[],lineIds:[],hash:''}},` +
  `onCartChange:function(){return function(){}}};</script>`;

/** A page long enough to scroll, with a marker element far down. */
export const tallBody =
  '<h1>Our bakery</h1><div style="height:2400px">Bread, cakes and pastries.</div>' +
  '<section id="reviews" style="height:400px">Reviews</section><div style="height:800px"></div>';
