import { expect, it } from 'vitest';
import { eq, tables } from '@hookline/db';
import { POPUP_CATALOG, ZAdminPopup, type TAdminPopup } from '@hookline/schema';
import { formBody } from '../testing.ts';
import { adminSuite } from './testing.ts';

adminSuite('popup editor API', (suite) => {
  const { call } = suite;
  const create = async (body: Record<string, unknown>): Promise<TAdminPopup> => {
    const response = await call('POST', `/api/admin/sites/${suite.owner.site.clientId}/popups`, body);
    expect(response.statusCode, response.body).toBe(201);
    return ZAdminPopup.parse(response.json());
  };
  const editable = (popup: TAdminPopup) => {
    const {
      id: _id,
      viewer_id: _v,
      site: _s,
      status: _st,
      ab_test: _a,
      ab_test_parent_id: _p,
      created_at: _c,
      ...rest
    } = popup;
    return rest;
  };
  /** The popups the display API offers a visitor on localhost right now. */
  const displayed = async (clientId = suite.owner.site.clientId): Promise<string[]> => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/display/${clientId}`,
      ...formBody({ domain: 'localhost' }),
    });
    return (response.json().poptins as { poptin_id: string }[]).map((p) => p.poptin_id);
  };

  it('answers the catalogue of types and formats', async () => {
    const response = await call('GET', '/api/admin/popup-catalog');
    expect(response.statusCode).toBe(200);
    const counts = Object.fromEntries(
      (response.json() as typeof POPUP_CATALOG).map((t) => [t.type, t.formats.length]),
    );
    expect(counts).toMatchObject({
      mobile: 5,
      fullpage: 4,
      browsing: 1,
      sside: 4,
      bside: 3,
      social: 4,
      bar: 5,
      lightbox: 6,
      gamified: 3,
    });
  });

  it.each(
    POPUP_CATALOG.flatMap((info) =>
      info.formats.map((f) => [info.type, f.format, f.width, f.height] as const),
    ),
  )(
    'creates a %s popup in format %i, paused, with the format’s size',
    async (type, format, width, height) => {
      const popup = await create({ name: `${type} ${format}`, type, format });
      expect(popup).toMatchObject({
        type,
        format,
        width,
        height,
        status: 'paused',
        lang: 'en',
        ab_test: false,
      });
      expect(popup.content.main.blocks.length).toBeGreaterThan(0);
    },
  );

  it('creates a bar with a scroll trigger by default, and keeps what the request sets', async () => {
    const bar = await create({ name: 'Exit bar', type: 'bar', format: 2 });
    expect(bar.triggers).toEqual({ scroll_percent: 30 });
    const hebrew = await create({
      name: 'Hebrew',
      type: 'lightbox',
      lang: 'he',
      triggers: { exit_intent: true },
    });
    expect(hebrew).toMatchObject({ lang: 'he', triggers: { exit_intent: true }, format: 1 });
  });

  it.each([
    ['a format the type does not have', { name: 'x', type: 'bar', format: 6 }, /format: bar has no format 6/],
    ['an unknown type', { name: 'x', type: 'popunder' }, /type/],
    ['a name over 40 characters', { name: 'x'.repeat(41), type: 'bar' }, /name: must be at most 40/],
    [
      'a malformed content document',
      { name: 'x', type: 'bar', content: { main: { blocks: [{ type: 'video' }] } } },
      /content/,
    ],
    [
      'a malformed frequency rule',
      { name: 'x', type: 'bar', display_rules: { d_f_r: 'sometimes' } },
      /d_f_r/,
    ],
    [
      'a targeting rule whose regular expression does not compile',
      {
        name: 'x',
        type: 'bar',
        display_rules: {
          targeting: {
            pages: { mode: 'any', rules: [{ action: 'show', match: 'regex', value: '/blog/(' }] },
          },
        },
      },
      /display_rules\.targeting\.pages\.rules\.0\.value: invalid regular expression: \/blog\/\(/,
    ],
    [
      'a country that is not an ISO code',
      {
        name: 'x',
        type: 'bar',
        display_rules: { targeting: { countries: { mode: 'in', codes: ['Israel'] } } },
      },
      /targeting\.countries\.codes\.0: must be a two-letter ISO country code/,
    ],
    ['an unknown trigger', { name: 'x', type: 'bar', triggers: { on_full_moon: true } }, /on_full_moon/],
    [
      'a scroll percentage over 100',
      { name: 'x', type: 'bar', triggers: { scroll_percent: 120 } },
      /scroll_percent/,
    ],
    ['an unknown field', { name: 'x', type: 'bar', owner: 'me' }, /owner/],
  ])('refuses to create a popup with %s (400)', async (_name, body, message) => {
    const response = await call('POST', `/api/admin/sites/${suite.owner.site.clientId}/popups`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    [1, 'Open'],
    [2, 'Scratch'],
    [3, 'Spin'],
  ])(
    'creates a game of format %i ready to play (play button %s, prizes adding up to 100), activates and shows it',
    async (format, play) => {
      const game = await create({ name: 'Game', type: 'gamified', format });
      expect(game.content.main.blocks).toContainEqual({ type: 'button', label: play, action: 'play' });
      expect(game.content.winning?.blocks).toContainEqual({ type: 'coupon', code: '{{prize_code}}' });
      expect(game.content.losing?.blocks.length).toBeGreaterThan(0);
      const prizes = Object.values(game.design_properties.prizes ?? {});
      expect(prizes.reduce((sum, prize) => sum + prize.chances, 0)).toBe(100);
      expect(prizes.some((prize) => prize.loosing_option === 0 && prize.code)).toBe(true);
      // The new document round-trips through the editor's schema.
      const saved = await call('PUT', `/api/admin/popups/${game.id}`, editable(game));
      expect(saved.statusCode, saved.body).toBe(200);
      const activated = await call('POST', `/api/admin/popups/${game.id}/status`, { status: 'active' });
      expect(activated.statusCode, activated.body).toBe(200);
      expect(await displayed()).toContain(game.id);
    },
  );

  it('tells the display API whether a wheel hands out a coupon (wheel_has_coupon)', async () => {
    const wheel = await create({ name: 'Wheel', type: 'gamified', format: 3 });
    await call('POST', `/api/admin/popups/${wheel.id}/status`, { status: 'active' });
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/display/${suite.owner.site.clientId}`,
      ...formBody({ domain: 'localhost' }),
    });
    const record = (response.json().poptins as { poptin_id: string; wheel_has_coupon?: boolean }[]).find(
      (p) => p.poptin_id === wheel.id,
    );
    expect(record?.wheel_has_coupon).toBe(true);
  });

  it.each([
    [
      'chances that add up to 90',
      { a: 40, b: 50 },
      /prizes: The chances add up to 90%; they must add up to 100%/,
    ],
    ['chances that add up to 110', { a: 60, b: 50 }, /The chances add up to 110%/],
  ])('refuses to save a prize set with %s (400), and stores nothing', async (_name, chances, message) => {
    const game = await create({ name: 'Prizes', type: 'gamified', format: 3 });
    const prizes = Object.fromEntries(
      Object.entries(chances).map(([id, chance]) => [
        id,
        { chances: chance, label: id, code: '', loosing_option: 0, redirect_to: 0 },
      ]),
    );
    const document = { ...editable(game), design_properties: { ...game.design_properties, prizes } };
    const refused = await call('PUT', `/api/admin/popups/${game.id}`, document);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(message);
    const stored = (await call('GET', `/api/admin/popups/${game.id}`)).json() as TAdminPopup;
    expect(stored.design_properties.prizes).toEqual(game.design_properties.prizes);
  });

  it('saves the whole document, and activation reaches the display API at once', async () => {
    const popup = await create({ name: 'Editor test', type: 'lightbox' });
    const document = {
      ...editable(popup),
      name: 'Edited',
      triggers: { scroll_percent: 50, exit_intent: true },
      design_properties: {
        poptin_design_entry_effect: 'zoom',
        poptin_design_auto_close: true,
        poptin_design_auto_close_sec: 20,
        poptin_design_redirect: true,
        poptin_design_redirect_url: 'https://example.com/thanks?from={conversion_url}',
        timer_ver: 1,
        timer: { minutes: 10, seconds: 0 },
        coupon: { coupon_type: 'code', code: 'SAVE10' },
        a_key_for_later: 'kept',
        look: { font: 'inter', background: { kind: 'color', color: '#0f172a' }, button: { radius: 20 } },
      },
      display_rules: {
        d_f_r: 'returning@display_every_3_days',
        stop_showing_to_converted_users: true,
        engagement_with_other_poptin_filter: `dont_show|converted|other|${suite.owner.popup.publicId}`,
        source_code_target_active: true,
        source_code_target_html: 'data-page="checkout"',
        source_code_target_role: 'dont_show',
        js_filter: {
          display_if_specific_js_active: true,
          js_name_pair: ['exact::user.plan'],
          js_value_pair: ['equals::free'],
          js_show_pair: ['show'],
        },
        cookie_filter: {
          display_if_specific_cookie_active: true,
          cookie_name_pair: ['contains::consent'],
          cookie_value_pair: ['exists::'],
          cookie_show_pair: ['dont_show'],
        },
        display_if_adblock_active: false,
      },
      updated_at: popup.updated_at,
    };
    const saved = await call('PUT', `/api/admin/popups/${popup.id}`, document);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = ZAdminPopup.parse(saved.json());
    expect(after).toMatchObject({
      name: 'Edited',
      triggers: document.triggers,
      display_rules: document.display_rules,
    });
    expect(after.design_properties).toMatchObject({
      a_key_for_later: 'kept',
      timer: { minutes: 10, seconds: 0 },
      look: { font: 'inter', background: { kind: 'color', color: '#0f172a' }, button: { radius: 20 } },
    });
    expect(after.updated_at > popup.updated_at).toBe(true);
    expect(await displayed()).not.toContain(popup.id);

    const activated = await call('POST', `/api/admin/popups/${popup.id}/status`, { status: 'active' });
    expect(activated.json().status).toBe('active');
    expect(await displayed()).toContain(popup.id);
    await call('POST', `/api/admin/popups/${popup.id}/status`, { status: 'paused' });
    expect(await displayed()).not.toContain(popup.id);

    // A save from a tab that read the popup before this change is refused, not silently lost.
    const stale = await call('PUT', `/api/admin/popups/${popup.id}`, { ...document, name: 'Stale tab' });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/admin/popups/${popup.id}`)).json().name).toBe('Edited');
  });

  it.each([
    [
      'a redirect without a URL',
      { design_properties: { poptin_design_redirect: true } },
      /poptin_design_redirect_url/,
    ],
    [
      'a timer that does not match timer_ver',
      { design_properties: { timer_ver: 2, timer: { minutes: 1, seconds: 0 } } },
      /timer/,
    ],
    [
      'an unknown entry effect',
      { design_properties: { poptin_design_entry_effect: 'explode' } },
      /entry_effect/,
    ],
    [
      'a look with a colour that is not one',
      { design_properties: { look: { button: { background: 'blue' } } } },
      /design_properties\.look\.button\.background: must be a colour like #1a2b3c/,
    ],
    [
      'a look with a javascript: image',
      { design_properties: { look: { image: { url: 'javascript:alert(1)' } } } },
      /design_properties\.look\.image\.url/,
    ],
    [
      'a coupon without a code',
      { design_properties: { coupon: { coupon_type: 'code', code: '' } } },
      /coupon/,
    ],
    [
      'JS filter lists of different lengths',
      {
        display_rules: {
          js_filter: {
            display_if_specific_js_active: true,
            js_name_pair: ['exact::a'],
            js_value_pair: [],
            js_show_pair: ['show'],
          },
        },
      },
      /same length/,
    ],
    [
      'a cookie value test without a mode',
      {
        display_rules: {
          cookie_filter: {
            display_if_specific_cookie_active: true,
            cookie_name_pair: ['exact::a'],
            cookie_value_pair: ['free'],
            cookie_show_pair: ['show'],
          },
        },
      },
      /cookie_value_pair/,
    ],
    [
      'a malformed engagement filter',
      { display_rules: { engagement_with_other_poptin_filter: 'show|seen' } },
      /engagement/,
    ],
    [
      'a page source filter without text',
      { display_rules: { source_code_target_active: true } },
      /source_code_target_html/,
    ],
  ])('refuses to save %s (400), changing nothing', async (_name, change, message) => {
    const popup = await create({ name: 'Validation', type: 'lightbox' });
    const response = await call('PUT', `/api/admin/popups/${popup.id}`, { ...editable(popup), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(ZAdminPopup.parse((await call('GET', `/api/admin/popups/${popup.id}`)).json()).updated_at).toBe(
      popup.updated_at,
    );
  });

  it('duplicates a popup: a paused copy with new ids', async () => {
    const response = await call('POST', `/api/admin/popups/${suite.owner.popup.publicId}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = ZAdminPopup.parse(response.json());
    expect(copy).toMatchObject({ name: 'Copy of Welcome lightbox', status: 'paused', type: 'lightbox' });
    expect(copy.id).not.toBe(suite.owner.popup.publicId);
    expect(copy.viewer_id).not.toBe(suite.owner.popup.viewerId);
    expect(copy.content).toEqual(suite.owner.popup.content);
  });

  it('adds A/B variants under the test’s parent, and the display API splits between them', async () => {
    const parent = await create({ name: 'AB parent', type: 'lightbox' });
    const variant = ZAdminPopup.parse(
      (await call('POST', `/api/admin/popups/${parent.id}/variants`, { name: 'AB variant B' })).json(),
    );
    expect(variant).toMatchObject({ ab_test_parent_id: parent.id, status: 'paused', name: 'AB variant B' });
    // A variant of a variant joins the same test.
    const third = ZAdminPopup.parse((await call('POST', `/api/admin/popups/${variant.id}/variants`)).json());
    expect(third).toMatchObject({ ab_test_parent_id: parent.id, name: 'AB variant B (variant)' });
    expect(ZAdminPopup.parse((await call('GET', `/api/admin/popups/${parent.id}`)).json()).ab_test).toBe(
      true,
    );

    for (const id of [parent.id, variant.id, third.id])
      await call('POST', `/api/admin/popups/${id}/status`, { status: 'active' });
    const shown = await displayed();
    expect([parent.id, variant.id, third.id].filter((id) => shown.includes(id))).toHaveLength(1);

    const list = await call('GET', `/api/admin/sites/${suite.owner.site.clientId}/popups`);
    const summary = (
      list.json() as { id: string; ab_test: boolean; ab_test_parent_id: string | null }[]
    ).find((p) => p.id === third.id);
    expect(summary).toMatchObject({ ab_test: false, ab_test_parent_id: parent.id });

    // Deleting the parent deletes the whole test.
    const deleted = await call('DELETE', `/api/admin/popups/${parent.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json().deleted as string[]).sort()).toEqual([parent.id, variant.id, third.id].sort());
    expect(await displayed()).not.toContain(variant.id);
  });

  it('deletes a popup with its events and leads', async () => {
    const popup = await create({ name: 'To delete', type: 'bar' });
    const [row] = await suite.database.db
      .select()
      .from(tables.popups)
      .where(eq(tables.popups.publicId, popup.id));
    await suite.database.db
      .insert(tables.conversions)
      .values({ siteId: suite.owner.site.id, popupId: row!.id, fields: {}, payload: {} });
    expect((await call('DELETE', `/api/admin/popups/${popup.id}`)).statusCode).toBe(200);
    expect(
      await suite.database.db
        .select()
        .from(tables.conversions)
        .where(eq(tables.conversions.popupId, row!.id)),
    ).toHaveLength(0);
    expect((await call('GET', `/api/admin/popups/${popup.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/status'],
    ['POST', '/duplicate'],
    ['POST', '/variants'],
  ] as const)('answers 404 to %s on another account’s popup%s, changing nothing', async (method, suffix) => {
    const body = method === 'PUT' ? { name: 'x' } : suffix === '/status' ? { status: 'paused' } : undefined;
    const response = await call(method, `/api/admin/popups/${suite.other.popup.publicId}${suffix}`, body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: `Popup ${suite.other.popup.publicId} not found`,
    });
    const [row] = await suite.database.db
      .select()
      .from(tables.popups)
      .where(eq(tables.popups.id, suite.other.popup.id));
    expect(row).toMatchObject({ name: suite.other.popup.name, status: 'active', abTest: false });
    expect(await displayed(suite.other.site.clientId)).toContain(suite.other.popup.publicId);
  });

  it('answers 404 to creating a popup on another account’s site', async () => {
    const response = await call('POST', `/api/admin/sites/${suite.other.site.clientId}/popups`, {
      name: 'x',
      type: 'bar',
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/admin/popup-catalog'],
    ['GET', '/api/admin/popups/aaaaaaaaaaaaa'],
    ['PUT', '/api/admin/popups/aaaaaaaaaaaaa'],
    ['DELETE', '/api/admin/popups/aaaaaaaaaaaaa'],
    ['POST', '/api/admin/popups/NOT-AN-ID/duplicate'],
    ['POST', '/api/admin/sites/aaaaaaaaaaaaa/popups'],
  ] as const)('answers 401 to %s %s without a session', async (method, url) => {
    expect(
      (await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, {})).statusCode,
    ).toBe(401);
  });

  it('answers 400 to a malformed popup id', async () => {
    const response = await call('GET', '/api/admin/popups/NOT-AN-ID');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/popup id/);
  });
});
