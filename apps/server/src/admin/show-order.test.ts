import { expect, it } from 'vitest';
import { addPopup } from '@hookline/db';
import { ZShowOrder } from '@hookline/schema';
import { formBody } from '../testing.ts';
import { adminSuite } from './testing.ts';

adminSuite('the show order of a site’s popups', (suite) => {
  const { call } = suite;
  const orderUrl = () => `/api/admin/sites/${suite.owner.site.clientId}/popup-order`;
  const orderIds = async () => {
    const response = await call('GET', orderUrl());
    expect(response.statusCode, response.body).toBe(200);
    return ZShowOrder.parse(response.json()).popups.map((p) => p.id);
  };
  /** The popups the display API answers a visitor on localhost, in its order. */
  const displayed = async (): Promise<string[]> => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/display/${suite.owner.site.clientId}`,
      ...formBody({ domain: 'localhost' }),
    });
    return (response.json().poptins as { poptin_id: string }[]).map((p) => p.poptin_id);
  };
  const create = async (name: string) => {
    const response = await call('POST', `/api/admin/sites/${suite.owner.site.clientId}/popups`, {
      name,
      type: 'lightbox',
      format: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as { id: string }).id;
    expect((await call('POST', `/api/admin/popups/${id}/status`, { status: 'active' })).statusCode).toBe(200);
    return id;
  };

  it('puts a new popup last, answers the display in the order, and keeps a new order', async () => {
    const first = suite.owner.popup.publicId;
    const welcome = await create('Welcome offer');
    const spin = await create('Spin to win');
    expect(await orderIds()).toEqual([first, welcome, spin]);
    expect(await displayed()).toEqual([first, welcome, spin]);

    const put = await call('PUT', orderUrl(), { popups: [spin, first] });
    expect(put.statusCode, put.body).toBe(200);
    // Those left out keep their order after the listed ones.
    expect(ZShowOrder.parse(put.json()).popups.map((p) => p.id)).toEqual([spin, first, welcome]);
    expect(await orderIds()).toEqual([spin, first, welcome]);
    // The display path's cache was told: visitors get the new order on their next page.
    expect(await displayed()).toEqual([spin, first, welcome]);

    // Saving a popup in the editor afterwards is no conflict: reordering is not an edit of it.
    const read = await call('GET', `/api/admin/popups/${welcome}`);
    const {
      id: _i,
      viewer_id: _v,
      site: _s,
      status: _st,
      ab_test: _a,
      ab_test_parent_id: _p,
      created_at: _c,
      ...doc
    } = read.json() as Record<string, unknown>;
    expect((await call('PUT', `/api/admin/popups/${welcome}`, doc)).statusCode).toBe(200);
  });

  it('gives an A/B variant its parent’s place and does not list it', async () => {
    const [parent] = await orderIds();
    const variant = await call('POST', `/api/admin/popups/${parent}/variants`);
    expect(variant.statusCode).toBe(201);
    const variantId = (variant.json() as { id: string }).id;
    await call('POST', `/api/admin/popups/${variantId}/status`, { status: 'active' });
    expect(await orderIds()).not.toContain(variantId);
    const shown = await displayed();
    // One of the test's two shows, first, where the parent stands.
    expect([parent, variantId]).toContain(shown[0]);
    const refused = await call('PUT', orderUrl(), { popups: [variantId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('A/B variant');
  });

  it('refuses ids that are not the site’s, twice-listed ids, and another account', async () => {
    const ids = await orderIds();
    const foreign = await call('PUT', orderUrl(), { popups: [suite.other.popup.publicId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`popups: ${suite.other.popup.publicId} is not a popup of this site`);
    expect((await call('PUT', orderUrl(), { popups: [ids[0], ids[0]] })).statusCode).toBe(400);

    // The other account's owner can neither read nor change this site's order.
    const otherSite = `/api/admin/sites/${suite.other.site.clientId}/popup-order`;
    expect((await call('GET', otherSite)).statusCode).toBe(404);
    const otherExtra = await addPopup(suite.database.db, suite.other, { name: 'Theirs' });
    const reorder = await call('PUT', otherSite, {
      popups: [otherExtra.publicId, suite.other.popup.publicId],
    });
    expect(reorder.statusCode).toBe(404);
    expect(await orderIds()).toEqual(ids);

    // Without the dashboard's header, a reorder is a cross-site request.
    const unguarded = await suite.app.inject({
      method: 'PUT',
      url: orderUrl(),
      headers: { cookie: suite.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ popups: [...ids].reverse() }),
    });
    expect(unguarded.statusCode).toBe(403);
    expect(unguarded.json()).toEqual({
      error: 'cross_site_request',
      message: 'This request must come from the page itself (send x-hookline-request: 1)',
    });
    expect(await orderIds()).toEqual(ids);
  });
});
