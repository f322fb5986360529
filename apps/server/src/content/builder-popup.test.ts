import { expect, it } from 'vitest';
import { createCustomer, eq, findBuilderPopup, shopTables, tables } from '@hookline/db';
import type { TAdminPage, TPopupContent } from '@hookline/schema';
import { uniqueSuffix } from '@hookline/db/testing';
import { adminSuite, logIn } from '../admin/testing.ts';
import { formBody } from '../testing.ts';

type Node = { type: string; props: Record<string, unknown> };
const popupDocument = (
  settings: Record<string, unknown>,
  content: Node[] = [
    { type: 'Heading', props: { id: 'h1', text: 'Ten percent off', level: 'h2', align: 'center' } },
    { type: 'RichText', props: { id: 't1', html: '<p>Fresh <img src=x onerror="alert(1)">bread</p>' } },
  ],
) => ({ root: { props: { title: 'Welcome offer', ...settings } }, content });

adminSuite('page-builder popups', (suite) => {
  const base = () => `/api/admin/pages/${suite.owner.site.clientId}`;
  const createPopupPage = async (settings: Record<string, unknown>, content?: Node[]) => {
    const response = await suite.call('POST', base(), {
      kind: 'popup',
      title: 'Welcome offer',
      slug: `welcome-${uniqueSuffix()}`,
      document: popupDocument(settings, content),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { page: TAdminPage }).page;
  };

  it('publishes a popup page as an active Hookline popup with its triggers, closing and rules', async () => {
    const page = await createPopupPage({
      trigger: 'scroll_down',
      scroll_percent: 30,
      max_shows: 2,
      max_shows_per: 'day',
      close_on_escape: 'off',
      form: 'email',
    });
    const published = await suite.call('POST', `${base()}/${page.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const popup = (await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id))!;
    expect(popup).toMatchObject({ status: 'active', type: 'lightbox', triggers: { scroll_percent: 30 } });
    expect(popup.displayRules).toMatchObject({ targeting: { max_shows: { per: 'day', count: 2 } } });
    expect(popup.designProperties).toMatchObject({
      close_on_escape: false,
      focus_delay_ms: 250,
      builder_page_id: page.id,
    });
    const content = popup.content as TPopupContent;
    const html = content.main.blocks[0] as { type: 'html'; html: string };
    expect(html.html).toContain('Ten percent off');
    expect(html.html).not.toMatch(/onerror|alert/);
    expect(content.main.blocks.map((b) => b.type)).toEqual(['html', 'fields', 'button']);

    // A second publish updates the same popup; unpublishing pauses it.
    await suite.call('PUT', `${base()}/${page.id}`, {
      title: 'Welcome offer',
      slug: page.slug,
      document: popupDocument({ trigger: 'exit_intent' }),
    });
    expect((await suite.call('POST', `${base()}/${page.id}/publish`)).statusCode).toBe(200);
    const again = (await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id))!;
    expect(again.publicId).toBe(popup.publicId);
    expect(again.triggers).toEqual({ exit_intent: true });
    await suite.call('POST', `${base()}/${page.id}/unpublish`);
    expect((await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id))!.status).toBe('paused');
  });

  it('refuses to publish an invalid referrer pattern and says why', async () => {
    const page = await createPopupPage({ referrer_match: 'regex', referrer_value: 'news(' });
    const published = await suite.call('POST', `${base()}/${page.id}/publish`);
    expect(published.statusCode).toBe(400);
    expect(published.json().message).toMatch(/^Referring address: This is not a valid regular expression/);
    expect(await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id)).toBeNull();
  });

  it('publishes several triggers and an interactive widget whose island data survives', async () => {
    const page = await createPopupPage(
      { trigger: 'scroll_down', scroll_percent: 40, more_triggers: [{ trigger: 'exit_intent' }] },
      [{ type: 'RepeaterAccordion', props: { id: 'faq' } }],
    );
    const published = await suite.call('POST', `${base()}/${page.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const popup = (await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id))!;
    expect(popup.triggers).toEqual({ scroll_percent: 40, exit_intent: true });
    const html = ((popup.content as TPopupContent).main.blocks[0] as { html: string }).html;
    expect(html).toContain('data-island="accordion"');
    expect(html).toMatch(/<button type="button" aria-expanded="false"/);
  });

  it('refuses to publish a widget a popup cannot hold, and says why', async () => {
    const page = await createPopupPage({}, [{ type: 'PostBlock', props: { id: 'posts' } }]);
    const published = await suite.call('POST', `${base()}/${page.id}/publish`);
    expect(published.statusCode).toBe(400);
    expect(published.json().message).toMatch(/^Post block: .*only work on a page/);
    expect(await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id)).toBeNull();
  });

  it('never lets another account publish the owner’s popup page', async () => {
    const page = await createPopupPage({});
    const other = await logIn(suite.app, suite.other.email);
    const response = await suite.call('POST', `${base()}/${page.id}/publish`, undefined, { cookie: other });
    expect(response.statusCode).toBe(404);
    expect(await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id)).toBeNull();
  });

  it('follows a logged-in shop customer across devices and hides from a role, from the server’s records', async () => {
    const page = await createPopupPage({
      max_shows: 1,
      max_shows_per: 'day',
      logged_in: 'hide_roles',
      hidden_roles: [{ role: 'shop_admin' }],
    });
    expect((await suite.call('POST', `${base()}/${page.id}/publish`)).statusCode).toBe(200);
    const popup = (await findBuilderPopup(suite.database.db, suite.owner.site.id, page.id))!;
    const db = suite.database.db;
    const buyer = (await createCustomer(db, {
      email: `b-${uniqueSuffix()}@example.com`,
      passwordHash: 'x',
      name: 'B',
    }))!;
    const admin = (await createCustomer(db, {
      email: `a-${uniqueSuffix()}@example.com`,
      passwordHash: 'x',
      name: 'A',
    }))!;
    await db
      .update(shopTables.customers)
      .set({ role: 'shop_admin' })
      .where(eq(shopTables.customers.id, admin.id));
    const display = (customerId: string) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/display/${suite.owner.site.clientId}`,
        ...formBody({
          domain: 'localhost',
          store_integration: 'hookline',
          store_integration_customer_id: customerId,
        }),
      });
    const first = (await display(buyer.id)).json();
    expect(first.poptins.map((p: { poptin_id: string }) => p.poptin_id)).toContain(popup.publicId);
    expect(first.customer).toMatchObject({ role: 'customer', page_views: 1, sessions: 1 });
    expect(first.customer.shows[popup.publicId]).toBeUndefined();

    const viewed = await suite.app.inject({
      method: 'POST',
      url: `/api/display/viewed/${popup.publicId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        viewer_id: popup.viewerId,
        client_id: suite.owner.site.clientId,
        type: 'desktop',
        url: 'http://localhost/',
        store_integration: 'hookline',
        store_integration_customer_id: buyer.id,
      }),
    });
    expect(viewed.statusCode, viewed.body).toBe(200);
    const [view] = await db.select().from(tables.views).where(eq(tables.views.popupId, popup.id));
    expect(view!.customerId).toBe(buyer.id);

    const second = (await display(buyer.id)).json();
    expect(second.customer).toMatchObject({ page_views: 2, sessions: 1 });
    expect(second.customer.shows[popup.publicId]).toMatchObject({ day: 1, week: 1, month: 1, overall: 1 });

    const forAdmin = (await display(admin.id)).json();
    expect(forAdmin.poptins.map((p: { poptin_id: string }) => p.poptin_id)).not.toContain(popup.publicId);
    // An id that names no customer is a guest: no records, and the role rule lets it through.
    const stranger = (await display('00000000-0000-4000-8000-000000000000')).json();
    expect(stranger.customer).toBeUndefined();
  });
});
